import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { nextPageLink as next, prevPageLink as prev, recordRequests, routeChunkOf } from '../locators';

/** The sidebar's links in reading order, as the page shows them. */
const sidebarLinks = (page: Page) =>
  page.locator('.rp-doc-layout__sidebar').filter({ visible: true }).first().locator('a.rp-sidebar-item').evaluateAll((els) => els.map((a) => a.getAttribute('href')));

test.describe('previous / next page', () => {
  test("'上一页' and '下一页' follow the sidebar order (series-one)", async ({ blog, page }) => {
    await blog.goto('/guide/basics/series-one');
    await expect(prev(page).locator('.rp-prev-next-page__item__desc')).toHaveText('上一页');
    await expect(next(page).locator('.rp-prev-next-page__item__desc')).toHaveText('下一页');
    await expect(prev(page)).toHaveAttribute('href', '/free-blog/guide/basics/');
    await expect(next(page)).toHaveAttribute('href', '/free-blog/guide/basics/series-two');
    await expect(prev(page).locator('.rp-prev-next-page__item__title')).toHaveText('基础总览');
    await expect(next(page).locator('.rp-prev-next-page__item__title')).toHaveText('系列第二篇');
  });

  // A group's own page (first in its group), a page in the middle of a group, a page of the folded group whose
  // draft neighbour is not published, and the last page of a section without groups.
  for (const route of ['/guide/basics/', '/guide/basics/series-two', '/guide/deep/live', '/notes/a-note']) {
    test(`targets on ${route} are its neighbours in the sidebar`, async ({ blog, page }) => {
      await blog.goto(route);
      const links = await sidebarLinks(page);
      const i = links.indexOf(`/free-blog${route}`);
      expect(i).toBeGreaterThan(0);
      await expect(prev(page)).toHaveAttribute('href', links[i - 1]!);
      if (i + 1 < links.length) await expect(next(page)).toHaveAttribute('href', links[i + 1]!);
      else await expect(next(page)).toHaveCount(0);
    });
  }

  test('clicking them navigates', async ({ blog, page }) => {
    await blog.goto('/guide/basics/series-one');
    await next(page).click();
    await expect(page).toHaveURL('/free-blog/guide/basics/series-two');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('系列第二篇');
    await expect(prev(page)).toHaveAttribute('href', '/free-blog/guide/basics/series-one');
    await prev(page).click();
    await expect(page).toHaveURL('/free-blog/guide/basics/series-one');
    await prev(page).click();
    await expect(page).toHaveURL('/free-blog/guide/basics/');
  });
});

// Fetching ahead (theme/hooks/usePrefetch.ts) waits for the reader's first scroll of a long page; the blog's
// own sweep shows a long article fetching nothing before it (instant-nav.spec.ts). A page the reader sees
// to its end, or one opened partway down, is being read already: its neighbours are fetched when idle.
test.describe('fetching the pager\'s pages ahead without a scroll', () => {
  test('a page that fits the window fetches its next page when idle', async ({ blog, page }) => {
    await page.setViewportSize({ width: 1440, height: 4000 });
    const requests = recordRequests(page);
    await blog.goto('/guide/basics/series-two');
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), 'the page fits the window').toBe(true);
    const nextChunk = await routeChunkOf(page, (await next(page).getAttribute('href'))!);
    await expect.poll(() => requests.since(0), 'the next page\'s chunk, with no scroll and no pointer').toContain(nextChunk);
  });

  test('a page opened at a heading further down fetches its next page when idle', async ({ blog, page }) => {
    const requests = recordRequests(page);
    const heading = '/guide/reading/long-article';
    await blog.goto(heading);
    const id = await page.locator('.rspress-doc h2[id]').last().getAttribute('id');
    const nextChunk = await routeChunkOf(page, (await next(page).getAttribute('href'))!);
    await page.goto('about:blank');
    const opened = requests.mark;
    await blog.goto(`${heading}#${encodeURIComponent(id!)}`);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => requests.since(opened), 'the next page\'s chunk, with no scroll of the reader\'s').toContain(nextChunk);
  });
});
