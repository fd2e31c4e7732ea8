import { ModalForm, ProFormDigit } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { MatchRow, TradingService } from './service.ts';

interface ResultForm {
  ftHome: number;
  ftAway: number;
  h1Home?: number;
  h1Away?: number;
}

/** A match's trader actions: suspend/reopen, enter or correct the result (settles), void (refunds). */
export function MatchActions(props: { match: MatchRow; service: TradingService; onDone(): void }) {
  const { t } = useI18n();
  const run = useAction();
  const { match, service, onDone } = props;
  const closed = match.status === 'cancelled';
  return (
    <Space size={4}>
      <Button
        size="small"
        onClick={() =>
          run(() => service.matchStatus(match.id, match.suspended ? 'reopen' : 'suspend'), onDone)
        }
        disabled={closed}
      >
        {t(match.suspended ? 'trading.reopen' : 'trading.suspend')}
      </Button>
      <ModalForm<ResultForm>
        title={t('trading.resultTitle', { match: `${match.home} - ${match.away}` })}
        width={420}
        trigger={
          <Button size="small" type="primary" disabled={closed}>
            {t('trading.result')}
          </Button>
        }
        modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
        onFinish={(v) =>
          run(
            () =>
              service.result({
                matchId: match.id,
                ftHome: v.ftHome,
                ftAway: v.ftAway,
                h1Home: v.h1Home ?? null,
                h1Away: v.h1Away ?? null,
              }),
            onDone,
          )
        }
      >
        <Space>
          <ProFormDigit name="ftHome" label={t('trading.ftHome')} rules={[{ required: true }]} />
          <ProFormDigit name="ftAway" label={t('trading.ftAway')} rules={[{ required: true }]} />
        </Space>
        <Space>
          <ProFormDigit name="h1Home" label={t('trading.h1Home')} />
          <ProFormDigit name="h1Away" label={t('trading.h1Away')} />
        </Space>
      </ModalForm>
      {closed ? null : (
        <ReasonAction
          label={t('trading.void')}
          title={t('trading.voidTitle', { match: `${match.home} - ${match.away}` })}
          onSubmit={(reason) => run(() => service.voidMatch(match.id, reason), onDone)}
        />
      )}
    </Space>
  );
}

/** A market's suspend or reopen. */
export function MarketToggle(props: {
  marketId: number;
  status: string;
  service: TradingService;
  onDone(): void;
}) {
  const { t } = useI18n();
  const run = useAction();
  const open = props.status === 'open';
  // Only an open or suspended market can be traded; a settled or void one is history.
  if (!open && props.status !== 'suspended') return null;
  return (
    <Popconfirm
      title={t(open ? 'trading.marketSuspend' : 'trading.marketReopen')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() =>
        run(() => props.service.marketStatus(props.marketId, open ? 'suspended' : 'open'), props.onDone)
      }
    >
      <Button size="small" danger={open}>
        {t(open ? 'trading.suspend' : 'trading.reopen')}
      </Button>
    </Popconfirm>
  );
}
