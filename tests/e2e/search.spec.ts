// Searching the blog's own articles: a Chinese word from the middle of a sentence finds its article, a deep
// word fetches only its shards and one page, and the dialog asks for the manifest the build wrote (the index's
// files themselves are checked in the build: tests/output/search-index.test.ts). The dialog's
// machinery (opening, keyboard, no hits, what is fetched when) is tested on the fixture site:
// fixture-site/search.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { SHARD_FORMAT } from '../../site/shared/searchShards';
import { isArticle, withoutCode } from '../content/docs';
import { OUT } from '../output/build';
import { BASE, expect, test } from './fixtures';
import { INDEX, INDEX_READY, items, PAGE_FILE, panel, SHARD } from './locators';
import { DOC_PAGES } from './routes';

/** Plain prose lines of a Markdown body: no headings, lists, quotes, tables, HTML or front matter. */
function proseLines(body: string): string[] {
  return withoutCode(body)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^([#>|<!-]|\d+\.|\*\s|:::)/.test(l));
}

/**
 * A 4-character Chinese word from the middle of a sentence of a real article: inside a run of Han
 * characters that does not start the line, and found in no other page, so exactly one article has it.
 */
function midSentenceWord(): { word: string; route: string; title: string } {
  const texts = DOC_PAGES.map((p) => withoutCode(p.body));
  for (const [i, p] of DOC_PAGES.entries()) {
    if (!isArticle(p)) continue;
    for (const line of proseLines(p.body)) {
      for (const m of line.matchAll(/\p{Script=Han}{8,}/gu)) {
        if ((m.index ?? 0) < 6) continue; // not at the paragraph's start
        const word = m[0].slice(2, 6); // not at the run's start either
        if (/^[的了是在和与也就都而或及把被]|[的了是在和与也就都而或及把被]$/.test(word)) continue;
        if (texts.every((t, j) => j === i || !t.includes(word)) && !String(p.frontmatter.title).includes(word)) {
          return { word, route: p.route, title: String(p.frontmatter.title) };
        }
      }
    }
  }
  throw new Error('no mid-sentence word found in docs/');
}

test.describe('search over the blog', () => {
  test.describe.configure({ timeout: 150_000 });
  test('a Chinese word from the middle of a sentence finds its article', async ({ blog, page, baseURL }) => {
    const { word, route, title } = midSentenceWord();
    // The blog is built without remote search (tests/output/search-code.test.ts): opened and asked, the search
    // fetches its own code and files of the index, nothing else (a remote search's API would be asked too).
    const searchFiles = new RegExp(`^${new URL('/free-blog/static/', baseURL).href.replace(/[.]/g, '\\.')}(search_index\\.|js/async/|css/async/)`);
    const other: string[] = [];
    await blog.goto('/');
    page.on('request', (r) => {
      if (!searchFiles.test(r.url())) other.push(r.url());
    });
    const input = await blog.openSearch();
    await input.fill(word);
    const hit = items(page).locator(`a[href="/free-blog${route}"]`).first();
    await expect(hit, `search for '${word}' (from ${route})`).toBeVisible({ timeout: INDEX_READY });
    await expect(panel(page).locator('.rp-suggest-item__mark').first()).toHaveText(word);
    await expect(panel(page).locator('.rp-search-panel__tabs'), 'one group of results, no tabs').toHaveCount(0);
    expect(other, 'requests of the search besides its code and its index').toEqual([]);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/free-blog${route}(#.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  });

  test('a query fetches only its own shards and candidate pages, each once, and finds a word deep in an article', async ({ blog, page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/search_index/.test(path)) requested.push(path);
    });
    await blog.goto('/');
    const input = await blog.openSearch();
    await expect(panel(page)).toBeVisible();
    expect(requested.filter((p) => SHARD.test(p) || PAGE_FILE.test(p)), 'before the first query').toEqual([]);
    const deep = midSentenceWord();
    await input.fill(deep.word);
    await expect(items(page).first()).toBeVisible({ timeout: INDEX_READY });
    await expect(items(page).first()).toContainText(deep.title);
    // A four-character word: two bigrams cover it, and the third narrows when more than one page holds
    // both, so at most three shards; one article holds it.
    expect(requested.filter((p) => SHARD.test(p)).length).toBeLessThanOrEqual(3);
    expect(requested.filter((p) => PAGE_FILE.test(p))).toHaveLength(1);
    // Another query with hits (two Chinese characters of another article's title), then the deep word again.
    const [other] = DOC_PAGES.filter((p) => isArticle(p) && p.route !== deep.route).flatMap((p) => /\p{Script=Han}{2}/u.exec(String(p.frontmatter.title))?.[0] ?? []);
    await input.fill(other!);
    await expect(items(page).first()).toBeVisible({ timeout: INDEX_READY });
    await input.fill(deep.word);
    await expect(items(page).first()).toContainText(deep.title, { timeout: INDEX_READY });
    expect(new Set(requested).size, `each file once: ${requested.join(' ')}`).toBe(requested.length);
  });

  test('the dialog asks for the manifest the build wrote, a few bytes (its shards and pages: tests/output/search-index.test.ts)', async ({ blog, page }) => {
    const manifest = page.waitForResponse((r) => INDEX.test(new URL(r.url()).pathname));
    await blog.goto('/');
    await blog.openSearch();
    const response = await manifest;
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.length, 'manifest bytes').toBeLessThan(200);
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ format: SHARD_FORMAT });
    const file = path.join(OUT, decodeURIComponent(new URL(response.url()).pathname).replace(`${BASE}/`, ''));
    expect(body.equals(fs.readFileSync(file)), `${file} as served`).toBe(true);
  });
});
