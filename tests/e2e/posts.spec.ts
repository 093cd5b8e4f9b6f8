// Reading a growing blog: the archive, series, related posts, dates and tags, in the
// production build, with JavaScript on and off. Expectations come from docs/ front matter.
import { isoDay } from '../../site/shared/dates';
import { tagAnchor, tagLink, tagSlug } from '../../site/shared/posts';
import { AN_ARTICLE, DOC_PAGES as pages, POSTS, TECHNICAL_POSTS as TECHNICAL } from './routes';
import { axeViolations, BASE, expect, stubOutsideWorld, test, url } from './fixtures';

const dateOf = (route: string) => isoDay(pages.find((p) => p.route === route)?.frontmatter.date);
const SERIES = [...new Set(POSTS.flatMap((p) => (p.series ? [p.series.name] : [])))].map((name) => ({
  name,
  routes: POSTS.filter((p) => p.series?.name === name).map((p) => p.link),
}));
const TAGS = [...new Map(POSTS.flatMap((p) => p.tags.map((t) => [tagSlug(t), t] as const))).values()];

/** The posts an archive or tag page lists, in order: [route, datetime]. */
async function listed(page: import('@playwright/test').Page) {
  return page.locator('.fb-post-list__item').evaluateAll((items) =>
    items.map((li) => [
      (li.querySelector('a') as HTMLAnchorElement).getAttribute('href') ?? '',
      li.querySelector('time')?.getAttribute('datetime') ?? '',
    ]),
  );
}

for (const js of [true, false]) {
  test.describe(`JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js });
    test.beforeEach(async ({ context }) => stubOutsideWorld(context));

    // With JavaScript on, each archive page's list and filter are checked where the sweep loads it (sweep.spec.ts);
    // without, here.
    if (!js) test('the archive lists every published post exactly once, newest first, with its front-matter date', async ({ page }) => {
      await page.goto(url('/archive/'));
      await expect(page.locator('h1')).toHaveText(/归档/);
      const items = await listed(page);
      expect(items.map(([href]) => href).sort()).toEqual(POSTS.map((p) => `${BASE}${p.link}`).sort());
      for (const [href, date] of items) expect(date, href).toBe(dateOf(href.replace(BASE, '')));
      const dates = items.map(([, d]) => d);
      expect(dates).toEqual([...dates].sort().reverse());
      // Grouped by year: each year's heading precedes exactly that year's posts.
      const years = await page.locator('.fb-post-list__year').evaluateAll((sections) =>
        sections.map((s) => [s.querySelector('h2')?.textContent, [...s.querySelectorAll('time')].map((t) => t.getAttribute('datetime')?.slice(0, 4))]),
      );
      for (const [year, postYears] of years) expect(new Set(postYears as string[])).toEqual(new Set([year]));
    });

    if (!js) test('the archive filters by section with plain links, each listing only that section', async ({ page }) => {
      await page.goto(url('/archive/'));
      const filters = page.getByRole('navigation', { name: '按栏目筛选' }).getByRole('link');
      await expect(filters.first()).toHaveAttribute('aria-current', 'page');
      const hrefs = await filters.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const areas = [...new Set(POSTS.map((p) => p.area).filter((a) => a !== 'home'))];
      expect(hrefs.slice(1).sort()).toEqual(areas.map((a) => `${BASE}/archive/${a}/`).sort());
      for (const area of areas) {
        await page.goto(url(`/archive/${area}/`));
        const items = await listed(page);
        expect(items.map(([href]) => href)).toEqual(POSTS.filter((p) => p.area === area).map((p) => `${BASE}${p.link}`));
        await expect(page.getByRole('navigation', { name: '按栏目筛选' }).locator('[aria-current="page"]')).toHaveAttribute('href', `${BASE}/archive/${area}/`);
      }
    });

    test('the tags page lists every tag with exactly its posts; /tags/#tag-x shows that tag alone', async ({ page }) => {
      await page.goto(url('/tags/'));
      const sections = page.locator('.fb-tag');
      await expect(sections).toHaveCount(TAGS.length);
      for (const tag of TAGS) {
        const hrefs = await page.locator(`[id="${tagAnchor(tag)}"] .fb-post-list__item a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs, tag).toEqual(POSTS.filter((p) => p.tags.some((t) => tagSlug(t) === tagSlug(tag))).map((p) => `${BASE}${p.link}`));
      }
      expect(await page.getByRole('navigation', { name: '全部标签' }).getByRole('link').count()).toBe(TAGS.length);
      for (const tag of TAGS.slice(0, 3)) {
        await page.goto(url(tagLink(tag)));
        await expect(page.locator('.fb-tag:visible')).toHaveCount(1);
        await expect(page.locator('.fb-tag:visible')).toHaveAttribute('id', tagAnchor(tag));
        await expect(page.getByRole('link', { name: '显示全部标签' })).toBeVisible();
      }
    });

    // With JavaScript on, each part's series block is checked where the sweep loads it (sweep.spec.ts); without,
    // here, one part after another.
    if (!js) test('every part of every series shows the same series block, marks itself, and links its neighbours', async ({ page }) => {
      test.setTimeout(120_000); // every part of every series, one page each: 30 s is too short on a busy machine
      expect(SERIES.length, 'the four series of the content plan').toBeGreaterThanOrEqual(4);
      for (const series of SERIES) {
        expect(series.routes.length, series.name).toBeGreaterThan(1);
        let order: string[] | null = null;
        for (const route of series.routes) {
          await page.goto(url(route));
          const block = page.getByRole('navigation', { name: `系列：${series.name}` });
          await expect(block, route).toBeVisible();
          const parts = await block.locator('li').evaluateAll((lis) => lis.map((li) => li.querySelector('a')?.getAttribute('href') ?? `current:${li.textContent}`));
          const current = parts.findIndex((p) => p.startsWith('current:'));
          expect(current, `${route} marks itself`).toBeGreaterThanOrEqual(0);
          await expect(block.locator('[aria-current="page"]')).toHaveText(String(pages.find((p) => p.route === route)?.frontmatter.title));
          const hrefs = parts.map((p, i) => (i === current ? `${BASE}${route}` : p));
          expect(new Set(hrefs)).toEqual(new Set(series.routes.map((r) => `${BASE}${r}`)));
          order ??= hrefs;
          expect(hrefs, `${route}: the same order on every part`).toEqual(order);
          // The series pager: previous and next part in that order.
          const pager = page.locator('.fb-series-pager');
          const prev = current > 0 ? order[current - 1] : null;
          const next = current < order.length - 1 ? order[current + 1] : null;
          if (prev) await expect(pager.locator('.fb-series-pager__prev')).toHaveAttribute('href', prev);
          else await expect(pager.locator('.fb-series-pager__prev')).toHaveCount(0);
          if (next) await expect(pager.locator('.fb-series-pager__next')).toHaveAttribute('href', next);
          else await expect(pager.locator('.fb-series-pager__next')).toHaveCount(0);
        }
        // The series reads in sidebar order (its parts' _meta.json order).
        await page.goto(url(series.routes[0]));
        const sidebar = await page.locator('.rp-doc-layout__sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(order!.map((h) => sidebar.indexOf(h))).toEqual(order!.map((h) => sidebar.indexOf(h)).sort((a, b) => a - b));
      }
    });
  });
}

