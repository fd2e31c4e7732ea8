import './lib/zod-jitless.ts';
import './styles/base.css';
import './styles/boot-shell.h5.css';
import './styles/boot-shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { brand } from './config/brand.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { appSession } from './lib/storage/app-session.ts';
import { applyBootParams } from './lib/storage/boot-params.ts';
import { useMemberStore } from './stores/member-store.ts';

async function boot(): Promise<void> {
  // A token or invite code handed over in the address (SPEC.md §3) is stored before any request.
  const cleaned = applyBootParams(window.location.href, appSession);
  if (cleaned !== window.location.href) window.history.replaceState(window.history.state, '', cleaned);
  useMemberStore.getState().syncSession();
  await initI18n(brand.defaultLocale);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React yield to the browser every few milliseconds while it renders the first
  // screen, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void boot();
