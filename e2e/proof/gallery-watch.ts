import type { Page, Request } from '@playwright/test';

// What the gallery watches on every page: console errors and uncaught exceptions, requests that
// fail or that our server answers with 4xx/5xx, the network settling (the cheap signal a visit
// waits for), and the visible text, scanned for i18n keys and English where Chinese belongs.

/** Requests that are not the page's own work: long-lived channels. */
const LONG_LIVED = new Set(['websocket', 'eventsource']);

/** A long poll (the service desk's chats wait up to waitMs for a message): open by design, not work. */
const LONG_POLL = /[?&]waitMs=[1-9]/;

/** What a page shows while it loads: busy regions, skeletons, the splash, the member pages' loader. */
const BUSY_MARKERS = '[aria-busy="true"], .hl-skeleton, .hl-splash, .mp-loading';

export interface Watch {
  /** Problems seen since the last take(). */
  take(): string[];
  /** A navigation starts now: the quiet window counts from here. */
  mark(): void;
  /** Resolves when no request has been in flight for `quietMs` and the page shows no busy marker. */
  settle(timeoutMs?: number, quietMs?: number): Promise<boolean>;
}

/**
 * Problems the product reports by design, never a defect: none today. An entry is a URL part
 * and the status it may answer with (e.g. a probe that answers 404 on purpose).
 */
const EXPECTED_STATUSES: readonly { url: RegExp; status: number }[] = [];

/** What the operator console shows while it loads: antd's spinners and active skeletons. */
export const CONSOLE_BUSY_MARKERS = '.ant-spin-spinning, .ant-skeleton-active';

export function watch(page: Page, origin: string, busyMarkers = BUSY_MARKERS): Watch {
  let problems: string[] = [];
  const inflight = new Set<Request>();
  let lastChange = Date.now();
  const own = (url: string) => url.startsWith(origin);

  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text().split('\n')[0]!.slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('request', (request) => {
    if (LONG_LIVED.has(request.resourceType()) || LONG_POLL.test(request.url())) return;
    inflight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    inflight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', async (request) => {
    done(request);
    const response = await request.response().catch(() => null);
    const status = response?.status() ?? 0;
    if (
      status >= 400 &&
      own(request.url()) &&
      !EXPECTED_STATUSES.some((e) => e.status === status && e.url.test(request.url()))
    ) {
      problems.push(`HTTP ${status}: ${request.method()} ${request.url().replace(origin, '')}`);
    }
  });
  page.on('requestfailed', (request) => {
    done(request);
    const failure = request.failure()?.errorText ?? '?';
    // A navigation of the gallery's own cancels what the previous page still loaded.
    if (failure === 'net::ERR_ABORTED' && request.resourceType() !== 'fetch') return;
    problems.push(`request failed (${failure}): ${request.method()} ${request.url().replace(origin, '')}`);
  });

  return {
    mark() {
      lastChange = Date.now();
    },
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
    async settle(timeoutMs = 8_000, quietMs = 150) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inflight.size === 0 && Date.now() - lastChange >= quietMs) {
          const busy = await page
            .evaluate(
              (markers) =>
                Array.from(document.querySelectorAll(markers)).some(
                  // The homes' recommended-matches strip waits on purpose until the browser is
                  // idle after the load (recommend-slot.tsx): its placeholder is not loading.
                  (el) => !el.closest('.rc-slot__wait') && el.getClientRects().length > 0,
                ),
              busyMarkers,
            )
            .catch(() => true);
          if (!busy) return true;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
  };
}

/**
 * The visible text of the page and the placeholder, title, aria-label and alt attributes, with
 * what looks untranslated: an i18n key (`member.title`, `field.required`) or English UI words
 * where the interface is Chinese. Runs in the page.
 */
export async function untranslated(page: Page, debug = false): Promise<string[]> {
  return page.evaluate((debug) => {
    const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
    // Latin text the product shows on purpose: currency and network codes, VIP levels, the
    // required SPEC error headline, app/web labels, masked numbers, ids, hashes, user names.
    const ALLOWED = [
      /^(VIP\d*|USDT|CNY|USD|TRC20|ERC20|BEP20|TRX|ETH|BTC|APP|App|H5|PC|WEB|Web|iOS|Android|QQ|WhatsApp|Telegram|ID|VS|vs|FT|HT|OU|AH|1X2|x2)$/,
      /^Unexpected Application Error!$/,
    ];
    const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
    /** Two or more English words in a row (not codes: each word has a lower-case run). */
    const ENGLISH = /\b[A-Za-z][a-z]{2,}\b[ ,'’-]+\b[A-Za-z][a-z]{1,}\b/;
    /** Single English UI words that must not show alone in a Chinese interface. */
    const UI_WORDS =
      /^(loading|submit|cancel|confirm|close|back|next|previous|home|login|logout|register|error|retry|reload|search|deposit|withdraw|transfer|settings?|save|delete|edit|send|ok|yes|no|more|none|empty|success|failed|pending|open|unknown|undefined|null|nan|true|false|object)$/i;
    const found = new Set<string>();
    const judge = (raw: string, where: string) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      if (!text || text.length > 400) return;
      if (ALLOWED.some((re) => re.test(text))) return;
      if (KEY.test(text)) found.add(`i18n key ${where}: "${text}"`);
      else if (/\bundefined\b|\bNaN\b|\[object Object\]|\{\{\w+\}\}/.test(text))
        found.add(`placeholder leak ${where}: "${text.slice(0, 80)}"`);
      else if (!CJK.test(text) && (ENGLISH.test(text) || UI_WORDS.test(text)))
        found.add(`English ${where}: "${text.slice(0, 80)}"`);
      else if (debug && /[A-Za-z]{2,}/.test(text))
        found.add(`(latin, allowed) ${where}: "${text.slice(0, 80)}"`);
    };
    const visible = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        if (e.classList.contains('hl-visually-hidden')) return true;
      }
      return true;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'CODE', 'PRE'].includes(parent.tagName)) continue;
      if (!node.textContent?.trim() || !visible(parent)) continue;
      // Text the page marks as English (lang="en…"): data in that language on purpose, such as
      // the English name an operator gives a lobby category.
      if (parent.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      judge(node.textContent, `in <${parent.tagName.toLowerCase()}>`);
    }
    for (const el of Array.from(
      document.querySelectorAll('[placeholder], [title], [aria-label], img[alt]'),
    )) {
      if (!visible(el)) continue;
      for (const attr of ['placeholder', 'title', 'aria-label', 'alt']) {
        // The console's antd names its icons (@ant-design/icons: aria-label="logout") and the
        // number input's step buttons (rc-input-number: "Increase Value") in English in every
        // locale, with no option to change it: library text, not the console's, left unscanned.
        if (attr === 'aria-label' && el.matches('.anticon, .ant-input-number-handler')) continue;
        const value = el.getAttribute(attr);
        if (value) judge(value, `in ${attr}`);
      }
    }
    const title = document.title;
    if (title) judge(title, 'in <title>');
    return [...found];
  }, debug);
}
