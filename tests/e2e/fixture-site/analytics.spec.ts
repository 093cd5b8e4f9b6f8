import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Analytics (plugins/analytics): one page_view per path change, read from window.dataLayer, where
// gtag('event', 'page_view', {...}) leaves its arguments whether or not gtag.js ever loads.
// Fixture pages: /about (a top-level article), /notes/ (a section index), /notes/long-read (an article with an outline).

const ARTICLE = '/about';
const ARTICLE_TITLE = '关于：夹具站点的顶层页面 - My Blog';
const SECTION = '/notes/';
const SECTION_TITLE = '笔记 - My Blog';
const SECTION_LINK = 'Notes'; // its link in the navbar
const WITH_OUTLINE = '/notes/long-read';

interface PageView {
  page_path: string;
  page_title: string;
  page_location: string;
  page_type: string;
}

function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => Array.from(args)),
  );
}

async function pageViews(page: Page): Promise<PageView[]> {
  return (await dataLayer(page)).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => a[2] as PageView);
}

/** Waits for the page_view of `path`, then checks it is the n-th one exactly (no duplicates). */
async function expectViewCount(page: Page, n: number, path: string) {
  await expect.poll(async () => (await pageViews(page)).at(-1)?.page_path).toBe(path);
  const views = await pageViews(page);
  expect(views.map((v) => v.page_path)).toHaveLength(n);
  return views[n - 1];
}

test.describe('analytics', () => {
  test('exactly one page_view on load, on link navigation, on Back and on Forward', async ({ blog, page }) => {
    await blog.goto(ARTICLE);
    const first = await expectViewCount(page, 1, `/free-blog${ARTICLE}`);
    expect(first.page_title).toBe(ARTICLE_TITLE);
    expect(first.page_location).toBe(new URL(`/free-blog${ARTICLE}`, page.url()).href);
    expect(first.page_type).toBe('article');

    await page.locator('.rp-nav').getByRole('link', { name: SECTION_LINK, exact: true }).click();
    const second = await expectViewCount(page, 2, `/free-blog${SECTION}`);
    // The new page's title, not the one being left.
    expect(second.page_title).toBe(SECTION_TITLE);
    expect(second.page_title).toBe(await page.title());
    expect(second.page_type).toBe('index');

    await page.goBack();
    const back = await expectViewCount(page, 3, `/free-blog${ARTICLE}`);
    expect(back.page_title).toBe(ARTICLE_TITLE);

    await page.goForward();
    const forward = await expectViewCount(page, 4, `/free-blog${SECTION}`);
    expect(forward.page_title).toBe(SECTION_TITLE);
  });

  test('a hash-only change sends nothing', async ({ blog, page }) => {
    await blog.goto(WITH_OUTLINE);
    await expectViewCount(page, 1, `/free-blog${WITH_OUTLINE}`);
    // A table-of-contents link, then a hash set by hand.
    await page.locator('.rp-doc-layout__outline a[href^="#"]').nth(1).click();
    await expect.poll(() => new URL(page.url()).hash).not.toBe('');
    await page.evaluate(() => (location.hash = '#nothing-here'));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#nothing-here');
    // The next real navigation is the second page_view: nothing was sent in between.
    await page.locator('.rp-nav').getByRole('link', { name: SECTION_LINK, exact: true }).click();
    await expectViewCount(page, 2, `/free-blog${SECTION}`);
  });

  test('the 404 page is reported with page_type 404', async ({ blog, page }) => {
    const response = await blog.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const view = await expectViewCount(page, 1, '/free-blog/no-such-page');
    expect(view.page_type).toBe('404');
    expect(view.page_title).toBe(await page.title());
  });

  test('page_location never carries the giscus session or other secrets', async ({ blog, page }) => {
    await blog.goto(`${SECTION}?giscus=FAKE&token=T0K&utm_source=rss`);
    const view = await expectViewCount(page, 1, `/free-blog${SECTION}`);
    expect(view.page_location).toBe(new URL(`/free-blog${SECTION}?utm_source=rss`, page.url()).href);
    expect(JSON.stringify(await dataLayer(page))).not.toMatch(/FAKE|T0K/);
  });

  test('keeps reporting with ?globalUIComponents=0', async ({ blog, page }) => {
    await blog.goto(`${ARTICLE}?globalUIComponents=0`);
    await expectViewCount(page, 1, `/free-blog${ARTICLE}`);
    await page.locator('.rp-nav').getByRole('link', { name: SECTION_LINK, exact: true }).click();
    await expectViewCount(page, 2, `/free-blog${SECTION}`);
  });

  test('without a measurement id no script is loaded, events still queue', async ({ blog, page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await blog.goto(ARTICLE);
    await expectViewCount(page, 1, `/free-blog${ARTICLE}`);
    expect(requests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
    expect((await dataLayer(page)).some((a) => a[0] === 'config')).toBe(false);
  });

  test('with a measurement id: gtag.js async, send_page_view false; blocked, nothing breaks', async ({ blog, page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __BLOG_GA_ID_OVERRIDE__: string }).__BLOG_GA_ID_OVERRIDE__ = 'G-TEST12345';
    });
    const blocked: string[] = [];
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    await blog.goto(ARTICLE);
    await expectViewCount(page, 1, `/free-blog${ARTICLE}`);
    await expect.poll(() => blocked[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(await page.evaluate(() => (document.querySelector('script[data-fb-gtag]') as HTMLScriptElement).async)).toBe(true);
    const config = (await dataLayer(page)).find((a) => a[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST12345', { send_page_view: false }]);

    await page.locator('.rp-nav').getByRole('link', { name: SECTION_LINK, exact: true }).click();
    await expectViewCount(page, 2, `/free-blog${SECTION}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('script[data-fb-gtag]').count()).toBe(1);
  });
});
