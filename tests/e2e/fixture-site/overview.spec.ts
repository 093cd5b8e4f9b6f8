// A section's overview page (theme/components/Overview.tsx) on the fixture site: the filter sits after the
// page's own introduction, and filters by an article's label, address or H2s, in any case, with hyphens
// counting as spaces (theme/lib/overviewGroups.ts, SPEC's filter rule). The real sections' overviews are
// checked to list every article (../overview.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The fixture's section 指南: groups 基础 (with 代码与图片, /guide/basics/code-and-image), 深入 and 阅读. */
const OVERVIEW = '/guide/';
const CODE_AND_IMAGE = '/free-blog/guide/basics/code-and-image';
const SERIES_ONE = '/free-blog/guide/basics/series-one';

const overview = (page: Page) => page.locator('.rp-overview');
const filter = (page: Page) => page.getByLabel('Filter', { exact: true });
const itemLinks = (page: Page) =>
  overview(page).locator('.rp-overview-group__item__title__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

test("the filter is labelled 'Filter' with the placeholder 'Enter keyword', after the page's own introduction", async ({ blog, page }) => {
  await blog.goto(OVERVIEW);
  await expect(filter(page)).toHaveAttribute('placeholder', 'Enter keyword');
  await expect(page.locator('label[for="api-filter"]')).toHaveText('Filter');
  const order = await overview(page).evaluate((root) => {
    const pos = (el: Element | null) => (el ? [...root.querySelectorAll('*')].indexOf(el) : -1);
    const intro = [...root.querySelectorAll('p')].find((p) => p.textContent?.includes('分组里是一个两篇的系列')) ?? null;
    return { h1: pos(root.querySelector('h1')), intro: pos(intro), filter: pos(root.querySelector('#api-filter')), firstGroup: pos(root.querySelector('.rp-overview-group')) };
  });
  expect(order.h1).toBeGreaterThanOrEqual(0);
  expect(order.intro).toBeGreaterThan(order.h1);
  expect(order.filter).toBeGreaterThan(order.intro);
  expect(order.firstGroup).toBeGreaterThan(order.filter);
});

test('filtering is case-insensitive', async ({ blog, page }) => {
  await blog.goto(OVERVIEW);
  const all = await itemLinks(page);
  expect(all).toEqual(expect.arrayContaining([CODE_AND_IMAGE, SERIES_ONE]));
  await filter(page).fill('code');
  await expect.poll(async () => (await itemLinks(page)).length).toBeLessThan(all.length);
  const lower = await itemLinks(page);
  expect(lower).toContain(CODE_AND_IMAGE);
  expect(lower).not.toContain(SERIES_ONE);
  await filter(page).fill('CODE');
  await expect.poll(() => itemLinks(page)).toEqual(lower);
});

for (const query of ['code-and', 'code and', 'Code-And']) {
  test(`hyphens count as spaces: '${query}' finds the article at …/code-and-image`, async ({ blog, page }) => {
    await blog.goto(OVERVIEW);
    await filter(page).fill(query);
    await expect.poll(() => itemLinks(page)).toContain(CODE_AND_IMAGE);
    expect(await itemLinks(page)).not.toContain(SERIES_ONE);
  });
}

test("a miss shows 'No matching API found', and clearing the filter shows every group again", async ({ blog, page }) => {
  await blog.goto(OVERVIEW);
  const all = await itemLinks(page);
  await filter(page).fill('kubernetes-operator');
  await expect(overview(page).locator('.rp-overview__empty')).toContainText('No matching API found');
  await expect(overview(page).locator('.rp-overview-group')).toHaveCount(0);
  await filter(page).fill('');
  await expect.poll(() => itemLinks(page)).toEqual(all);
});
