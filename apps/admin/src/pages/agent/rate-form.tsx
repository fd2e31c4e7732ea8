import { ModalForm, ProFormDigit } from '@ant-design/pro-components';
import { Alert, Button } from 'antd';
import { useI18n } from '../../lib/i18n.tsx';
import type { AgentRatesService, RateRow } from './service.ts';

/** The highest rate the server takes (AGENT_RATE_MAX_BP of the contract): 10 %. */
const MAX_BP = 1000;

/**
 * One level's rate form. The server checks the value and that level 2 stays at most level 1 (its
 * refusal keeps the form open, as worded).
 */
export function RateForm(props: {
  row: RateRow;
  name: string;
  service: AgentRatesService;
  run: (action: () => Promise<unknown>, after?: () => void) => Promise<boolean>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  return (
    <ModalForm<{ rateBp: number }>
      title={t('agentRates.editTitle', { name: props.name })}
      width={480}
      trigger={
        <Button size="small" data-testid={`edit-agent-rate-${row.level}`}>
          {t('agentRates.edit')}
        </Button>
      }
      initialValues={{ rateBp: row.rateBp }}
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.save'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(v) =>
        props.run(
          () => props.service.update({ level: row.level === 2 ? 2 : 1, rateBp: Number(v.rateBp) }),
          props.onSaved,
        )
      }
    >
      <Alert type="info" showIcon message={t('agentRates.editHelp')} style={{ marginBottom: 16 }} />
      <ProFormDigit
        name="rateBp"
        label={t('agentRates.rateBp')}
        min={0}
        max={MAX_BP}
        fieldProps={{ precision: 0 }}
        rules={[{ required: true }]}
      />
    </ModalForm>
  );
}
