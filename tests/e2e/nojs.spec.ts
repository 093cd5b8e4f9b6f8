// Readers without JavaScript get every page type, with real links.
import { expect, test } from '@playwright/test';
import { BASE, stubOutsideWorld } from './fixtures';

test.use({ javaScriptEnabled: false });

const CASES: [string, string, number][] = [
  ['home', '/', 200],
  ['index', '/work/java/', 200],
  ['article', '/work/java/java-spi', 200],
  ['404', '/no-such-page', 404],
];

for (const [kind, route, status] of CASES) {
  test(`without JavaScript the ${kind} page is readable with real links`, async ({ page }) => {
    await stubOutsideWorld(page.context());
    const response = await page.goto(BASE + route);
    expect(response?.status()).toBe(status);
    await expect(page.locator('h1').first()).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text.length).toBeGreaterThan(kind === '404' ? 10 : 200);
    // Real links: nav links with hrefs under the base that a click follows without scripts.
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => h.startsWith(`${BASE}/`)).length).toBeGreaterThan(kind === '404' ? 0 : 5);
    await expect(page.locator('.fb-skip-link')).toHaveAttribute('href', '#fb-main');
    if (kind === 'article') {
      await expect(page.locator('#fb-main')).toHaveCount(1);
      await expect(page.locator('main')).toContainText('ServiceLoader');
      await page.locator('.rp-doc-layout__sidebar a[href$="/work/java/java-thread-pool"]').first().click();
      await expect(page).toHaveURL(/java-thread-pool$/);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
}
