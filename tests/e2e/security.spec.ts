// The CSP (a <meta>, first in <head>, that blocks an injected script) and links that open a new tab.
import { ALL_ROUTES } from './routes';
import type { Page } from '@playwright/test';
import { expect, pageIdle, test, url } from './fixtures';

/**
 * The parts of a page that load late have loaded, under the policy like the rest: every image (the lazy
 * ones are made eager, since a scroll to the end skips those in the middle) has loaded or failed, and
 * below an article the comment area has its giscus frame loaded (or gave up). A load the policy blocks
 * reports its violation as it fails, and an idle page has dispatched every queued report.
 */
async function lazyPartsLoaded(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  if (await page.locator('.fb-comments').count()) {
    // The widget's chunk, then giscus's, then its frame: or the fallback line if any of them failed.
    await page.waitForFunction(() => {
      const state = document.querySelector('.fb-comments .fb-comments__box')?.getAttribute('data-state');
      const frame = document.querySelector('.fb-comments giscus-widget')?.shadowRoot?.querySelector('iframe');
      return state === 'failed' || !!frame;
    });
    const frame = page.locator('.fb-comments giscus-widget iframe');
    if (await frame.count()) await (await (await frame.elementHandle())!.contentFrame())!.waitForLoadState('load');
  }
  await pageIdle(page);
}

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
    await lazyPartsLoaded(page);
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
        // An inline script that is allowed runs as it is inserted; a blocked one reports a violation.
        document.body.append(s);
        if ((window as { __injected?: number }).__injected) resolve('none: the script ran');
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
