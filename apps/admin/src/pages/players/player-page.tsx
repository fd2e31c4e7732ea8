import { PageContainer, ProCard, ProDescriptions, ProTable } from '@ant-design/pro-components';
import { Alert, Spin, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConsole } from '../../lib/console-context.tsx';
import { useI18n, valueText } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import { PlayerActions } from './player-actions.tsx';
import { type PlayerProfile, playerService } from './player-service.ts';
import { tabsFor } from './player-tabs.tsx';

type Wallet = PlayerProfile['wallets'][number];

/**
 * Player 360 (/players/:id): the member of the current brand with that id — its profile and
 * status, every wallet's balance, turnover, VIP and agent line, the member actions, and one tab per
 * kind of record (built from PLAYER_TABS, where other screens link in).
 */
export default function PlayerPage() {
  const { id = '' } = useParams();
  const { client, access } = useConsole();
  const { t, locale } = useI18n();
  const service = useMemo(() => playerService(client), [client]);
  const [player, setPlayer] = useState<PlayerProfile>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    let live = true;
    service.profile(id).then(
      (p) => {
        if (!live) return;
        setPlayer(p);
        setError(undefined);
      },
      (e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, [service, id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a reload after an action.
  useEffect(load, [load, version]);
  const money = (v: string, currency?: string) =>
    `${formatAmount(v, locale)}${currency ? ` ${currency}` : ''}`;

  if (error) return <Alert type="error" showIcon message={error} style={{ margin: 24 }} />;
  if (!player || player.memberId !== id) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  const refresh = () => setVersion((v) => v + 1);
  return (
    <PageContainer
      title={`${player.username} · ${t('player.title')}`}
      breadcrumb={{
        items: [{ title: <Link to="/players">{t('menu.players')}</Link> }, { title: player.username }],
      }}
      extra={<PlayerActions player={player} service={service} onDone={refresh} />}
    >
      <ProCard split="vertical" bordered>
        <ProCard colSpan="62%">
          <ProDescriptions<PlayerProfile> column={2} dataSource={player} size="small">
            <ProDescriptions.Item label={t('common.memberId')} dataIndex="memberId" copyable />
            <ProDescriptions.Item label={t('common.member')} dataIndex="username" copyable />
            <ProDescriptions.Item label={t('common.status')}>
              <Tag color={player.status === 'disabled' ? 'red' : 'green'} data-testid="player-status">
                {t(player.status === 'disabled' ? 'players.status.disabled' : 'players.status.active')}
              </Tag>
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('players.vip')}>
              {`VIP ${player.vip.level}${player.vip.nextLevel === null ? '' : ` → ${player.vip.nextLevel}`}`}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('player.nickname')} dataIndex="nickname" />
            <ProDescriptions.Item label={t('player.realName')} dataIndex="realName" />
            <ProDescriptions.Item label={t('players.phone')} dataIndex="phone" />
            <ProDescriptions.Item label={t('players.email')} dataIndex="email" />
            <ProDescriptions.Item label={t('players.field.inviteCode')} dataIndex="inviteCode" />
            <ProDescriptions.Item label={t('player.parent')}>
              {player.parent ? (
                <Link to={`/players/${player.parent.memberId}`}>{player.parent.username}</Link>
              ) : (
                '-'
              )}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('common.createdAt')} dataIndex="createdAt" valueType="dateTime" />
            <ProDescriptions.Item
              label={t('players.lastLogin')}
              dataIndex="lastLoginAt"
              valueType="dateTime"
            />
            <ProDescriptions.Item label={t('player.withdrawPassword')}>
              {t(player.withdrawPasswordSet ? 'player.set' : 'player.notSet')}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('player.totals')}>
              {`${money(player.totals.deposits)} / ${money(player.totals.withdrawals)}`}
            </ProDescriptions.Item>
            <ProDescriptions.Item label={t('player.turnover')} span={2}>
              {t('player.turnoverValue', {
                required: money(player.turnover.required),
                done: money(player.turnover.done),
                remaining: money(player.turnover.remaining),
              })}
            </ProDescriptions.Item>
          </ProDescriptions>
        </ProCard>
        <ProCard title={t('player.wallets')}>
          <ProTable<Wallet>
            rowKey={(w) => `${w.kind}:${w.currency}`}
            dataSource={player.wallets}
            search={false}
            options={false}
            pagination={false}
            size="small"
            columns={[
              {
                title: t('player.wallet'),
                dataIndex: 'kind',
                render: (_, w) => valueText(t, 'player.wallet', w.kind),
              },
              {
                title: t('common.amount'),
                dataIndex: 'balance',
                align: 'right',
                render: (_, w) => money(w.balance, w.currency),
              },
            ]}
          />
        </ProCard>
      </ProCard>
      <ProCard style={{ marginTop: 16 }} bordered>
        <Tabs
          destroyOnHidden
          items={tabsFor(access).map((tab) => ({
            key: tab.key,
            label: t(tab.labelKey),
            children: tab.render(player, version),
          }))}
        />
      </ProCard>
    </PageContainer>
  );
}
