import { expect, test } from '../fixtures';

// The home page's and the overview pages' layouts come with those pages' own chunks, not with every page's
// first load (theme/lib/pageLayouts.ts, plugins/page-layouts): an article's page does not have them, and a
// client-side navigation to such a page renders its layout all the same. (That each page's first load
// carries only its own is tests/output/first-load.test.ts's.)
const ARTICLE = '/guide/reading/long-article';

test('from an article, client-side navigations render the overview and the home layout', async ({ blog, page }) => {
  await blog.goto(ARTICLE);
  // Gone on a full page load: every navigation below stays in this document.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

  await page.locator('.rp-nav a[href="/free-blog/guide/"]').first().click();
  await expect(page).toHaveURL(/\/free-blog\/guide\/$/);
  await expect(page.getByRole('search').getByLabel('Filter')).toBeVisible();
  await expect(page.locator('.rp-overview-group').first()).toBeVisible();
  expect(await samePage(), 'a client-side navigation to the overview page').toBe(true);

  await page.locator('.rp-nav a[href="/free-blog/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Free Blog', exact: true })).toBeVisible();
  await expect(page.locator('main.fb-home-main .rp-home-feature')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '最新文章' })).toBeVisible();
  expect(await samePage(), 'a client-side navigation to the home page').toBe(true);

  await page.goBack();
  await expect(page.getByRole('search').getByLabel('Filter')).toBeVisible();
  expect(await samePage()).toBe(true);
});
