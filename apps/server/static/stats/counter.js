/*
 * Houseline's built-in statistics counter: the `counter` kind of a brand's statistics scripts.
 * Loaded as /static/stats/counter.js?id=<counter id>&site=<site code>. It records the first page
 * and every client-side navigation (pushState, replaceState with a new path, back/forward) as a
 * hit, sent as a beacon so it never delays the page.
 */
(() => {
  const script = document.currentScript;
  if (!script) return;
  const params = new URL(script.src, location.href).searchParams;
  const id = params.get('id');
  if (!id) return;
  const site = params.get('site') || window.__HOUSELINE_SITE__ || id.split('-')[0];
  const endpoint = `/api/findmed/v1/stats/hit?site_code=${encodeURIComponent(site)}`;
  let last = '';

  const hit = () => {
    const path = location.pathname;
    if (path === last) return;
    last = path;
    const body = new URLSearchParams({ id, path });
    if (!navigator.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  };

  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function patched(...args) {
      const result = original.apply(this, args);
      setTimeout(hit, 0);
      return result;
    };
  }
  window.addEventListener('popstate', hit);
  hit();
})();
