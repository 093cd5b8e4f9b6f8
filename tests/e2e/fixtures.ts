import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';

export const BASE = '/free-blog';
export const url = (route: string) => `${BASE}${route}`;

/** Every request that leaves the machine is answered here: no test depends on the internet. */
export async function stubOutsideWorld(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  await context.route(/^https:\/\/giscus\.app\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>giscus stub</title>' }),
  );
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' }),
  );
}

/**
 * A stand-in for React's devtools hook, installed before the page's scripts: React reports each commit
 * to it, and it hands the commit's fiber root to every function a test's own init script puts in
 * `window.__fbOnCommit`. Call it before that init script.
 */
export function onReactCommits(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __fbOnCommit: Array<(root: unknown) => void>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__fbOnCommit = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot: (_id: number, root: unknown) => w.__fbOnCommit.forEach((fn) => fn(root)),
    };
  });
}

export class BlogPage {
  constructor(readonly page: Page) {}

  /** Opens a route (without the base) and waits until React has hydrated the static HTML. */
  async goto(route: string, opts: { waitForHydration?: boolean } = {}) {
    const response = await this.page.goto(url(route));
    if (opts.waitForHydration !== false) await this.hydrated();
    return response;
  }

  async hydrated() {
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  /** The pathname without the base, decoded ('/tags/并发/', as routes are written). */
  route() {
    return decodeURIComponent(new URL(this.page.url()).pathname).replace(BASE, '') || '/';
  }

  async openSearch(via: 'keyboard' | 'button' = 'keyboard') {
    if (via === 'keyboard') await this.page.keyboard.press('Control+k');
    else await this.page.locator('.rp-nav .rp-search-button').first().click();
    const input = this.page.getByPlaceholder('Search Docs').last();
    await expect(input).toBeVisible();
    return input;
  }

  async toggleTheme() {
    await this.page.locator('.rp-nav .rp-switch-appearance').first().click();
  }

  isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}

export const test = base.extend<{ blog: BlogPage; pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    // A hydration mismatch is reported as a console message, not a page error; it is a bug all the same.
    page.on('console', (m) => {
      if (/Minified React error #(418|423|425)|Hydration failed|did not match/.test(m.text())) errors.push(new Error(m.text()));
    });
    await use(errors);
    expect(errors.map((e) => e.message), 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page }, use) => {
    await stubOutsideWorld(page.context());
    await use(page);
  },
  // Every test gets the error watch, whether or not it asks for it.
  blog: [
    async ({ page, pageErrors }, use) => {
      void pageErrors;
      await use(new BlogPage(page));
    },
    { auto: true },
  ],
});

export { expect };
