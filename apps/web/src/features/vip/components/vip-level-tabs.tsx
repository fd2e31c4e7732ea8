import type { VipLevel } from '@houseline/shared/api/contract/vip';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons.tsx';
import { useSwipe } from '../hooks/use-swipe.ts';
import { amountOf, rateOf } from '../lib/vip-format.ts';

/**
 * The levels as tabs with the selected level's privileges below: tap a tab, use the arrows, or
 * swipe the panel left and right on a phone.
 */
export function VipLevelTabs({
  levels,
  currentLevel,
  selected,
  onSelect,
  currency,
}: {
  levels: readonly VipLevel[];
  currentLevel: number;
  selected: number;
  onSelect: (level: number) => void;
  currency: string;
}) {
  const { t } = useTranslation();
  const index = Math.max(
    0,
    levels.findIndex((l) => l.level === selected),
  );
  const level = levels[index];
  const go = (step: 1 | -1) => {
    const next = levels[index + step];
    if (next) onSelect(next.level);
  };
  const swipe = useSwipe(go);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current
      ?.querySelector(`[data-level="${selected}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  if (!level) return null;
  const cells: [string, string][] = [
    [t('vip.privilege.upgradeBonus'), `${amountOf(level.upgradeBonus)} ${currency}`],
    [t('vip.privilege.monthlyBonus'), `${amountOf(level.monthlyBonus)} ${currency}`],
    [t('vip.privilege.rebate'), rateOf(level.rebateBp)],
    [t('vip.privilege.withdrawCount'), t('vip.privilege.times', { count: level.withdrawDailyCount })],
    [t('vip.privilege.withdrawAmount'), `${amountOf(level.withdrawDailyAmount)} ${currency}`],
  ];
  return (
    <section className="vip-levels">
      <div className="vip-levels__strip" ref={strip} role="tablist" aria-label={t('vip.levelsTitle')}>
        {levels.map((l) => (
          <button
            key={l.level}
            type="button"
            role="tab"
            data-level={l.level}
            aria-selected={l.level === selected}
            className={`vip-levels__tab${l.level === selected ? ' is-selected' : ''}${l.level === currentLevel ? ' is-current' : ''}`}
            onClick={() => onSelect(l.level)}
          >
            {l.name}
            {l.level === currentLevel ? <small>{t('vip.yourLevel')}</small> : null}
          </button>
        ))}
      </div>
      <div className="vip-levels__panel" role="tabpanel" {...swipe}>
        <header>
          <button
            type="button"
            className="vip-levels__arrow"
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={t('vip.prevLevel')}
          >
            <ChevronLeftIcon />
          </button>
          <h3>{level.name}</h3>
          <button
            type="button"
            className="vip-levels__arrow"
            onClick={() => go(1)}
            disabled={index === levels.length - 1}
            aria-label={t('vip.nextLevel')}
          >
            <ChevronRightIcon />
          </button>
        </header>
        <ul className="vip-levels__grid">
          {cells.map(([label, value]) => (
            <li key={label}>
              <strong>{value}</strong>
              <span>{label}</span>
            </li>
          ))}
        </ul>
        <p className="vip-levels__requirement">
          {t('vip.privilege.requirement')}：
          {t('vip.privilege.requirementText', {
            turnover: amountOf(level.turnover),
            deposit: amountOf(level.deposit),
          })}
        </p>
        <small className="vip-levels__hint">{t('vip.swipeHint')}</small>
      </div>
    </section>
  );
}
