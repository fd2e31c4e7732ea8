import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { LoginForm, ProFormText } from '@ant-design/pro-components';
import { Alert } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConsoleApiError } from '../../lib/api-client.ts';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';

interface LoginValues {
  username: string;
  password: string;
  otp?: string;
}

/**
 * Password first; the one-time code field appears when the server says this operator has a second
 * factor (OPERATOR_OTP_REQUIRED). The server's message is shown as it sent it, in the chosen language.
 */
export function LoginPage() {
  const { client, signIn } = useConsole();
  const { t } = useI18n();
  const navigate = useNavigate();
  const [needsOtp, setNeedsOtp] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (values: LoginValues) => {
    setError(undefined);
    try {
      const session = await client.call('adminLogin', {
        username: values.username,
        password: values.password,
        ...(needsOtp && values.otp ? { otp: values.otp } : {}),
      });
      signIn(session);
      navigate('/', { replace: true });
    } catch (caught) {
      if (caught instanceof ConsoleApiError && caught.code === 'OPERATOR_OTP_REQUIRED') setNeedsOtp(true);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', paddingTop: 96 }}>
      <LoginForm<LoginValues>
        title={t('login.title')}
        subTitle={t('login.subtitle')}
        onFinish={submit}
        submitter={{ searchConfig: { submitText: t('login.submit') } }}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <ProFormText
          name="username"
          fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
          placeholder={t('login.username')}
          rules={[{ required: true, message: t('login.required') }]}
        />
        <ProFormText.Password
          name="password"
          fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
          placeholder={t('login.password')}
          rules={[{ required: true, message: t('login.required') }]}
        />
        {needsOtp ? (
          <ProFormText
            name="otp"
            fieldProps={{
              size: 'large',
              prefix: <SafetyOutlined />,
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
            }}
            placeholder={t('login.otp')}
            extra={t('login.otpHint')}
            rules={[{ required: true, message: t('login.required') }]}
          />
        ) : null}
      </LoginForm>
    </div>
  );
}
