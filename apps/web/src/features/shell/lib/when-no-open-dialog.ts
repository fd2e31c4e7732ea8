/**
 * Calls `callback` once no modal dialog is open: now, or when the last open one closes. A toast
 * shown while a dialog is open would sit over it (the home's notice popup opens on the first
 * visit, exactly when the service worker reports the site cached). Returns a cancel function.
 */
export function whenNoOpenDialog(doc: Document, callback: () => void): () => void {
  const anyOpen = () => doc.querySelector('dialog[open]') !== null;
  if (!anyOpen()) {
    callback();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (anyOpen()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}
