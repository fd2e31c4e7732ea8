import { formatAmount, minorToDecimalString } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';

/**
 * What a stake may win, as Asian books show it: 可赢 is the win (the return less the stake),
 * the total return (stake included) beside it.
 */
export function WinAndReturn({ stake, back }: { stake: bigint; back: bigint }) {
  const { t } = useTranslation();
  const money = (minor: bigint) => formatAmount(minorToDecimalString(minor));
  const win = back > stake ? back - stake : 0n;
  return (
    <span className="sb-slip__return" data-testid="slip-win">
      {t('sports.slip.potential')} <strong>{money(win)}</strong>
      <span className="sb-slip__total-return">
        {t('sports.slip.totalReturn')} {money(back)}
      </span>
    </span>
  );
}
