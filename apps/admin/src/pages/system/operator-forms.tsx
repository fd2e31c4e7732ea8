import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import type { SiteCode } from '@houseline/shared/brands/site-codes';
import { OPERATOR_ROLES, type OperatorRole } from '@houseline/shared/operators/permissions';
import { Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import { CONSOLE_SITES } from '../../lib/sites.ts';

/** The server's rules (checked again there): shown before a request so a typo is caught at once. */
const USERNAME_RULE = /^[a-z][a-z0-9_]{2,31}$/;
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{10,128}$/;

export interface OperatorDraft {
  username: string;
  password: string;
  role: OperatorRole;
  brands?: SiteCode[];
}

function PasswordField(props: { name: string }) {
  const { t } = useI18n();
  return (
    <ProFormText.Password
      name={props.name}
      label={t('operators.password')}
      placeholder={t('operators.passwordHint')}
      fieldProps={{ maxLength: 128, autoComplete: 'new-password' }}
      rules={[{ required: true, pattern: PASSWORD_RULE, message: t('operators.passwordHint') }]}
    />
  );
}

/** "New operator": username, password, role and the brands it is bound to (none: every brand). */
export function CreateOperatorForm(props: { onSubmit(draft: OperatorDraft): Promise<boolean> }) {
  const { t } = useI18n();
  return (
    <ModalForm<OperatorDraft>
      title={t('operators.createTitle')}
      width={480}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {t('operators.create')}
        </Button>
      }
      initialValues={{ role: 'support' }}
      modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
      onFinish={(draft) => props.onSubmit(draft)}
    >
      <ProFormText
        name="username"
        label={t('operators.username')}
        placeholder={t('operators.usernameHint')}
        fieldProps={{ maxLength: 32, autoComplete: 'off' }}
        rules={[{ required: true, pattern: USERNAME_RULE, message: t('operators.usernameHint') }]}
      />
      <PasswordField name="password" />
      <ProFormSelect
        name="role"
        label={t('operators.role')}
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        rules={[{ required: true }]}
      />
      <ProFormSelect
        name="brands"
        label={t('operators.brands')}
        mode="multiple"
        placeholder={t('operators.brandsHint')}
        extra={t('operators.brandsHint')}
        options={CONSOLE_SITES.map((site) => ({ value: site, label: site }))}
      />
    </ModalForm>
  );
}

/** "Reset password": a new password; the server ends the operator's sessions. */
export function ResetPasswordForm(props: { username: string; onSubmit(password: string): Promise<boolean> }) {
  const { t } = useI18n();
  return (
    <ModalForm<{ password: string }>
      title={t('operators.resetTitle', { username: props.username })}
      width={460}
      trigger={<Button size="small">{t('operators.resetPassword')}</Button>}
      modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
      onFinish={(values) => props.onSubmit(values.password)}
    >
      <PasswordField name="password" />
    </ModalForm>
  );
}
