import { ALL_ROUTES } from './routes';
import { expect, httpTest, test } from './fixtures';

test.describe('clean URLs', () => {
  test('/free-blog/hello.html shows the page and the address becomes /free-blog/hello', async ({ blog, page }) => {
    const response = await page.goto('/free-blog/hello.html');
    expect(response?.status()).toBe(200);
    await blog.hydrated();
    await expect(page).toHaveURL('/free-blog/hello');
    await expect(page.locator('.rp-not-found')).toHaveCount(0);
    await expect(page).toHaveTitle(/ - My Blog$/);
  });

  test('/free-blog/work (no slash) is a 301 to /free-blog/work/', async ({ request, page, blog }) => {
    const r = await request.get('/free-blog/work', { maxRedirects: 0 });
    expect(r.status()).toBe(301);
    expect(r.headers()['location']).toBe('/free-blog/work/');
    await page.goto('/free-blog/work');
    await blog.hydrated();
    await expect(page).toHaveURL('/free-blog/work/');
    await expect(page.getByRole('heading', { level: 1, name: '工作笔记', exact: true })).toBeVisible();
  });

  test('/free-blog/work/index shows the overview at /free-blog/work/', async ({ blog, page }) => {
    const response = await page.goto('/free-blog/work/index');
    expect(response?.status()).toBe(200);
    await blog.hydrated();
    await expect(page).toHaveURL('/free-blog/work/');
    await expect(page.getByRole('heading', { level: 1, name: '工作笔记', exact: true })).toBeVisible();
  });

  test('links to the home page keep its canonical address /free-blog/', async ({ blog, page }) => {
    await blog.goto('/hello');
    await page.locator('.rp-nav-menu a', { hasText: 'Home' }).click();
    await expect(page).toHaveURL('/free-blog/');
    await blog.goto('/rust/');
    await page.locator('.rp-nav__title__link').click();
    await expect(page).toHaveURL('/free-blog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Free Blog', exact: true })).toBeVisible();
  });

  httpTest('internal links in the built HTML have no .html suffix, and every page is <html lang="zh-CN">', async ({ request }) => {
    let internal = 0;
    const bad: string[] = [];
    for (const route of ALL_ROUTES) {
      const r = await request.get(`/free-blog${route}`);
      expect(r.status(), route).toBe(200);
      const html = await r.text();
      expect(html, route).toMatch(/<html[^>]*\slang="zh-CN"/);
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
        if (!href.startsWith('/free-blog/') && !href.startsWith('./') && !href.startsWith('../')) continue;
        internal++;
        if (/\.html(#|\?|$)/.test(href) || /\/index(#|\?|$)/.test(href)) bad.push(`${route}: ${href}`);
      }
    }
    expect(internal).toBeGreaterThan(ALL_ROUTES.length * 10);
    expect(bad).toEqual([]);
  });
});
