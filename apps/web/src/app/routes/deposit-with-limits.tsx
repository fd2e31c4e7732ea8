import { DepositPage } from '../../features/cashier/routes/deposit-page.tsx';
import { LimitPrompt } from '../../features/protection/components/limit-prompt.tsx';

/** The deposit page with player protection's prompt above it (a member without a limit is asked first). */
export function DepositWithLimits() {
  return (
    <>
      <LimitPrompt always />
      <DepositPage />
    </>
  );
}
