import { App as AntApp, ConfigProvider } from 'antd';
import enUSAntd from 'antd/es/locale/en_US';
import zhCNAntd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConsoleProvider, useConsole } from '../lib/console-context.tsx';
import { cspNonce } from '../lib/csp.ts';
import { I18nProvider, useI18n } from '../lib/i18n.tsx';
import { LoginPage } from '../pages/login/login-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { RoutePage } from './route-page.tsx';
import { CONSOLE_ROUTES, flatRoutes } from './routes-config.ts';

function Screens() {
  const { session, access } = useConsole();
  const first = flatRoutes(CONSOLE_ROUTES).find((r) => access[r.access]);
  if (!session) {
    return (
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {flatRoutes(CONSOLE_ROUTES).map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        <Route path="*" element={first ? <Navigate to={first.path} replace /> : <RoutePage />} />
      </Route>
    </Routes>
  );
}

function Themed() {
  const { locale } = useI18n();
  useEffect(() => {
    dayjs.locale(locale === 'zh-CN' ? 'zh-cn' : 'en');
    document.documentElement.lang = locale;
  }, [locale]);
  const nonce = cspNonce();
  return (
    <ConfigProvider
      locale={locale === 'zh-CN' ? zhCNAntd : enUSAntd}
      {...(nonce ? { csp: { nonce } } : {})}
      theme={{ token: { colorPrimary: '#1f4fd8', borderRadius: 6 } }}
    >
      <AntApp>
        <ConsoleProvider>
          <BrowserRouter basename="/admin">
            <Screens />
          </BrowserRouter>
        </ConsoleProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <I18nProvider>
      <Themed />
    </I18nProvider>
  );
}
