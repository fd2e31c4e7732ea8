import { lazy, Suspense } from 'react';

const LimitPrompt = lazy(async () => ({
  default: (await import('../../features/protection/components/limit-prompt.tsx')).LimitPrompt,
}));

/**
 * protection (issue 25): the home's entry to the limits page, for a signed-in member only. Its code,
 * messages and styles load with the member's first home, so a guest's home (the Lighthouse page)
 * carries none of them.
 */
export function LimitPromptSlot({ isLogin }: { isLogin: boolean }) {
  if (!isLogin) return null;
  return (
    <Suspense fallback={null}>
      <LimitPrompt always />
    </Suspense>
  );
}
