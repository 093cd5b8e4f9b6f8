import { DOCS, isArticle } from '../content/docs';
import { LATEST_POSTS } from '../../site/shared/latestPosts';
import { sectionLabelOf, sectionLabels } from '../../site/node/sections';
import { BASE, expect, stubOutsideWorld, test } from './fixtures';
import { DOC_PAGES, writtenDateOf } from './routes';

// The newest articles: the published articles with a date (which pages those are, the site's own rules say),
// put in order here, not by site/shared/posts.ts: by the date their files write, newest first, ties by title;
// their sections labelled from _meta.json, as the sidebar labels its groups.
const labels = sectionLabels(DOCS);
const expected = DOC_PAGES.filter((p) => isArticle(p) && p.frontmatter.date !== undefined)
  .map((p) => ({ link: p.route, title: String(p.frontmatter.title), date: writtenDateOf(p.route), section: sectionLabelOf(p.route, labels) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
  .slice(0, LATEST_POSTS);

test.describe('home: latest articles', () => {
  test('are in the static HTML, newest first, with section and date', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await stubOutsideWorld(context);
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    const list = page.getByRole('region', { name: '最新文章' });
    await expect(list).toBeVisible();
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [i, post] of expected.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('link')).toHaveText(post.title);
      await expect(item.getByRole('link')).toHaveAttribute('href', `${BASE}${post.link}`);
      await expect(item.locator('time')).toHaveAttribute('datetime', post.date);
      if (post.section) await expect(item.locator('.fb-latest__meta span').first()).toHaveText(post.section);
    }
    await context.close();
  });

  test('link to the article', async ({ blog, page }) => {
    await blog.goto('/');
    await page.getByRole('region', { name: '最新文章' }).getByRole('link').first().click();
    await expect(page).toHaveURL(`${BASE}${expected[0].link}`);
    await expect(page.getByRole('heading', { level: 1, name: expected[0].title })).toBeVisible();
  });
});
