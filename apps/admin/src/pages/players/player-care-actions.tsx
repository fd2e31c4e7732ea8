import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { MEMBER_MESSAGE_LIMITS } from '@houseline/shared/limits';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ReasonAction, type useAction } from '../../lib/actions.tsx';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { PlayerProfile, PlayerService } from './player-service.ts';

/**
 * The care actions of a player 360 page (issue 24), each shown only to a role that holds it (the
 * server checks again): end every session, reset the withdrawal password (both with a reason), and
 * write one message to the member's inbox.
 */
export function PlayerCareActions(props: {
  player: PlayerProfile;
  service: PlayerService;
  run: ReturnType<typeof useAction>;
  onDone(): void;
}) {
  const { access } = useConsole();
  const { t } = useI18n();
  const { player, service, run, onDone } = props;
  // Its own Space: the page's Space spaces its children, and this component is one of them.
  return (
    <Space wrap>
      {access['players.sessions'] ? (
        <ReasonAction
          label={t('player.endSessions')}
          title={t('player.endSessionsTitle', { username: player.username })}
          onSubmit={(reason) => run(() => service.endSessions(player.username, reason), onDone)}
        />
      ) : null}
      {access['players.security'] && player.withdrawPasswordSet ? (
        <ReasonAction
          label={t('player.resetWpassword')}
          title={t('player.resetWpasswordTitle', { username: player.username })}
          onSubmit={(reason) => run(() => service.resetWithdrawPassword(player.username, reason), onDone)}
        />
      ) : null}
      {access['players.message'] ? <MessageForm {...props} /> : null}
    </Space>
  );
}

function MessageForm(props: Parameters<typeof PlayerCareActions>[0]) {
  const { t } = useI18n();
  const { player, service, run, onDone } = props;
  // One request id per opening of the form: a doubled submit sends the message once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  return (
    <ModalForm<{ title: string; body: string }>
      title={t('player.messageTitle', { username: player.username })}
      width={520}
      trigger={<Button size="small">{t('player.message')}</Button>}
      onOpenChange={(open) => {
        if (open) setRequestId(crypto.randomUUID());
      }}
      modalProps={{
        destroyOnHidden: true,
        closable: false,
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
      }}
      onFinish={(values) =>
        run(() => service.message({ username: player.username, ...values, requestId }), onDone)
      }
    >
      <ProFormText
        name="title"
        label={t('player.messageSubject')}
        placeholder={t('player.messageSubjectHint')}
        fieldProps={{ maxLength: MEMBER_MESSAGE_LIMITS.titleMax, showCount: true }}
        rules={[{ required: true, whitespace: true, message: t('player.messageSubjectHint') }]}
      />
      <ProFormTextArea
        name="body"
        label={t('player.messageBody')}
        placeholder={t('player.messageBodyHint')}
        fieldProps={{ maxLength: MEMBER_MESSAGE_LIMITS.bodyMax, showCount: true, rows: 6 }}
        rules={[{ required: true, whitespace: true, message: t('player.messageBodyHint') }]}
      />
    </ModalForm>
  );
}