test.describe('articles', () => {
  test.beforeEach(async ({ context }) => stubOutsideWorld(context));

  test('a tag link on an article opens the tags page showing that tag alone, with exactly its posts (client navigation)', async ({ page, blog }) => {
    const post = TECHNICAL.find((p) => p.tags.some((t) => /[^\x00-\x7f]/.test(t)))!;
    await blog.goto(post.link);
    const tag = post.tags.find((t) => /[^\x00-\x7f]/.test(t))!;
    await page.locator('.fb-post-tag', { hasText: `#${tag}` }).click();
    await expect(page.locator('h1')).toContainText('标签');
    const visible = page.locator('.fb-tag:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('id', tagAnchor(tag));
    await expect(visible.locator(`a[href="${BASE}${post.link}"]`)).toHaveCount(1);
    // Another tag from the filter list: that one alone now.
    const other = TAGS.find((t) => tagSlug(t) !== tagSlug(tag))!;
    await page.getByRole('navigation', { name: '全部标签' }).getByRole('link', { name: new RegExp(`^#${other}（`) }).click();
    await expect(page.locator('.fb-tag:visible')).toHaveCount(1);
    await expect(page.locator('.fb-tag:visible')).toHaveAttribute('id', tagAnchor(other));
    await page.getByRole('link', { name: '显示全部标签' }).click();
    await expect(page.locator('.fb-tag:visible')).toHaveCount(TAGS.length);
  });
  test('the home page, its footer and the line under every doc page link to the archive; the lists are in the sitemap', async ({ page, request }) => {
    await page.goto(url('/'));
    await expect(page.getByRole('region', { name: '最新文章' }).getByRole('link', { name: '全部文章（归档）' })).toHaveAttribute('href', `${BASE}/archive/`);
    await expect(page.locator('footer').getByRole('link', { name: '归档' })).toHaveAttribute('href', `${BASE}/archive/`);
    await page.goto(url(AN_ARTICLE));
    await expect(page.locator('.blog-feed-links').getByRole('link', { name: '归档' })).toHaveAttribute('href', `${BASE}/archive/`);
    const sitemap = await (await request.get(url('/sitemap.xml'))).text();
    expect(sitemap).toContain('/free-blog/archive/</loc>');
    expect(sitemap).toContain('/free-blog/tags/</loc>');
    expect(sitemap).toContain('/free-blog/archive/rust/</loc>');
  });
});

// The archive, its section filters, the tags page and every series part are pages of their own, and the
// sweep (sweep.spec.ts) runs axe over each in both schemes. What it cannot reach is a state: the tags page
// filtered to one tag by its hash.
for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the tags page filtered to one tag has no violations (${scheme})`, async ({ page, blog }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const tag = TAGS.find((t) => /[^\x00-\x7f]/.test(t))!;
    await blog.goto(tagLink(tag));
    await expect(page.locator('.fb-tag:visible')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
}
