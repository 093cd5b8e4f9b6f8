import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ASYNC_CHUNK, nextPage } from '../locators';

// Comments (plugins/comments): giscus below articles, loaded lazily, keyed by route, with a
// fallback line. The fixtures answer giscus.app with a page that never posts a message ("silent");
// tests that need a live widget install ALIVE, which posts like giscus does and records what the
// widget sends it.

// A fixture article long enough that its comment area starts far below the first screen, followed in
// the sidebar by another article (the pager's next link).
const ARTICLE = '/notes/long-read';
// A page at the top of the site, in no section (like the blog's about page): an article all the same.
const TOP_LEVEL = '/about';
const DISCUSSIONS = 'https://github.com/free-blog-dev/free-blog/discussions';
const FALLBACK = '评论区暂时无法加载。';

const ALIVE = `<!doctype html><title>giscus stub</title><script>
  window.received = [];
  addEventListener('message', (e) => window.received.push(e.data));
  parent.postMessage({ giscus: { resizeHeight: 280 } }, '*');
</script>`;

async function giscusAlive(page: Page) {
  await page.route(/^https:\/\/giscus\.app\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: ALIVE }),
  );
}

// The comment widget's chunk and giscus's. Code-split chunks are named by id (rspress.config.ts), so each is
// told by what it holds: the widget's storage probe key (CommentsWidget.tsx), and the attribute names
// @giscus/react gives giscus-widget.
const WIDGET_CODE = '__fb_giscus_probe__';
const GISCUS_CODE = 'reactionsenabled';

/**
 * Every request URL the page makes, in order, and whether a code-split chunk it requested holds some code
 * (a request still under way counts: its body is waited for).
 */
function recordRequests(page: Page) {
  const urls: string[] = [];
  const chunks: Promise<string>[] = [];
  page.on('request', (r) => {
    urls.push(r.url());
    if (ASYNC_CHUNK.test(new URL(r.url()).pathname)) chunks.push(r.response().then((res) => res?.text() ?? '').catch(() => ''));
  });
  const fetched = async (code: string) => (await Promise.all(chunks)).some((body) => body.includes(code));
  return { urls, fetched };
}
const isGiscusFrame = (u: string) => u.startsWith('https://giscus.app/');

async function scrollToComments(page: Page) {
  await page.locator('.fb-comments').scrollIntoViewIfNeeded();
}

function widgetFrame(page: Page) {
  return page.locator('.fb-comments giscus-widget iframe');
}

/** React 19 sets the widget's `theme` property (giscus does not reflect it to the attribute). */
function widgetTheme(page: Page) {
  return page.evaluate(() => (document.querySelector('.fb-comments giscus-widget') as unknown as { theme?: string })?.theme);
}

async function frameParams(page: Page) {
  const src = await widgetFrame(page).getAttribute('src');
  return new URL(src ?? 'about:blank');
}

