import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { LiveService, LiveTableEdit, LiveTableRow } from './live-service.ts';

type LimitValues = Omit<LiveTableEdit, 'id' | 'active'>;

/** A wire amount ("5000.0000") as the form shows it ("5000"); the server takes either. */
const plain = (wire: string) => (wire.includes('.') ? wire.replace(/\.?0+$/, '') : wire) || '0';

/** The values of a row as the server takes them, with `change` on top (the open switch). */
export function liveEditOf(row: LiveTableRow, change: Partial<LiveTableEdit> = {}): LiveTableEdit {
  return {
    id: row.id,
    active: row.active,
    minBet: plain(row.minBet),
    maxBet: plain(row.maxBet),
    maxPerRound: plain(row.maxPerRound),
    bettingSeconds: row.bettingSeconds,
    ...change,
  };
}

/**
 * A table's limits and countdown. The server checks them (0 < min ≤ max ≤ per round, a countdown of
 * 5–60 s or 0); its refusal keeps the form open, worded as the server worded it. The change applies
 * from the next round.
 */
export function LiveTableForm(props: {
  row: LiveTableRow;
  service: LiveService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  const { id: _id, active: _active, ...initial } = liveEditOf(row);
  return (
    <ModalForm<LimitValues>
      title={t('live.editTitle', { name: row.name })}
      width={520}
      trigger={
        <Button size="small" data-testid={`live-edit-${row.code}`}>
          {t('live.edit')}
        </Button>
      }
      initialValues={initial}
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.save'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(v) =>
        props.run(
          () =>
            props.service.update(
              liveEditOf(row, {
                minBet: String(v.minBet ?? ''),
                maxBet: String(v.maxBet ?? ''),
                maxPerRound: String(v.maxPerRound ?? ''),
                bettingSeconds: Number(v.bettingSeconds),
              }),
            ),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('live.editHelp')} style={{ marginBottom: 16 }} />
      {/* Amounts are text: the server parses them exactly (no floating point on the way). */}
      <ProFormText name="minBet" label={t('live.minBet')} />
      <ProFormText name="maxBet" label={t('live.maxBet')} />
      <ProFormText name="maxPerRound" label={t('live.maxPerRound')} />
      <ProFormDigit
        name="bettingSeconds"
        label={t('live.bettingSeconds')}
        min={0}
        max={60}
        fieldProps={{ precision: 0 }}
        extra={t('live.secondsHelp', { seconds: row.effectiveBettingSeconds })}
      />
    </ModalForm>
  );
}
