// Reading a growing blog: the archive, series, related posts, dates and tags, in the
// production build, with JavaScript on and off. Expectations come from docs/ front matter.
import type { Locator } from '@playwright/test';
import { tagAnchor, tagLink, tagSlug } from '../../site/shared/posts';
import { axeViolations, BASE, expect, stubOutsideWorld, test, url } from './fixtures';
import { ARCHIVE_ROUTES, checkArchivePage, checkSeriesPart, SERIES, SERIES_NAMES } from './post-lists';
import { AN_ARTICLE, frontmatterOf, POSTS, TECHNICAL_POSTS as TECHNICAL, writtenTagsOf } from './routes';

const TAGS = [...new Map(POSTS.flatMap((p) => p.tags.map((t) => [tagSlug(t), t] as const))).values()];
/** The posts with a tag, newest first, by the tags their front matter lists (not the model's reading of them). */
const postsTagged = (tag: string) =>
  POSTS.filter((p) => writtenTagsOf(p.link).some((t) => tagSlug(t) === tagSlug(tag))).map((p) => `${BASE}${p.link}`);
/** The posts a tag's section of the tags page lists, in order. */
const postsListedIn = (section: Locator) => section.locator('.fb-post-list__item a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

for (const js of [true, false]) {
  test.describe(`JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js });
    test.beforeEach(async ({ context }) => stubOutsideWorld(context));

    // With JavaScript on, each archive page and each part of a series is checked where the sweep loads it
    // (sweep.spec.ts); without, here, with the same checks (post-lists.ts), one page after another.
    if (!js) test('every archive page lists exactly its posts, newest first, by year, and marks itself in the section filter', async ({ page }) => {
      test.setTimeout(120_000); // one page per section
      expect(ARCHIVE_ROUTES.length, 'the whole archive and a page per section').toBeGreaterThan(1);
      for (const route of ARCHIVE_ROUTES) {
        await page.goto(url(route));
        await test.step(route, async () => {
          await expect(page.getByRole('heading', { level: 1, name: String(frontmatterOf(route).title), exact: true })).toBeVisible();
          await checkArchivePage(page, route);
        });
      }
    });

    test('the tags page lists every tag with exactly its posts; /tags/#tag-x shows that tag alone', async ({ page }) => {
      expect(TAGS.length, 'the content has tags').toBeGreaterThan(3);
      await page.goto(url('/tags/'));
      const sections = page.locator('.fb-tag');
      await expect(sections).toHaveCount(TAGS.length);
      for (const tag of TAGS) {
        expect(await postsListedIn(page.locator(`[id="${tagAnchor(tag)}"]`)), tag).toEqual(postsTagged(tag));
      }
      expect(await page.getByRole('navigation', { name: '全部标签' }).getByRole('link').count()).toBe(TAGS.length);
      for (const tag of TAGS.slice(0, 3)) {
        await page.goto(url(tagLink(tag)));
        await expect(page.locator('.fb-tag:visible')).toHaveCount(1);
        await expect(page.locator('.fb-tag:visible')).toHaveAttribute('id', tagAnchor(tag));
        await expect(page.getByRole('link', { name: '显示全部标签' })).toBeVisible();
      }
    });

    if (!js) test('every part of every series shows its series block in order, marks itself, and links its neighbours', async ({ page }) => {
      test.setTimeout(120_000); // every part of every series, one page each: 30 s is too short on a busy machine
      expect(SERIES.length, 'the four series of the content plan').toBeGreaterThanOrEqual(4);
      // And no series of one part (a misspelt series: name on one post would make one).
      expect(SERIES_NAMES.filter((name) => !SERIES.some((s) => s.name === name)), 'series of one part').toEqual([]);
      for (const route of SERIES.flatMap((s) => s.parts.map((p) => p.link))) {
        await page.goto(url(route));
        await test.step(route, () => checkSeriesPart(page, route));
      }
    });
  });
}

test.describe('articles', () => {
  test.beforeEach(async ({ context }) => stubOutsideWorld(context));

  test('a tag link on an article opens the tags page showing that tag alone, with exactly its posts (client navigation)', async ({ page, blog }) => {
    const post = TECHNICAL.find((p) => p.tags.some((t) => /[^\x00-\x7f]/.test(t)))!;
    await blog.goto(post.link);
    // A mark on the document: a client-side navigation keeps it, a page load would not.
    await page.evaluate(() => ((window as unknown as { __fbSameDocument: boolean }).__fbSameDocument = true));
    const tag = post.tags.find((t) => /[^\x00-\x7f]/.test(t))!;
    await page.locator('.fb-post-tag', { hasText: `#${tag}` }).click();
    await expect(page.locator('h1')).toContainText('标签');
    const visible = page.locator('.fb-tag:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveAttribute('id', tagAnchor(tag));
    expect(await postsListedIn(visible)).toEqual(postsTagged(tag));
    expect(postsTagged(tag)).toContain(`${BASE}${post.link}`);
    expect(await page.evaluate(() => (window as unknown as { __fbSameDocument?: boolean }).__fbSameDocument), 'the same document (client-side navigation)').toBe(true);
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
