import type { LiveShoe } from '@houseline/shared/api/contract/live-tables';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyPath } from '../lib/live-paths.ts';

/** The shoe's provable fairness: its published seed hash and nonce, and where to verify it. */
export function ShoeInfo({ shoe, previousShoeId }: { shoe: LiveShoe; previousShoeId: number | null }) {
  const { t } = useTranslation();
  return (
    <section className="lt-fair" data-testid="live-shoe" data-shoe-id={shoe.id}>
      <h3 className="lt-fair__title">
        {t('liveTables.play.fair.title')}
        <span className="lt-fair__shoe" data-testid="live-shoe-id">
          {t('liveTables.play.table.shoe', { id: shoe.id })}
        </span>
      </h3>
      <dl className="lt-fair__list">
        <dt>{t('liveTables.play.fair.seedHash')}</dt>
        <dd className="lt-fair__hash" data-testid="live-seed-hash">
          {shoe.seedHash}
        </dd>
        <dt>{t('liveTables.play.fair.nonce')}</dt>
        <dd className="lt-fair__hash">{shoe.nonce}</dd>
      </dl>
      <p className="lt-fair__note">{t('liveTables.play.fair.note')}</p>
      <div className="lt-fair__links">
        <Link to={verifyPath(shoe.id)} data-testid="live-verify-link">
          {t('liveTables.play.fair.verify')}
        </Link>
        {previousShoeId !== null ? (
          <Link to={verifyPath(previousShoeId)} data-testid="live-verify-previous">
            {t('liveTables.play.fair.previous', { id: previousShoeId })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
