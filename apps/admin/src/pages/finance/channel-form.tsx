import { ModalForm, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import type { ChannelRow, FinanceService } from './service.ts';

interface Values {
  enabled: boolean;
  min: string;
  max: string;
  flowMultiple: string;
  presets?: string;
}

/** "100, 500 1000，5000" → ["100", "500", "1000", "5000"]: the server checks and sorts them. */
const presetList = (text: string | undefined) => (text ?? '').split(/[\s,，、]+/).filter(Boolean);

/** "50.0000" → "50", "0.5000" → "0.5": what an operator types back. */
const plain = (wire: string) => wire.replace(/\.?0+$/, '');

/**
 * The edit of one channel: on/off, its limits, turnover multiple and quick-pick amounts (none for
 * USDT, which opens no order). The server checks every value.
 */
export function ChannelForm(props: {
  row: ChannelRow;
  service: FinanceService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t, locale } = useI18n();
  const { row } = props;
  const d = row.defaults;
  const withPresets = row.kind !== 'usdt';
  return (
    <ModalForm<Values>
      // A form name of its own: its fields' ids must not clash with the rules form on the page.
      name="depositChannel"
      title={t('payments.editTitle', { name: row.name })}
      width={520}
      trigger={
        <Button size="small" data-testid={`edit-channel-${row.id}`}>
          {t('payments.edit')}
        </Button>
      }
      initialValues={{
        enabled: row.enabled,
        min: plain(row.min),
        max: plain(row.max),
        flowMultiple: row.flowMultiple,
        presets: row.presets.map(plain).join(', '),
      }}
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.save'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.updateChannel({
              channelId: row.id,
              enabled: Boolean(v.enabled),
              min: String(v.min ?? ''),
              max: String(v.max ?? ''),
              flowMultiple: String(v.flowMultiple ?? ''),
              ...(withPresets ? { presets: presetList(v.presets) } : {}),
            }),
          props.onSaved,
        )
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('payments.editHelp', {
          min: formatAmount(d.min, locale),
          max: formatAmount(d.max, locale),
          multiple: d.flowMultiple,
        })}
      />
      <ProFormSwitch name="enabled" label={t('payments.enabled')} />
      <ProFormText
        name="min"
        label={t('payments.min', { currency: row.currency })}
        rules={[{ required: true }]}
      />
      <ProFormText
        name="max"
        label={t('payments.max', { currency: row.currency })}
        rules={[{ required: true }]}
      />
      <ProFormText name="flowMultiple" label={t('payments.flowMultiple')} rules={[{ required: true }]} />
      {withPresets ? (
        <ProFormText
          name="presets"
          label={t('payments.presets')}
          extra={t('payments.presetsHelp', {
            value: d.presets.map((p) => formatAmount(p, locale)).join('、'),
          })}
        />
      ) : null}
    </ModalForm>
  );
}
