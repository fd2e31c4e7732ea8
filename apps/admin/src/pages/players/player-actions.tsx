import { ModalForm, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Space } from 'antd';
import { ReasonAction, useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { PlayerCareActions } from './player-care-actions.tsx';
import type { PlayerProfile, PlayerService } from './player-service.ts';

/**
 * The member actions of a player 360 page, each shown only to a role that holds it (the server
 * checks again): disable/enable, a manual adjustment (four eyes above the brand's threshold), waive
 * the turnover requirement, add a note, and the care actions (end sessions, reset the withdrawal
 * password, send a message: player-care-actions.tsx). Each refreshes the page after the server accepts it.
 */
export function PlayerActions(props: { player: PlayerProfile; service: PlayerService; onDone(): void }) {
  const { access } = useConsole();
  const { t } = useI18n();
  const run = useAction();
  const { player, service, onDone } = props;
  const disabling = player.status !== 'disabled';
  return (
    <Space wrap>
      {access['players.status'] ? (
        <ReasonAction
          danger={disabling}
          label={t(disabling ? 'players.disable' : 'players.enable')}
          title={t(disabling ? 'players.disableTitle' : 'players.enableTitle', { username: player.username })}
          onSubmit={(reason) =>
            run(() => (disabling ? service.disable : service.enable)(player.username, reason), onDone)
          }
        />
      ) : null}
      {access['players.adjust'] ? (
        <ModalForm<{ wallet: 'center' | 'usdt'; amount: string; reason: string }>
          title={t('player.adjustTitle', { username: player.username })}
          width={480}
          trigger={<Button size="small">{t('player.adjust')}</Button>}
          initialValues={{ wallet: 'center' }}
          modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
          onFinish={(values) => run(() => service.adjust({ username: player.username, ...values }), onDone)}
        >
          <ProFormRadio.Group
            name="wallet"
            label={t('player.wallet')}
            options={[
              { value: 'center', label: t('player.wallet.center') },
              { value: 'usdt', label: 'USDT' },
            ]}
          />
          <ProFormText
            name="amount"
            label={t('common.amount')}
            placeholder={t('player.adjustHint')}
            rules={[{ required: true, message: t('player.adjustHint') }]}
          />
          <ProFormTextArea
            name="reason"
            label={t('common.reason')}
            placeholder={t('common.reasonHint')}
            rules={[{ required: true, message: t('common.reasonHint') }]}
          />
        </ModalForm>
      ) : null}
      {access['players.turnover'] ? (
        <ReasonAction
          danger={false}
          label={t('player.waive')}
          title={t('player.waiveTitle', { username: player.username })}
          onSubmit={(reason) => run(() => service.waiveTurnover(player.username, reason), onDone)}
        />
      ) : null}
      <PlayerCareActions player={player} service={service} run={run} onDone={onDone} />
      {access['players.notes'] ? (
        <ModalForm<{ body: string }>
          title={t('player.noteTitle', { username: player.username })}
          width={480}
          trigger={
            <Button size="small" type="primary">
              {t('player.note')}
            </Button>
          }
          modalProps={{ destroyOnHidden: true, okText: t('common.confirm'), cancelText: t('common.cancel') }}
          onFinish={(values) => run(() => service.addNote(player.memberId, values.body), onDone)}
        >
          {/* No length rule here on purpose: the server's Chinese message is what the operator reads. */}
          <ProFormTextArea
            name="body"
            label={t('player.note')}
            fieldProps={{ maxLength: 600, showCount: true }}
          />
        </ModalForm>
      ) : null}
    </Space>
  );
}
