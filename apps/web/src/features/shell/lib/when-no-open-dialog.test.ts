// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNoOpenDialog } from './when-no-open-dialog.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenNoOpenDialog', () => {
  it('calls at once when no dialog is open', () => {
    document.body.innerHTML = '<dialog></dialog>';
    const callback = vi.fn();
    whenNoOpenDialog(document, callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the open dialog to close, then calls once', async () => {
    document.body.innerHTML = '<main><dialog open></dialog></main>';
    const callback = vi.fn();
    whenNoOpenDialog(document, callback);
    document.body.append(document.createElement('p'));
    await settle();
    expect(callback).not.toHaveBeenCalled();
    document.querySelector('dialog')?.removeAttribute('open');
    await settle();
    document.body.append(document.createElement('dialog'));
    await settle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls when the open dialog is removed, and not after a cancel', async () => {
    document.body.innerHTML = '<dialog open></dialog><dialog open id="b"></dialog>';
    const removed = vi.fn();
    whenNoOpenDialog(document, removed);
    for (const d of document.querySelectorAll('dialog')) d.remove();
    await settle();
    expect(removed).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<dialog open></dialog>';
    const cancelled = vi.fn();
    whenNoOpenDialog(document, cancelled)();
    document.querySelector('dialog')?.removeAttribute('open');
    await settle();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
