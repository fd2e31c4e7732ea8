import { Result, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useConsole } from '../lib/console-context.tsx';
import { useI18n } from '../lib/i18n.tsx';
import type { ConsoleRoute } from './routes-config.ts';

const pages = new Map<string, ReturnType<typeof lazy>>();

function pageOf(route: ConsoleRoute) {
  let page = pages.get(route.path);
  if (!page) {
    page = lazy(route.page);
    pages.set(route.path, page);
  }
  return page;
}

/** A route's page when the operator's role has its access key; otherwise a refusal, never the page. */
export function RoutePage({ route }: { route?: ConsoleRoute }) {
  const { access } = useConsole();
  const { t } = useI18n();
  const Page = useMemo(() => (route ? pageOf(route) : undefined), [route]);
  if (!route || !Page) return <Result status="404" subTitle={t('app.notFound')} />;
  if (!access[route.access]) return <Result status="403" subTitle={t('app.forbidden')} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
      <Page />
    </Suspense>
  );
}
