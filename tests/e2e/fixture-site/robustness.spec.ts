// Robustness, on the fixture site: browser storage that throws or holds garbage, malformed percent-encoded
// hashes, URL variants (trailing slash, .html, index, double slashes, a different case), a route chunk gone
// after a redeploy, scroll restoration. (The 320 px check of every route of the blog is in ../sweep.spec.ts.)
import type { Request } from '@playwright/test';
import { BASE, expect, pageIdle, test, url } from '../fixtures';

const ARTICLE = '/guide/basics/code-and-image';
const ARTICLE_H1 = '代码与图片：长代码块和可放大的图';
/** The article's group page, and another article of the group (a sidebar link away). */
const GROUP = '/guide/basics/';
const OTHER = '/guide/basics/series-one';

test.describe('browser storage that throws or holds garbage', () => {
  test('localStorage getter throws SecurityError: page renders, theme follows system, toggle works', async ({ page, blog }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied.", 'SecurityError');
        },
      }),
    );
    await blog.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
    expect(await blog.isDark()).toBe(true);
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(false);
    // The choice holds for the visit: client-side navigation keeps it.
    await page.locator(`.rp-doc-layout__sidebar a[href$="${OTHER}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${OTHER}$`));
    expect(await blog.isDark()).toBe(false);
  });

  test('setItem throws QuotaExceededError: toggle still switches', async ({ page, blog }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await blog.goto(ARTICLE);
    expect(await blog.isDark()).toBe(false);
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(true);
  });

  test('a garbage stored theme value falls back to the system theme', async ({ page, blog }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', '"><img src=x onerror=window.__x=1>'));
    await blog.goto(ARTICLE);
    expect(await blog.isDark()).toBe(true);
    expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
  });
});

