import '../../../lib/i18n/vip-messages.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page/page-frame.tsx';
import { useVipList, useVipStatus } from '../api/vip-queries.ts';
import { VipLadderTable } from '../components/vip-ladder-table.tsx';
import { VipLevelCard } from '../components/vip-level-card.tsx';
import { VipLevelTabs } from '../components/vip-level-tabs.tsx';
import { VipDisabled, VipPending } from '../components/vip-states.tsx';
import { vipEnabled } from '../lib/vip-feature.ts';
import '../components/vip.css';

/**
 * /user/vip/privilege: the member's level card with progress toward the next level, the levels
 * as tabs (swipe on a phone) with each one's privileges, and the table of every level.
 */
export function VipPrivilegePage() {
  const { t } = useTranslation();
  const status = useVipStatus();
  const list = useVipList();
  const [picked, setPicked] = useState<number | null>(null);
  const action = vipEnabled ? (
    <Link to="/user/vip/detail" className="vip-head-link">
      <span className="vip-head-link__long">{t('vip.toDetail')}</span>
      <span className="vip-head-link__short">{t('vip.toDetailShort')}</span>
      <ChevronRightIcon />
    </Link>
  ) : null;
  let body: ReactNode;
  if (!vipEnabled) body = <VipDisabled />;
  else if (!status.data || !list.data) {
    body = (
      <VipPending
        failed={status.isError || list.isError}
        onRetry={() => {
          void status.refetch();
          void list.refetch();
        }}
      />
    );
  } else {
    const level = status.data.level;
    const top = list.data.levels[list.data.levels.length - 1]?.level ?? 0;
    // Opens on the next level to reach (the current one at the top).
    const selected = picked ?? Math.min(level + 1, top);
    body = (
      <div className="vip-page">
        <VipLevelCard status={status.data} />
        <VipLevelTabs
          levels={list.data.levels}
          currentLevel={level}
          selected={selected}
          onSelect={setPicked}
          currency={list.data.currency}
        />
        <VipLadderTable levels={list.data.levels} currentLevel={level} />
      </div>
    );
  }
  return (
    <PageFrame title={t('vip.privilegeTitle')} action={action}>
      {body}
    </PageFrame>
  );
}
