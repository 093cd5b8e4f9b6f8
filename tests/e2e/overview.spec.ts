import { headings, isArticle, listPageFiles, readPage } from '../content/docs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const overview = (page: Page) => page.locator('.rp-overview');
const filter = (page: Page) => page.getByLabel('Filter', { exact: true });
const itemLinks = (page: Page) =>
  overview(page).locator('.rp-overview-group__item__title__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

/** The h2 texts of a section's articles, from their Markdown (inline code marks dropped). */
function articleH2s(section: string): { route: string; texts: string[] }[] {
  return listPageFiles()
    .filter((f) => f.startsWith(`${section}/`))
    .map(readPage)
    .filter(isArticle)
    .map((p) => ({
      route: p.route,
      texts: headings(p.body)
        .filter((h) => h.depth === 2 && !/[[\]*_<]/.test(h.text))
        .map((h) => h.text.replace(/`/g, '')),
    }));
}

test.describe('overview pages', () => {
  for (const section of ['work', 'rust']) {
    test(`/${section}/ lists every article in its groups, with the articles' h2 headers`, async ({ blog, page }) => {
      const articles = articleH2s(section);
      expect(articles.length).toBeGreaterThan(3);
      await blog.goto(`/${section}/`);
      const links = await itemLinks(page);
      for (const a of articles) expect(links).toContain(`/free-blog${a.route}`);
      const headerTexts = await overview(page)
        .locator('.rp-overview-group__item__content__item__link')
        .evaluateAll((as) => as.map((a) => (a.textContent ?? '').trim()));
      for (const a of articles) for (const t of a.texts) expect(headerTexts, `${a.route}: ${t}`).toContain(t);
      // Groups carry the sidebar's group names as headings.
      const groupNames = await overview(page).locator('h2:has(+ .rp-overview-group)').evaluateAll((hs) =>
        hs.map((h) => (h.querySelector('span')?.textContent ?? h.textContent ?? '').replace(/#$/, '').trim()),
      );
      expect(groupNames).toContain(section === 'work' ? 'AI 应用' : '智能指针');
    });
  }

  test("the filter is labelled 'Filter' with the placeholder 'Enter keyword', after the page's own introduction", async ({ blog, page }) => {
    await blog.goto('/work/');
    await expect(filter(page)).toHaveAttribute('placeholder', 'Enter keyword');
    await expect(page.locator('label[for="api-filter"]')).toHaveText('Filter');
    const order = await overview(page).evaluate((root) => {
      const pos = (el: Element | null) => (el ? [...root.querySelectorAll('*')].indexOf(el) : -1);
      const intro = [...root.querySelectorAll('p')].find((p) => p.textContent?.includes('这里收集日常后端开发中遇到的问题')) ?? null;
      return { h1: pos(root.querySelector('h1')), intro: pos(intro), filter: pos(root.querySelector('#api-filter')), firstGroup: pos(root.querySelector('.rp-overview-group')) };
    });
    expect(order.h1).toBeGreaterThanOrEqual(0);
    expect(order.intro).toBeGreaterThan(order.h1);
    expect(order.filter).toBeGreaterThan(order.intro);
    expect(order.firstGroup).toBeGreaterThan(order.filter);
  });

  test('filtering is case-insensitive', async ({ blog, page }) => {
    await blog.goto('/work/');
    const all = await itemLinks(page);
    await filter(page).fill('java');
    await expect.poll(async () => (await itemLinks(page)).length).toBeLessThan(all.length);
    const lower = await itemLinks(page);
    expect(lower).toContain('/free-blog/work/java/java-spi');
    expect(lower).not.toContain('/free-blog/work/spring/spring-rabbitmq');
    await filter(page).fill('JAVA');
    await expect.poll(() => itemLinks(page)).toEqual(lower);
  });

  for (const query of ['thread-pool', 'thread pool', 'Thread-Pool']) {
    test(`hyphens count as spaces: '${query}' finds the thread-pool article`, async ({ blog, page }) => {
      await blog.goto('/work/');
      await filter(page).fill(query);
      await expect.poll(() => itemLinks(page)).toContain('/free-blog/work/java/java-thread-pool');
      expect(await itemLinks(page)).not.toContain('/free-blog/work/java/java-spi');
    });
  }

  test("a miss shows 'No matching API found'", async ({ blog, page }) => {
    await blog.goto('/rust/');
    await filter(page).fill('kubernetes-operator');
    await expect(overview(page).locator('.rp-overview__empty')).toContainText('No matching API found');
    await expect(overview(page).locator('.rp-overview-group')).toHaveCount(0);
    await filter(page).fill('');
    await expect.poll(async () => (await itemLinks(page)).length).toBeGreaterThan(10);
  });
});