test.describe('a malformed percent-encoded hash', () => {
  for (const hash of ['#%E4%B8', '#%', '#%zz', '#%F0%9F']) {
    test(`a malformed hash on load keeps the article (${hash})`, async ({ page, blog }) => {
      await page.goto(url(ARTICLE) + hash);
      await blog.hydrated();
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('a malformed hash set on the client keeps the article', async ({ page, blog }) => {
    await blog.goto(GROUP);
    await page.locator(`.rp-doc-layout__sidebar a[href$="${ARTICLE}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '#%E4%B8');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.evaluate(() => {
      location.hash = '%F0%9F';
    });
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
    expect(await page.locator('main h1').count()).toBe(1);
  });
});

test.describe('URL variants', () => {
  // [requested path (without base), expected status, expected final path or '404']
  const matrix: [string, number, string][] = [
    ['/guide/basics/code-and-image', 200, '/guide/basics/code-and-image'],
    ['/guide/basics/code-and-image.html', 200, '/guide/basics/code-and-image'],
    ['/guide/basics/code-and-image/', 404, '404'],
    ['/Guide/Basics/Code-And-Image', 404, '404'],
    ['/guide/basics/CODE-AND-IMAGE', 404, '404'],
    ['/guide/', 200, '/guide/'],
    ['/guide', 200, '/guide/'],
    ['/guide/index.html', 200, '/guide/'],
    ['/guide/index', 200, '/guide/'],
    ['/GUIDE/', 404, '404'],
    ['//guide/', 200, '/guide/'],
    ['/guide//basics/code-and-image', 200, '/guide/basics/code-and-image'],
    ['/', 200, '/'],
    ['/index.html', 200, '/'],
    ['/guide%2Fbasics%2Fcode-and-image', 200, '/guide/basics/code-and-image'],
    ['/edge/Mixed-Case', 200, '/edge/Mixed-Case'],
    ['/edge/mixed-case', 404, '404'],
  ];
  for (const [path, status, final] of matrix) {
    test(`A5 ${path} -> ${status} ${final}`, async ({ page, blog }) => {
      const response = await page.goto(BASE + path + '?navbar=1');
      expect(response?.status()).toBe(status);
      await blog.hydrated();
      if (final === '404') {
        await expect(page.getByText('PAGE NOT FOUND', { exact: true })).toBeVisible();
        await expect(page.locator('.rp-doc-layout__doc-container')).toHaveCount(0);
      } else {
        expect(new URL(page.url()).pathname).toBe(BASE + final);
        expect(new URL(page.url()).search).toBe('?navbar=1');
        await expect(page.getByText('PAGE NOT FOUND', { exact: true })).toHaveCount(0);
        await expect(page.locator('h1').first()).toBeVisible();
      }
    });
  }

  test('A5 query payloads are not reflected', async ({ page, blog }) => {
    await page.goto(url(ARTICLE) + '?q=%3Csvg%20onload%3Dwindow.__x%3D1%3E&x=' + 'a'.repeat(8000));
    await blog.hydrated();
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
  });

  for (const path of ['/nope', '/a/b/c/d', '/%E4%B8', '/guide/100%']) {
    test(`A6 unknown route ${path} shows the 404 page`, async ({ page, blog }) => {
      const response = await page.goto(BASE + path);
      expect(response?.status()).toBe(404);
      await blog.hydrated();
      await expect(page.getByText('PAGE NOT FOUND', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', `${BASE}/`);
    });
  }
});

test.describe('B6 route chunk gone after a redeploy', () => {
  const CHUNK = /\/static\/js\/async\/.*\.js(\?.*)?$/;
  // A chunk fetched ahead (theme/hooks/usePrefetch.ts) before the redeploy would simply work; these tests
  // are about a chunk first requested after it, so nothing is fetched ahead here (Save-Data).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  });

  test('B6 a failed route chunk reloads the target once and shows it', async ({ page, blog }) => {
    await blog.goto(GROUP);
    let failures = 0;
    await page.route(CHUNK, (route) => {
      failures++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    // The next full page load gets the new deployment's files.
    page.once('framenavigated', () => void page.unroute(CHUNK));
    await page.locator(`.rp-doc-layout__sidebar a[href$="${ARTICLE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${url(ARTICLE)}$`));
    await blog.hydrated();
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => sessionStorage.getItem('fb-chunk-reload'))).toBeNull();
  });

  test('B6 a second failure shows a message instead of a reload loop', async ({ page, blog }) => {
    await blog.goto(GROUP);
    await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let loads = 0;
    page.on('load', () => loads++);
    // A reload comes from a chunk that failed, as its request ends: the requests are watched.
    const inFlight = new Set<Request>();
    let started = 0;
    page.on('request', (r) => (started++, inFlight.add(r)));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    await page.locator(`.rp-doc-layout__sidebar a[href$="${ARTICLE}"]`).first().click();
    await expect(page.getByRole('alert').filter({ hasText: '页面加载失败' })).toBeVisible({ timeout: 15_000 });
    // The reader still has the article: the static HTML of the target page.
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
    // Then the page has nothing left to do: no request in flight, and none started while it went idle
    // (a failed chunk reaches the page's handlers in tasks queued as its request ends; an idle callback
    // runs after them). A reload would have started by then.
    for (let quiet = false; !quiet; ) {
      await expect.poll(() => inFlight.size).toBe(0);
      const before = started;
      await pageIdle(page);
      quiet = started === before && inFlight.size === 0;
    }
    expect(loads).toBe(1);
    await expect(page.getByRole('alert').filter({ hasText: '页面加载失败' })).toBeVisible();
  });
});

test('B11 Back restores the scroll position; a new route starts at the top', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  // Scrolled, and the scroll event handled (the page's listeners first), before the reader leaves.
  const target = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const y = Math.round((document.documentElement.scrollHeight - innerHeight) * 0.6);
        window.addEventListener('scroll', () => resolve(y), { once: true });
        window.scrollTo(0, y);
      }),
  );
  await page.locator(`.rp-doc-layout__sidebar a[href$="${OTHER}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${OTHER}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE_H1 })).toBeVisible();
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - target)).toBeLessThanOrEqual(40);
});