test.describe('comments', () => {
  test('the giscus chunk and frame are requested only when the comment area nears the viewport', async ({ blog, page }) => {
    await giscusAlive(page);
    const { urls, fetched } = recordRequests(page);
    const response = await blog.goto(ARTICLE);
    // The static HTML reserves the area but holds nothing of giscus.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('class="fb-comments"');
    expect(html).not.toContain('giscus-widget');
    expect(html).not.toMatch(/<iframe/);

    const box = page.locator('.fb-comments__box');
    await expect(box).toHaveAttribute('data-state', 'waiting');
    expect((await box.boundingBox())?.height).toBeGreaterThanOrEqual(320); // reserved space
    const requested = async () => [await fetched(WIDGET_CODE), await fetched(GISCUS_CODE), urls.some(isGiscusFrame)];
    expect(await requested(), 'the widget\'s chunk, giscus\'s, its frame').toEqual([false, false, false]);

    await scrollToComments(page);
    await expect(widgetFrame(page)).toHaveAttribute('title', '评论');
    // The frame element can be there (and titled) a moment before its request goes out.
    await expect.poll(requested).toEqual([true, true, true]);
    const src = await frameParams(page);
    expect(src.origin + src.pathname).toBe('https://giscus.app/zh-CN/widget');
    expect(src.searchParams.get('repo')).toBe('free-blog-dev/free-blog');
    expect(src.searchParams.get('term')).toBe(ARTICLE);
    expect(src.searchParams.get('strict')).toBe('1');
    await expect(box).toHaveAttribute('data-state', 'alive');
  });

  test("the widget's code failing to load ends in the line, not an error", async ({ blog, page }) => {
    await giscusAlive(page);
    await page.route(ASYNC_CHUNK, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(WIDGET_CODE)) await route.abort('connectionfailed');
      else await route.fulfill({ response });
    });
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect(page.locator('.fb-comments__box')).toHaveAttribute('data-state', 'failed');
    await expect(page.locator('.fb-comments__fallback')).toContainText(FALLBACK);
    await expect(page.locator('.fb-comments__fallback a')).toHaveAttribute('href', DISCUSSIONS);
  });

  test('client-side navigation shows the thread of the page being read', async ({ blog, page }) => {
    await giscusAlive(page);
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect(widgetFrame(page)).toHaveCount(1);
    expect((await frameParams(page)).searchParams.get('term')).toBe(ARTICLE);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const { link: next, href } = await nextPage(page);
    const nextRoute = new URL(href, page.url()).pathname.replace('/free-blog', '');
    expect(nextRoute).not.toBe(ARTICLE);
    await next.click();
    await expect.poll(() => blog.route()).toBe(nextRoute);
    // Same document (no reload), and the old thread is gone until the new area is reached.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page.locator('.fb-comments')).toHaveAttribute('data-term', nextRoute);
    await scrollToComments(page);
    await expect(widgetFrame(page)).toHaveCount(1);
    await expect.poll(async () => (await frameParams(page)).searchParams.get('term')).toBe(nextRoute);
  });

  test('the widget theme follows the light/dark switch', async ({ blog, page }) => {
    await giscusAlive(page);
    await blog.goto(ARTICLE);
    expect(await blog.isDark()).toBe(false);
    await scrollToComments(page);
    await expect(page.locator('.fb-comments__box')).toHaveAttribute('data-state', 'alive');
    expect((await frameParams(page)).searchParams.get('theme')).toBe('light');

    await page.evaluate(() => window.scrollTo(0, 0));
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(true);
    await expect.poll(() => widgetTheme(page)).toBe('dark');
    const frame = page.frame({ url: /^https:\/\/giscus\.app\// });
    await expect
      .poll(() => frame?.evaluate(() => (window as unknown as { received: { giscus?: { setConfig?: { theme?: string } } }[] }).received.map((m) => m.giscus?.setConfig?.theme)))
      .toContain('dark');

    await blog.toggleTheme();
    await expect.poll(() => widgetTheme(page)).toBe('light');
  });

  test('giscus.app aborted: after 10 s a line links to the discussions', async ({ blog, page }) => {
    await page.route(/^https:\/\/giscus\.app\//, (route) => route.abort('blockedbyclient'));
    await page.clock.install();
    const { urls } = recordRequests(page);
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect.poll(() => urls.some(isGiscusFrame)).toBe(true);
    await expect(page.locator('.fb-comments__box')).toHaveAttribute('data-state', 'loading');
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    await page.clock.fastForward(10_000);
    const line = page.locator('.fb-comments__fallback');
    await expect(line).toContainText(FALLBACK);
    await expect(line.getByRole('link', { name: '到 GitHub Discussions 参与讨论' })).toHaveAttribute('href', DISCUSSIONS);
    await expect(widgetFrame(page)).toHaveCount(0);
  });

  test('giscus.app silent for 10 s: the same line', async ({ blog, page }) => {
    // The fixtures' stub answers giscus.app but never posts a message.
    await page.clock.install();
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect(widgetFrame(page)).toHaveCount(1);
    await expect(page.locator('.fb-comments__box')).toHaveAttribute('data-state', 'loading');
    await expect(page.locator('.fb-comments__fallback')).toHaveCount(0);
    await page.clock.fastForward(10_000);
    await expect(page.locator('.fb-comments__fallback')).toContainText(FALLBACK);
    await expect(page.locator('.fb-comments__fallback a')).toHaveAttribute('href', DISCUSSIONS);
  });

  test('a live giscus keeps the widget after 10 s', async ({ blog, page }) => {
    await giscusAlive(page);
    await page.clock.install();
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect(page.locator('.fb-comments__box')).toHaveAttribute('data-state', 'alive');
    await page.clock.fastForward(20_000);
    await expect(widgetFrame(page)).toHaveCount(1);
    await expect(page.locator('.fb-comments__fallback')).toHaveCount(0);
  });

  test('giscus reporting a fatal error falls back at once', async ({ blog, page }) => {
    await page.route(/^https:\/\/giscus\.app\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<script>parent.postMessage({ giscus: { error: 'giscus is not installed on this repository' } }, '*')</script>`,
      }),
    );
    // giscus itself logs the error it receives; that is expected here.
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect(page.locator('.fb-comments__fallback')).toContainText(FALLBACK);
  });

  test('not configured: the line at once, and giscus is never requested', async ({ blog, page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __BLOG_GISCUS_OVERRIDE__: object }).__BLOG_GISCUS_OVERRIDE__ = { repoId: '' };
    });
    const { urls, fetched } = recordRequests(page);
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    const line = page.locator('.fb-comments__fallback');
    await expect(line).toContainText(FALLBACK);
    await expect(line.locator('a')).toHaveAttribute('href', DISCUSSIONS);
    expect(urls.filter(isGiscusFrame)).toEqual([]);
    expect(await fetched(GISCUS_CODE), 'giscus\'s chunk').toBe(false);
  });

  test('storage that throws (blocked site data) ends in the line, not an error', async ({ blog, page }) => {
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (key === 'giscus-session') throw new DOMException('The operation is insecure.', 'SecurityError');
        return getItem.call(this, key);
      };
    });
    await giscusAlive(page);
    await blog.goto(ARTICLE);
    await scrollToComments(page);
    await expect(page.locator('.fb-comments__fallback')).toContainText(FALLBACK);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // Home, 404, two section indexes and two group indexes.
  for (const route of ['/', '/no-such-page', '/guide/', '/notes/', '/guide/basics/', '/guide/deep/']) {
    test(`no comment area on ${route}`, async ({ blog, page }) => {
      const response = await blog.goto(route);
      // The page is there (a renamed fixture page would turn this into the 404 page, which has no comments either).
      expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
      expect((await response?.text()) ?? '').not.toContain('fb-comments');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('.fb-comments')).toHaveCount(0);
      await expect(page.locator('giscus-widget')).toHaveCount(0);
    });
  }

  test(`${TOP_LEVEL}, a top-level page, has comments`, async ({ blog, page }) => {
    await giscusAlive(page);
    await blog.goto(TOP_LEVEL);
    await scrollToComments(page);
    await expect.poll(async () => (await frameParams(page)).searchParams.get('term')).toBe(TOP_LEVEL);
  });
});
