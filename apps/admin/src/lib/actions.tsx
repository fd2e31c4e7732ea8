import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { App, Button } from 'antd';
import type { ReactNode } from 'react';
import { useI18n } from './i18n.tsx';

/**
 * Runs an operator action: the server's answer decides; its refusal is shown as the server worded it
 * (in the operator's language), a success says so and refreshes what the caller shows.
 */
export function useAction() {
  const { message } = App.useApp();
  const { t } = useI18n();
  return async (action: () => Promise<unknown>, after?: () => void): Promise<boolean> => {
    try {
      await action();
      message.success(t('common.done'));
      after?.();
      return true;
    } catch (caught) {
      message.error(caught instanceof Error ? caught.message : String(caught));
      return false;
    }
  };
}

/** A button that asks for a reason (2–200 characters, checked again by the server) before it acts. */
export function ReasonAction(props: {
  label: ReactNode;
  title: string;
  danger?: boolean;
  onSubmit(reason: string): Promise<boolean>;
}) {
  const { t } = useI18n();
  return (
    <ModalForm<{ reason: string }>
      title={props.title}
      width={460}
      trigger={
        <Button size="small" danger={props.danger ?? true}>
          {props.label}
        </Button>
      }
      modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
      onFinish={async (values) => props.onSubmit(values.reason)}
    >
      <ProFormTextArea
        name="reason"
        label={t('common.reason')}
        placeholder={t('common.reasonHint')}
        fieldProps={{ maxLength: 200, showCount: true }}
        rules={[{ required: true, min: 2, max: 200, message: t('common.reasonHint') }]}
      />
    </ModalForm>
  );
}
