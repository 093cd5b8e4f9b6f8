// The CSP (a <meta>, first in <head>, that blocks an injected script) and links that open a new tab.
import { ALL_ROUTES } from './routes';
import { expect, test, url } from './fixtures';

test('the CSP meta is the first element of <head> and no route reports a violation', async ({ page, blog }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations: string[] = [];
  for (const route of [...ALL_ROUTES, '/no-such-page']) {
    const response = await page.goto(url(route));
    const html = (await response?.text()) ?? '';
    expect(html, route).toMatch(/<head[^>]*><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
    await blog.hydrated();
    // Scroll to the end so lazy parts (comments iframe, images) load under the policy too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).map((v) => `${route}: ${v}`));
  }
  expect(violations).toEqual([]);
});

test('an injected inline script is blocked by the CSP', async ({ page, blog }) => {
  await blog.goto('/work/java/java-spi');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
        const s = document.createElement('script');
        s.textContent = 'window.__injected = 1';
        document.body.append(s);
        setTimeout(() => resolve('none'), 1000);
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

test('every link that opens a new tab has rel noopener', async ({ page, blog }) => {
  test.setTimeout(240_000);
  const bad: string[] = [];
  for (const route of ALL_ROUTES) {
    await blog.goto(route);
    const found = await page.$$eval('a[target="_blank"]', (as) =>
      as.filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '')).map((a) => a.getAttribute('href')),
    );
    bad.push(...found.map((h) => `${route}: ${h}`));
    const js = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*(javascript|data|vbscript):/i.test(h)));
    bad.push(...js.map((h) => `${route}: ${h}`));
  }
  expect(bad).toEqual([]);
});
