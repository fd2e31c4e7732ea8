import { expect, type Page, test } from '@playwright/test';

// The document's Content-Security-Policy (docs/decisions/0014) must not break a page: every page
// a visitor can open without an account loads with no CSP violation, and the pages are the
// server's (the policy header is present, and pre-compressed where the browser accepts it).

const PAGES = ['/', '/entry/login', '/entry/register', '/forgetPassword', '/iframeCustomerService'];

/** Violations reported by the page itself and CSP messages on the console. */
function watchViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return found;
}

test.describe('security headers', () => {
  test('the pages open under the Content-Security-Policy with no violation', async ({ page }) => {
    const violations = watchViolations(page);
    for (const path of PAGES) {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(headers['content-security-policy'], path).not.toContain('unsafe-inline');
      expect(headers['content-encoding'], path).toBe('br');
      // The app rendered (the boot shell is gone) and nothing was blocked.
      await expect(page.locator('.hl-boot')).toHaveCount(0);
    }
    expect(violations).toEqual([]);
  });

  test('an inline script injected into the page is refused', async ({ page }) => {
    const violations = watchViolations(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.join('\n')).toContain('script-src');
  });
});
