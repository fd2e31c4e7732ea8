import { ProCard, ProForm, ProFormText } from '@ant-design/pro-components';
import { Alert, Spin } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { FinanceService, ReceivingAccount } from './service.ts';

interface Values {
  bankName: string;
  branch: string;
  accountName: string;
  accountNo: string;
}

/**
 * The bank account the brand's members transfer to (decision 0088). The next bank-transfer order
 * shows it; an order already made keeps the one it showed. The server checks every value.
 */
export function ReceivingAccountCard(props: {
  account: ReceivingAccount | undefined;
  editable: boolean;
  service: FinanceService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { account, editable } = props;
  const d = account?.defaults;
  return (
    <ProCard title={t('payments.receivingAccount')} bordered>
      {account && d ? (
        <>
          <Alert type="info" showIcon message={t('payments.receivingHelp')} style={{ marginBottom: 16 }} />
          <ProForm<Values>
            // Its own name: the field ids must not clash with the other forms on the page.
            name="receivingAccount"
            key={`${account.updatedAt ?? ''}:${account.accountNo}`}
            layout="horizontal"
            labelCol={{ span: 6 }}
            wrapperCol={{ span: 10 }}
            initialValues={{
              bankName: account.bankName,
              branch: account.branch ?? '',
              accountName: account.accountName,
              accountNo: account.accountNo,
            }}
            disabled={!editable}
            submitter={
              editable
                ? {
                    searchConfig: { submitText: t('payments.saveAccount') },
                    resetButtonProps: false,
                    render: (_, dom) => <div style={{ marginInlineStart: '25%' }}>{dom}</div>,
                  }
                : false
            }
            onFinish={(v) =>
              props.run(
                () =>
                  props.service.updateReceivingAccount({
                    bankName: String(v.bankName ?? ''),
                    branch: String(v.branch ?? ''),
                    accountName: String(v.accountName ?? ''),
                    accountNo: String(v.accountNo ?? ''),
                  }),
                props.onSaved,
              )
            }
          >
            <ProFormText
              name="bankName"
              label={t('payments.bankName')}
              extra={t('payments.default', { value: d.bankName })}
            />
            <ProFormText
              name="branch"
              label={t('payments.branch')}
              extra={t('payments.branchHint', { value: d.branch ?? '—' })}
            />
            <ProFormText
              name="accountName"
              label={t('payments.accountName')}
              extra={t('payments.default', { value: d.accountName })}
            />
            <ProFormText
              name="accountNo"
              label={t('payments.accountNo')}
              extra={t('payments.accountNoHint', { value: d.accountNo })}
            />
          </ProForm>
        </>
      ) : (
        <Spin />
      )}
    </ProCard>
  );
}
