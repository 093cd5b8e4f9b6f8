// Drafts and series on the fixture site: guide/deep/draft-page.md is a draft (with a word no other page
// has), guide/basics/series-one and series-two are the two parts of 夹具系列, guide/every-field is the only
// part of 字段系列.
import fs from 'node:fs';
import path from 'node:path';
import { BASE, expect, httpTest, test, url } from '../fixtures';

const OUT = process.env.BLOG_FIXTURE_OUT_DIR ?? 'doc_build_fixture';
const DRAFT = '/guide/deep/draft-page';
const DRAFT_WORD = '草稿独有词';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test.describe('a draft', () => {
  test('is not a page: its URL is the 404 page', async ({ page, blog }) => {
    const response = await page.goto(url(DRAFT));
    expect(response?.status()).toBe(404);
    await blog.hydrated();
    await expect(page.getByText('PAGE NOT FOUND', { exact: true })).toBeVisible();
  });

  test('is in no sidebar, list or search', async ({ page, blog }) => {
    await blog.goto('/guide/deep/');
    const sidebar = page.locator('.rp-doc-layout__sidebar').first();
    await expect(sidebar.locator('a[href$="/guide/deep/live"]')).toHaveCount(1);
    await expect(sidebar.locator(`a[href$="${DRAFT}"]`)).toHaveCount(0);
    await expect(sidebar).not.toContainText('一篇草稿');
    for (const route of ['/archive/', '/tags/', '/']) {
      await blog.goto(route);
      await expect(page.locator(`a[href$="${DRAFT}"]`), route).toHaveCount(0);
    }
    const input = await blog.openSearch();
    await input.fill(DRAFT_WORD);
    await expect(page.locator('.rp-no-search-result')).toBeVisible();
  });

  httpTest('leaves no trace in the build: no file names it or holds its text', async ({ request }) => {
    expect(fs.existsSync(path.join(OUT, 'index.html')), `${OUT}/ is the fixture site's build`).toBe(true);
    const traces = filesUnder(OUT).filter((f) => {
      const text = fs.readFileSync(f).toString('utf8');
      return text.includes('draft-page') || text.includes(DRAFT_WORD);
    });
    expect(traces).toEqual([]);
    // And what the server hands out agrees (the feeds, the sitemap, the llms files).
    for (const file of ['/sitemap.xml', '/atom.xml', '/rss.xml', '/llms.txt', '/llms-full.txt']) {
      const body = await (await request.get(url(file))).text();
      expect(body.length, file).toBeGreaterThan(0);
      expect(body, file).not.toContain('draft-page');
    }
  });
});

for (const js of [true, false]) {
  test.describe(`a series, JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js });
    const PARTS = ['/guide/basics/series-one', '/guide/basics/series-two'];
    const TITLES = ['系列第一篇：夹具里的开头', '系列第二篇：夹具里的结尾'];

    test('each part lists both parts in reading order, marks itself and links its neighbour', async ({ page }) => {
      for (const [i, route] of PARTS.entries()) {
        await page.goto(url(route));
        const block = page.getByRole('navigation', { name: '系列：夹具系列' });
        await expect(block).toBeVisible();
        await expect(block.locator('li')).toHaveText(TITLES);
        await expect(block.locator('[aria-current="page"]')).toHaveText(TITLES[i]);
        await expect(block.locator('a')).toHaveAttribute('href', `${BASE}${PARTS[1 - i]}`);
        const pager = page.locator('.fb-series-pager');
        if (i === 0) {
          await expect(pager.locator('.fb-series-pager__prev')).toHaveCount(0);
          await expect(pager.locator('.fb-series-pager__next')).toHaveAttribute('href', `${BASE}${PARTS[1]}`);
        } else {
          await expect(pager.locator('.fb-series-pager__prev')).toHaveAttribute('href', `${BASE}${PARTS[0]}`);
          await expect(pager.locator('.fb-series-pager__next')).toHaveCount(0);
        }
      }
    });

    test('a series of one part shows no series block', async ({ page }) => {
      await page.goto(url('/guide/every-field'));
      await expect(page.getByRole('heading', { level: 1, name: '全部字段：一篇写满前置字段的文章' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /^系列：/ })).toHaveCount(0);
      await expect(page.locator('.fb-series-pager')).toHaveCount(0);
    });
  });
}
