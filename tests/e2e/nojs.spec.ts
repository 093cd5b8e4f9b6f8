// Readers without JavaScript get every page type, with real links.
import { expect, test } from '@playwright/test';
import { folderOf } from '../../site/shared/routes';
import { headings, isPlainText } from '../content/docs';
import { BASE, stubOutsideWorld } from './fixtures';
import { AN_ARTICLE, nextArticleOf, pageOf } from './routes';

test.use({ javaScriptEnabled: false });

const CASES: [string, string, number][] = [
  ['home', '/', 200],
  ['index', folderOf(AN_ARTICLE), 200],
  ['article', AN_ARTICLE, 200],
  ['404', '/no-such-page', 404],
];

// Its last H2 written as plain text (a link or emphasis in one would not read the same on the page).
const lastH2 = headings(pageOf(AN_ARTICLE).body)
  .filter((h) => h.depth === 2 && isPlainText(h.text))
  .at(-1)!.text;

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
      // Its last H2 (the whole article is in the HTML), and the sidebar link to the article after it.
      await expect(page.locator('main')).toContainText(lastH2);
      const other = nextArticleOf(AN_ARTICLE)!;
      await page.locator(`.rp-doc-layout__sidebar a[href="${BASE}${other}"]`).first().click();
      await expect(page).toHaveURL(`${BASE}${other}`);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
}
