/**
 * The nonce of this document's Content-Security-Policy, which the server writes into the page; antd's
 * CSS-in-JS puts it on every <style> it inserts, so style-src needs no 'unsafe-inline' (decision 0054).
 */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== 'HOUSELINE_CSP_NONCE' ? nonce : undefined;
}

/**
 * Gives the page's nonce to a <style> that a script of the console inserts into <head> without one.
 * antd's tables measure the scrollbar with such a style (rc-util's getScrollBarSize calls updateCSS
 * without the ConfigProvider's csp), which the policy blocked with a console error on every table
 * (the console gallery found it). Only elements built by script pass here: a <style> in injected
 * markup still has no nonce and stays blocked.
 */
export function nonceScriptStyles(nonce: string | undefined, head: HTMLHeadElement = document.head): void {
  if (!nonce) return;
  const stamp = <T extends Node>(node: T): T => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
    return node;
  };
  const append = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  head.appendChild = <T extends Node>(node: T): T => append(stamp(node));
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T => insertBefore(stamp(node), child);
}
