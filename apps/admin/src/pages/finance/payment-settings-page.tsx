import {
  type ActionType,
  ProCard,
  type ProColumns,
  ProForm,
  ProFormDigit,
  ProFormText,
} from '@ant-design/pro-components';
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { actionsColumn, enabledColumn, SettingsTable } from '../../lib/settings-table.tsx';
import { ChannelForm } from './channel-form.tsx';
import { ReceivingAccountCard } from './receiving-account-card.tsx';
import { type ChannelRow, financeService, type ReceivingAccount, type WithdrawRules } from './service.ts';

function channelColumns(
  t: Translate,
  locale: string,
  toggle: ((row: ChannelRow, enabled: boolean) => void) | undefined,
  edit: ((row: ChannelRow) => React.ReactNode) | undefined,
): ProColumns<ChannelRow>[] {
  const amount = (key: 'min' | 'max', title: string): ProColumns<ChannelRow> => ({
    title,
    dataIndex: key,
    align: 'right',
    render: (_, r) => <span data-testid={`channel-${key}-${r.id}`}>{formatAmount(r[key], locale)}</span>,
  });
  return [
    { title: t('payments.channel'), dataIndex: 'name' },
    {
      title: t('payments.kind'),
      dataIndex: 'kind',
      render: (_, r) => <Tag>{t(`payments.kind.${r.kind}`)}</Tag>,
    },
    { title: t('payments.currency'), dataIndex: 'currency', width: 90 },
    amount('min', t('payments.minShort')),
    amount('max', t('payments.maxShort')),
    {
      title: t('payments.flowMultiple'),
      dataIndex: 'flowMultiple',
      align: 'right',
      render: (_, r) => <span data-testid={`channel-multiple-${r.id}`}>{r.flowMultiple}×</span>,
    },
    {
      title: t('payments.presets'),
      dataIndex: 'presets',
      // Up to eight amounts: they wrap within the column rather than push the others off.
      width: 210,
      render: (_, r) =>
        r.presets.length > 0 ? (
          <span data-testid={`channel-presets-${r.id}`}>
            {r.presets.map((p) => (
              <Tag key={p}>{formatAmount(p, locale)}</Tag>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('payments.provider'),
      dataIndex: 'provided',
      render: (_, r) =>
        r.provided ? (
          <Tag color="green">{t('payments.provided')}</Tag>
        ) : (
          <Tag>{t('payments.notProvided')}</Tag>
        ),
    },
    enabledColumn(t('payments.enabled'), (r) => `channel-enabled-${r.id}`, toggle),
    { title: t('payments.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime' },
    ...actionsColumn(t, edit),
  ];
}

type RulesForm = Record<'min' | 'max' | 'dailyAmountLimit' | 'feeMin', string> &
  Record<'dailyCountLimit' | 'freeCountPerDay' | 'feePermille', number>;

const plain = (wire: string) => wire.replace(/\.?0+$/, '') || '0';
const formOf = (r: WithdrawRules): RulesForm => ({
  min: plain(r.min),
  max: plain(r.max),
  dailyCountLimit: r.dailyCountLimit,
  dailyAmountLimit: plain(r.dailyAmountLimit),
  freeCountPerDay: r.freeCountPerDay,
  feePermille: r.feePermille,
  feeMin: plain(r.feeMin),
});

/**
 * The brand's deposit channels and withdrawal rules (issue 24, decision 0082): finance turns a
 * channel on or off and changes its limits, turnover multiple and quick-pick amounts, sets the
 * withdrawal limits and fee and the bank account members transfer to (decision 0088); risk reads. Members' next order or request follows; one already made keeps its own.
 * The four-eyes threshold is the deployment's and shown read-only.
 */
export default function PaymentSettingsPage() {
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const run = useAction();
  const table = useRef<ActionType>(undefined);
  const service = useMemo(() => financeService(client), [client]);
  const [rules, setRules] = useState<WithdrawRules>();
  const [threshold, setThreshold] = useState('');
  const [account, setAccount] = useState<ReceivingAccount>();
  const editable = access['payments.edit'];
  const fetchRows = useCallback(async () => {
    const answer = await service.walletSettings();
    setRules(answer.withdraw);
    setThreshold(answer.fourEyesThreshold);
    setAccount(answer.receivingAccount);
    return { list: answer.channels, total: answer.channels.length };
  }, [service]);
  const reload = () => table.current?.reload();
  const toggle = editable
    ? (row: ChannelRow, enabled: boolean) =>
        void run(
          () =>
            service.updateChannel({
              channelId: row.id,
              enabled,
              min: row.min,
              max: row.max,
              flowMultiple: row.flowMultiple,
            }),
          reload,
        )
    : undefined;
  const edit = editable
    ? (row: ChannelRow) => <ChannelForm row={row} service={service} run={run} onSaved={reload} />
    : undefined;
  const saveRules = (v: RulesForm) =>
    run(
      () =>
        service.updateWithdrawRules({
          min: String(v.min ?? ''),
          max: String(v.max ?? ''),
          dailyCountLimit: Number(v.dailyCountLimit),
          dailyAmountLimit: String(v.dailyAmountLimit ?? ''),
          freeCountPerDay: Number(v.freeCountPerDay),
          feePermille: Number(v.feePermille),
          feeMin: String(v.feeMin ?? ''),
        }),
      reload,
    );
  const d = rules?.defaults;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SettingsTable<ChannelRow>
        rowKey="id"
        title={t('payments.channels')}
        actionRef={table}
        columns={channelColumns(t, locale, toggle, edit)}
        fetchRows={fetchRows}
        readOnly={editable ? undefined : t('payments.readOnly')}
        csvFileName="deposit-channels.csv"
      />
      <ProCard title={t('payments.withdrawRules', { currency: rules?.currency ?? '' })} bordered>
        {rules && d ? (
          <>
            <Typography.Paragraph type="secondary" data-testid="four-eyes-threshold">
              {t('payments.fourEyes', { amount: formatAmount(threshold || '0.0000', locale) })}
            </Typography.Paragraph>
            {editable ? null : (
              <Alert type="info" showIcon message={t('payments.readOnly')} style={{ marginBottom: 16 }} />
            )}
            <ProForm<RulesForm>
              name="withdrawRules"
              key={`${rules.updatedAt ?? ''}:${rules.min}:${rules.max}`}
              layout="horizontal"
              labelCol={{ span: 6 }}
              wrapperCol={{ span: 10 }}
              initialValues={formOf(rules)}
              disabled={!editable}
              submitter={
                editable
                  ? {
                      searchConfig: { submitText: t('payments.saveRules') },
                      resetButtonProps: false,
                      render: (_, dom) => <div style={{ marginInlineStart: '25%' }}>{dom}</div>,
                    }
                  : false
              }
              onFinish={saveRules}
            >
              <ProFormText
                name="min"
                label={t('payments.withdrawMin')}
                extra={t('payments.default', { value: formatAmount(d.min, locale) })}
              />
              <ProFormText
                name="max"
                label={t('payments.withdrawMax')}
                extra={t('payments.default', { value: formatAmount(d.max, locale) })}
              />
              <ProFormDigit
                name="dailyCountLimit"
                label={t('payments.dailyCount')}
                fieldProps={{ precision: 0 }}
                extra={t('payments.dailyHint', { value: d.dailyCountLimit })}
              />
              <ProFormText
                name="dailyAmountLimit"
                label={t('payments.dailyAmount')}
                extra={t('payments.dailyHint', { value: formatAmount(d.dailyAmountLimit, locale) })}
              />
              <ProFormDigit
                name="freeCountPerDay"
                label={t('payments.freeCount')}
                fieldProps={{ precision: 0 }}
                extra={t('payments.default', { value: d.freeCountPerDay })}
              />
              <ProFormDigit
                name="feePermille"
                label={t('payments.feePermille')}
                fieldProps={{ precision: 0 }}
                extra={t('payments.default', { value: d.feePermille })}
              />
              <ProFormText
                name="feeMin"
                label={t('payments.feeMin')}
                extra={t('payments.default', { value: formatAmount(d.feeMin, locale) })}
              />
            </ProForm>
          </>
        ) : (
          <Spin />
        )}
      </ProCard>
      <ReceivingAccountCard
        account={account}
        editable={Boolean(editable)}
        service={service}
        run={run}
        onSaved={reload}
      />
    </Space>
  );
}
