import { ModalForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { LevelRow, VipService } from './service.ts';

type LevelValues = Omit<LevelRow, 'level' | 'name'>;

/** A wire amount ("8888.0000") as the form shows it ("8888"); the server takes either. */
const plain = (wire: string) => wire.replace(/\.?0+$/, '') || '0';

/**
 * One level's form: thresholds, bonuses, rebate and withdrawal limits. The server checks the
 * values and the ladder's order (its refusal keeps the form open, as worded).
 */
export function LevelForm(props: {
  row: LevelRow;
  service: VipService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <ModalForm<LevelValues>
      title={t('vip.editTitle', { name: row.name })}
      width={560}
      trigger={
        <Button size="small" data-testid={`edit-vip-${row.level}`}>
          {t('vip.edit')}
        </Button>
      }
      initialValues={{
        turnover: plain(row.turnover),
        deposit: plain(row.deposit),
        upgradeBonus: plain(row.upgradeBonus),
        monthlyBonus: plain(row.monthlyBonus),
        rebateBp: row.rebateBp,
        withdrawDailyCount: row.withdrawDailyCount,
        withdrawDailyAmount: plain(row.withdrawDailyAmount),
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
            props.service.update({
              level: row.level,
              turnover: String(v.turnover ?? ''),
              deposit: String(v.deposit ?? ''),
              upgradeBonus: String(v.upgradeBonus ?? ''),
              monthlyBonus: String(v.monthlyBonus ?? ''),
              rebateBp: Number(v.rebateBp),
              withdrawDailyCount: Number(v.withdrawDailyCount),
              withdrawDailyAmount: String(v.withdrawDailyAmount ?? ''),
            }),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('vip.editHelp')} style={{ marginBottom: 16 }} />
      {/* Amounts are text: the server parses them exactly (no floating point on the way). */}
      <ProFormText name="turnover" label={t('vip.turnover')} />
      <ProFormText name="deposit" label={t('vip.deposit')} />
      <ProFormText name="upgradeBonus" label={t('vip.upgradeBonus')} />
      <ProFormText name="monthlyBonus" label={t('vip.monthlyBonus')} />
      <ProFormDigit
        name="rebateBp"
        label={t('vip.rebateBp')}
        min={0}
        max={1000}
        fieldProps={{ precision: 0 }}
      />
      <ProFormDigit
        name="withdrawDailyCount"
        label={t('vip.withdrawDailyCount')}
        min={0}
        max={1000}
        fieldProps={{ precision: 0 }}
      />
      <ProFormText name="withdrawDailyAmount" label={t('vip.withdrawDailyAmount')} />
    </ModalForm>
  );
}
