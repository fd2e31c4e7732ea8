import './lib/zod-jitless.ts';
import './styles/base.css';
import './styles/boot-shell.h5.css';
import './styles/boot-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppQueryClient, createAppRouter } from './app/app.tsx';
import { brand } from './config/brand.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { appSession } from './lib/storage/app-session.ts';
import { applyBootParams } from './lib/storage/boot-params.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { useMemberStore } from './stores/member-store.ts';

/**
 * The boot runs in short steps with a yield between them (decision 0046): evaluating the modules,
 * reading the session, loading the language, creating the router, rendering. Each is a task of its
 * own, so a phone never sees one long task before the first screen is interactive.
 */
async function boot(): Promise<void> {
  await yieldToMain();
  // A token or invite code handed over in the address (SPEC.md §3) is stored before any request.
  const cleaned = applyBootParams(window.location.href, appSession);
  if (cleaned !== window.location.href) window.history.replaceState(window.history.state, '', cleaned);
  useMemberStore.getState().syncSession();
  await initI18n(brand.defaultLocale);
  await yieldToMain();
  const queryClient = createAppQueryClient();
  const router = createAppRouter();
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React yield to the browser every few milliseconds while it renders the first
  // screen, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void boot();
