import { minorToDecimalString } from '@houseline/shared/money/amount';
import { Card, Descriptions, List, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { formatAmount } from '../../lib/money.ts';
import type { MessageKey } from '../../locales/zh-CN.ts';
import type { DeskService } from './service.ts';

type CardData = Awaited<ReturnType<DeskService['player']>>;

/** The player beside the chat: status, balance, last deposits and withdrawals, open bets, VIP, logins. */
export function PlayerCard({ desk, id }: { desk: DeskService; id: string }) {
  const { t, locale } = useI18n();
  const [card, setCard] = useState<CardData | null>(null);
  useEffect(() => {
    void desk.player(id).then(setCard, () => undefined);
  }, [desk, id]);
  if (!card) return <Card size="small" loading title={t('desk.player')} />;
  // Amounts come in minor units (1/10 000); states are the cashier's, named as the finance pages do.
  const money = (rows: CardData['deposits'], kind: 'deposit' | 'withdrawal') => (
    <List
      size="small"
      dataSource={rows}
      renderItem={(r) => (
        <List.Item>
          {r.orderNo} · {formatAmount(minorToDecimalString(BigInt(r.amountMinor)), locale)} ·{' '}
          <Tag>{t(`${kind}.status.${r.status}` as MessageKey) || r.status}</Tag>
        </List.Item>
      )}
    />
  );
  const time = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
  return (
    <Card
      size="small"
      title={t('desk.player')}
      aria-label={t('desk.player')}
      extra={card.link ? <a href={card.link}>{t('desk.openPlayer')}</a> : null}
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="ID">{card.memberId ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('desk.status')}>
          {card.username} ·{' '}
          {card.status === 'guest' ? t('desk.guest') : t(`players.status.${card.status}` as MessageKey)}
        </Descriptions.Item>
        <Descriptions.Item label={t('desk.balance')}>
          {formatAmount(card.balance, locale)} {card.currency}
        </Descriptions.Item>
        <Descriptions.Item label={t('desk.vip')}>{card.vipLevel}</Descriptions.Item>
        <Descriptions.Item label={t('desk.openBets')}>{card.openBets}</Descriptions.Item>
      </Descriptions>
      <h4>{t('desk.deposits')}</h4>
      {money(card.deposits, 'deposit')}
      <h4>{t('desk.withdrawals')}</h4>
      {money(card.withdrawals, 'withdrawal')}
      <h4>{t('desk.logins')}</h4>
      <List
        size="small"
        dataSource={card.logins}
        renderItem={(l) => (
          <List.Item>
            {l.ip} · {time(l.at)}
          </List.Item>
        )}
      />
    </Card>
  );
}
