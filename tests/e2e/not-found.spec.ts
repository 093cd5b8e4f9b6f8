import { expect, httpTest, test } from './fixtures';

test.describe('404 page', () => {
  test("an unknown path gives HTTP 404, '404', 'PAGE NOT FOUND'; no page title, the document title is the site's", async ({ blog, page }) => {
    const response = await blog.goto('/nope/deeper');
    expect(response?.status()).toBe(404);
    await expect(page.locator('.rp-not-found__error-code')).toHaveText('404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PAGE NOT FOUND');
    // SPEC §2's empty title is the page's own: the document title is the site title alone, never
    // '404 - My Blog' and never empty (WCAG 2.4.2).
    expect(await page.evaluate(() => document.title)).toBe('My Blog');
    await expect(page.locator('main')).toContainText('PAGE NOT FOUND');
    expect(blog.route()).toBe('/nope/deeper');
  });

  test("'Take me home' links to /free-blog/ and goes there", async ({ blog, page }) => {
    await blog.goto('/nope/deeper');
    const home = page.getByRole('link', { name: 'Take me home', exact: true });
    await expect(home).toHaveAttribute('href', '/free-blog/');
    await home.click();
    await expect(page).toHaveURL('/free-blog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Blog');
    await expect(page).toHaveTitle('My Blog');
  });

  httpTest("the static 404.html already has the texts and the site's title alone (no JavaScript needed)", async ({ request }) => {
    const response = await request.get('/free-blog/nope/deeper');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/g)).toEqual(['<title>My Blog</title>']);
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toContain('Take me home');
  });

  test('a path with the default-language prefix is sent to the path without it', async ({ blog, page }) => {
    await page.goto('/free-blog/zh-CN/hello');
    await expect(page).toHaveURL('/free-blog/hello');
    await blog.hydrated();
    await expect(page.locator('.rp-not-found')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('PAGE NOT FOUND');
  });
});
