import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useSlip } from '../hooks/slip-store.ts';
import { OpenBets } from './open-bets.tsx';
import { SlipBody } from './slip-body.tsx';

/** The slip and the open bets as two tabs: the content of the desktop panel and the H5 sheet. */
export function SlipTabs() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'slip' | 'open'>('slip');
  const count = useSlip((s) => s.legs.length);
  const isLogin = useMemberStore((s) => s.isLogin);
  return (
    <div className="sb-slip">
      <div className="sb-slip__tabs" role="tablist" aria-label={t('sports.slip.title')}>
        <button
          type="button"
          role="tab"
          id="sb-tab-slip"
          aria-controls="sb-panel-slip"
          aria-selected={tab === 'slip'}
          className={`sb-tab${tab === 'slip' ? ' is-active' : ''}`}
          onClick={() => setTab('slip')}
        >
          {t('sports.slip.title')}
          {count > 0 ? <span className="sb-badge">{count}</span> : null}
        </button>
        {isLogin ? (
          <button
            type="button"
            role="tab"
            id="sb-tab-open"
            aria-controls="sb-panel-open"
            aria-selected={tab === 'open'}
            className={`sb-tab${tab === 'open' ? ' is-active' : ''}`}
            onClick={() => setTab('open')}
            data-testid="open-bets-tab"
          >
            {t('sports.open.title')}
          </button>
        ) : null}
      </div>
      <div
        role="tabpanel"
        id={tab === 'open' ? 'sb-panel-open' : 'sb-panel-slip'}
        aria-labelledby={tab === 'open' ? 'sb-tab-open' : 'sb-tab-slip'}
      >
        {tab === 'open' && isLogin ? <OpenBets /> : <SlipBody />}
      </div>
    </div>
  );
}
