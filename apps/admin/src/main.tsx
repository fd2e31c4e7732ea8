// antd 5 reads React internals that React 19 moved; the official patch restores what it needs.
import '@ant-design/v5-patch-for-react-19';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { cspNonce, nonceScriptStyles } from './lib/csp.ts';

nonceScriptStyles(cspNonce());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
