import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, httpTest, test } from '../fixtures';
import { FIXTURE_LIST_ROUTES, FIXTURE_PAGES, FIXTURE_ROUTES, fixtureSourceOf } from './site';

const EDIT_BASE = 'https://github.com/free-blog-dev/free-blog/tree/main/';
// Fixture articles: one whose front matter has `updated`, one dated by its last commit only.
const UPDATED = '/guide/every-field';
const COMMITTED = '/notes/a-note';
// A fixture article long enough to scroll.
const LONG = '/notes/long-read';

/**
 * The edit link of a page: the config's docRepoBaseUrl (the repository's docs/, the blog's content root)
 * followed by the page's path inside the content root being built. For the fixture site that root is
 * tests/fixtures/site, so '/guide/every-field' links to docs/guide/every-field.md.
 */
const editPathOf = (route: string) => `docs/${FIXTURE_PAGES.find((p) => p.route === route)!.file}`;

/**
 * The author times of a file's commits, newest first, as the build formats them (zh-CN locale).
 * The build shows the newest one; an older one is accepted only because the build under test may
 * predate a commit made since (the tree is shared).
 */
function commitTimes(file: string): string[] {
  const out = execFileSync('git', ['log', '--format=%at', '--', file], { encoding: 'utf8' }).trim();
  return out ? out.split('\n').map((t) => new Date(Number(t) * 1000).toLocaleString('zh-CN')) : [];
}

/**
 * What 'Last Updated' may show for a source file: its front matter's `updated: YYYY-MM-DD` (the author
 * marking a real revision wins, at midnight, plugins/page-data/slim.ts), else its commits' times.
 */
function expectedUpdated(file: string): string[] {
  const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  const day = /^updated:\s*['"]?(\d{4})-(\d{2})-(\d{2})/m.exec(front);
  return day ? [`${day[1]}/${Number(day[2])}/${Number(day[3])} 00:00:00`] : commitTimes(file);
}

test.describe('doc footer', () => {
  test("an article shows 'Last Updated': its front matter's updated date, else the date of its last commit", async ({ blog, page }) => {
    // Each branch of the rule on its own page: front matter `updated`, then the last commit.
    expect(fs.readFileSync(fixtureSourceOf(UPDATED), 'utf8')).toMatch(/^updated: /m);
    expect(fs.readFileSync(fixtureSourceOf(COMMITTED), 'utf8')).not.toMatch(/^updated: /m);
    for (const route of [UPDATED, COMMITTED]) {
      const times = expectedUpdated(fixtureSourceOf(route));
      expect(times.length, `${fixtureSourceOf(route)} is committed`).toBeGreaterThan(0);
      await blog.goto(route);
      const updated = page.locator('.rp-doc-footer .rp-last-updated');
      await expect(updated).toHaveText(/^Last Updated: \d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}:\d{2}$/);
      const shown = (await updated.textContent())!.replace('Last Updated: ', '');
      expect(times, route).toContain(shown);
    }
  });

  test('an article has an edit link to its source file on GitHub', async ({ blog, page }) => {
    await blog.goto(UPDATED);
    const edit = page.locator('.rp-doc-footer a.rp-edit-link');
    await expect(edit).toHaveAttribute('href', `${EDIT_BASE}docs/guide/every-field.md`);
    await expect(edit).toHaveAttribute('target', '_blank');
  });

  httpTest('every page links to its own source file (static HTML)', async ({ request }) => {
    for (const route of FIXTURE_ROUTES.filter((r) => r !== '/')) {
      // A list page (archive, tags) is made by plugins/posts from the posts' front matter: that is its source.
      const html = await (await request.get(`/free-blog${route}`)).text();
      const hrefs = [...html.matchAll(/<a\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /class="[^"]*\brp-edit-link\b/.test(tag))
        .map((tag) => /href="([^"]*)"/.exec(tag)?.[1]);
      expect(hrefs.length, route).toBeGreaterThan(0);
      const source = FIXTURE_LIST_ROUTES.includes(route) ? 'docs/../plugins/posts/index.ts' : editPathOf(route);
      for (const href of hrefs) expect(href, route).toBe(`${EDIT_BASE}${source}`);
    }
  });

  test('the scroll-to-top control appears after scrolling and brings the page back to the top', async ({ blog, page }) => {
    await blog.goto(LONG);
    const toTop = page.locator('.rp-scroll-to-top').filter({ visible: true });
    await expect(toTop).toHaveCount(0);
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(toTop).toHaveCount(1);
    await expect(toTop).toHaveText('回到顶部');
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await expect(toTop).toHaveCount(0);
  });

  test('the home page shows the footer message from the config', async ({ blog, page }) => {
    await blog.goto('/');
    await expect(page.locator('.rp-home-footer__message')).toContainText('© 2025–2026 Free Blog · 代码以 MIT 许可发布，文字以 CC BY-NC-SA 4.0 许可发布');
  });
});
