// The venue's frame around every game: the top bar (exit, game name, balance, rules, sound), the
// toast line for refused plays, and the panel shown once the session has expired. It also tells the
// parent page (our site) about the balance after each round and about the exit button.
import type { DemoGameKind } from '../../games/types.ts';
import { PlayError, type PlaySession } from './api.ts';
import { button, el } from './dom.ts';
import { money, toMinor } from './money.ts';
import { renderRules } from './rules-view.ts';
import { createSound, type Sound } from './sound.ts';

const VENUE_SOURCE = 'demo-venue';

export interface Shell {
  /** Where the game draws itself. */
  stage: HTMLElement;
  sound: Sound;
  balanceMinor(): bigint;
  /** Shows a balance; `settled` also tells the parent page (after a round). */
  setBalance(balance: string, settled?: boolean): void;
  toast(message: string, tone?: 'error' | 'info'): void;
  /** Handles a failed call: the expired panel for a lost session, else a toast. */
  fail(error: unknown): void;
  expired(): void;
}

export function postToParent(message: Record<string, string>): void {
  if (window.parent === window) return;
  window.parent.postMessage({ source: VENUE_SOURCE, ...message }, '*');
}

function exitButton(text = '‹ 大厅'): HTMLButtonElement {
  const b = button('vbar-exit', '退出游戏，返回大厅', el('span', '', { 'aria-hidden': 'true' }, text));
  b.addEventListener('click', () => postToParent({ type: 'back' }));
  return b;
}

function rulesDialog(kind: DemoGameKind): HTMLDialogElement {
  const dialog = el('dialog', 'vdialog', { 'aria-label': '游戏规则' });
  const close = button('vdialog-close', '关闭规则', '×');
  close.addEventListener('click', () => dialog.close());
  const body = el('div', 'vdialog-body');
  renderRules(body, kind);
  dialog.append(close, body);
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  return dialog;
}

function clockIcon(): HTMLElement {
  const icon = el('div', 'vexpired-icon', { 'aria-hidden': 'true' });
  icon.innerHTML =
    '<svg viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="26" r="17" fill="none" stroke="currentColor" stroke-width="4"/><path d="M24 16v10l7 5M18 5h12" fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round"/></svg>';
  return icon;
}

/** The expired-session panel (also used when the page opens without a launch token). */
export function expiredPanel(): HTMLElement {
  const panel = el(
    'div',
    'vexpired',
    { role: 'alertdialog', 'aria-labelledby': 'vexpired-title' },
    clockIcon(),
    el('h2', '', { id: 'vexpired-title' }, '会话已过期，请返回大厅重新进入'),
    exitButton('返回大厅'),
  );
  return panel;
}

export function createShell(session: PlaySession, kind: DemoGameKind): Shell {
  const sound = createSound();
  let balance = toMinor(session.balance);
  const balanceText = el('strong', 'vbar-balance-value', {}, money(session.balance));
  const soundBtn = button('vbar-icon', '关闭声音', el('span', '', { 'aria-hidden': 'true' }, '♪'));
  soundBtn.setAttribute('aria-pressed', 'true');
  soundBtn.addEventListener('click', () => {
    const on = sound.toggle();
    soundBtn.setAttribute('aria-pressed', String(on));
    soundBtn.setAttribute('aria-label', on ? '关闭声音' : '打开声音');
    soundBtn.classList.toggle('is-off', !on);
  });
  const dialog = rulesDialog(kind);
  const rulesBtn = button(
    'vbar-icon vbar-rules',
    '游戏规则',
    el('span', '', { 'aria-hidden': 'true' }, '规则'),
  );
  rulesBtn.addEventListener('click', () => dialog.showModal());

  const bar = el(
    'header',
    'vbar',
    {},
    exitButton(),
    el('h1', 'vbar-title', {}, session.gameName),
    el(
      'div',
      'vbar-balance',
      { 'aria-live': 'polite' },
      el('span', 'vbar-balance-label', {}, '余额'),
      balanceText,
    ),
    rulesBtn,
    soundBtn,
  );
  const stage = el('main', `vstage vstage-${kind}`);
  const toasts = el('div', 'vtoasts', { role: 'status', 'aria-live': 'assertive' });
  document.body.replaceChildren(bar, stage, toasts, dialog);

  const shell: Shell = {
    stage,
    sound,
    balanceMinor: () => balance,
    setBalance(next, settled = false) {
      balance = toMinor(next);
      balanceText.textContent = money(next);
      if (settled) postToParent({ type: 'balance', balance: next });
    },
    toast(message, tone = 'error') {
      const t = el('div', `vtoast vtoast-${tone}`, {}, message);
      toasts.append(t);
      setTimeout(() => t.classList.add('is-leaving'), 2600);
      setTimeout(() => t.remove(), 3000);
    },
    fail(error) {
      if (error instanceof PlayError && error.code === 'session') shell.expired();
      else shell.toast(error instanceof Error ? error.message : '操作失败');
    },
    expired() {
      if (document.querySelector('.vexpired')) return;
      document.body.append(el('div', 'vexpired-backdrop', {}, expiredPanel()));
    },
  };
  return shell;
}
