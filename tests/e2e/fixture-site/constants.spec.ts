import type { Page } from '@playwright/test';
import { expect, nextEvent, pageIdle, test } from '../fixtures';
import { routeChunkOf } from '../locators';
import { FIXTURE_LIST_ROUTES, FIXTURE_PAGES } from './site';

// The layout constants the site keeps where Rspress v2 differs (theme/index.css, rspress.config.ts):
// the navbar breakpoint, anchor offsets, indents and timings; on the fixture site.

test.describe('navbar breakpoint 1024 px', () => {
  const others = (page: Page) => page.locator('.rp-nav .rp-nav__others');
  const mdHamburger = (page: Page) => page.locator('.rp-nav .rp-nav-hamburger__md');

  for (const width of [1024, 1100, 1280]) {
    test(`${width} px: the full navbar, no hamburger, nothing overflows`, async ({ blog, page }) => {
      await page.setViewportSize({ width, height: 800 });
      await blog.goto('/guide/every-field');
      await expect(others(page)).toBeVisible();
      await expect(page.locator('.rp-nav .rp-nav__others .rp-switch-appearance')).toBeVisible();
      await expect(page.locator('.rp-nav .rp-nav-menu--right, .rp-nav .rp-nav-menu--left').first()).toBeVisible();
      await expect(mdHamburger(page)).toBeHidden();
      await expect(page.locator('.rp-nav .rp-nav-hamburger__sm')).toBeHidden();
      const overflow = await page.evaluate(() => {
        const nav = document.querySelector('.rp-nav')!;
        const right = Math.max(...Array.from(nav.querySelectorAll('*')).map((el) => el.getBoundingClientRect().right));
        return { scroll: document.documentElement.scrollWidth, inner: innerWidth, right };
      });
      expect(overflow.scroll).toBeLessThanOrEqual(overflow.inner);
      expect(overflow.right).toBeLessThanOrEqual(width);
    });
  }

  test('1023 px: the appearance switch and social links fold into the hamburger', async ({ blog, page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await blog.goto('/guide/every-field');
    await expect(others(page)).toBeHidden();
    await expect(mdHamburger(page)).toBeVisible();
    // The section links stay in the bar down to 769 px.
    await expect(page.locator('.rp-nav').getByRole('link', { name: 'Notes', exact: true })).toBeVisible();
  });

  test('768 px: the small-screen menu', async ({ blog, page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await blog.goto('/guide/every-field');
    await expect(page.locator('.rp-nav .rp-nav-hamburger__sm')).toBeVisible();
    await expect(mdHamburger(page)).toBeHidden();
  });
});

/**
 * One route of each kind of page the theme lays out, derived from the fixture site: the first page of each page
 * type (the home page), of each kind of source (Markdown, MDX with its components), a section's own page, an
 * article, a list page, and the 404 page.
 */
function oneOfEachKind(): string[] {
  const kinds = new Map<string, string>();
  for (const p of FIXTURE_PAGES) {
    const kind = `${String(p.frontmatter.pageType ?? 'doc')} ${p.file.endsWith('.mdx') ? 'mdx' : 'md'} ${p.route.endsWith('/') ? 'section' : 'article'}`;
    if (!kinds.has(kind)) kinds.set(kind, p.route);
  }
  return [...kinds.values(), FIXTURE_LIST_ROUTES[0], '/no-such-page'];
}

test('320 px wide, loaded fresh: every kind of page renders its small-screen layout with no horizontal page scroll', async ({ blog, page }) => {
  // The sweep (../sweep.spec.ts) narrows each route of the blog after loading it wide; this is the load on a
  // phone itself, the static HTML and hydration at 320 px.
  const routes = oneOfEachKind();
  expect(routes.length).toBeGreaterThanOrEqual(6);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow: Record<string, number> = {};
  for (const route of routes) {
    await blog.goto(route);
    await expect(page.locator('.rp-nav .rp-nav-hamburger__sm')).toBeVisible();
    await pageIdle(page);
    overflow[route] = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
  }
  expect(overflow).toEqual(Object.fromEntries(routes.map((r) => [r, 0])));
});

test.describe('sidebar', () => {
  test('nested items are indented 18 px per level', async ({ blog, page }) => {
    await blog.goto('/guide/basics/series-one');
    const padding = (depth: number) =>
      page.locator(`.rp-doc-layout__sidebar .rp-sidebar-item[data-depth="${depth}"]`).first().evaluate((el) => getComputedStyle(el).paddingLeft);
    expect(await padding(0)).toBe('12px');
    expect(await padding(1)).toBe('30px');
    const x = (depth: number) =>
      page.locator(`.rp-doc-layout__sidebar .rp-sidebar-item[data-depth="${depth}"] .rp-sidebar-item__left`).first().evaluate((el) => el.getBoundingClientRect().left);
    expect(Math.round((await x(1)) - (await x(0)))).toBe(18);
  });

  test('a group opens in 0.3 s and closes in 0.5 s', async ({ blog, page }) => {
    await blog.goto('/guide/basics/');
    const row = page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: '基础' }).first();
    const body = row.locator('xpath=following-sibling::div[1]');
    const transition = () => body.evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.transitionProperty} ${s.transitionDuration}`;
    });
    expect(await body.evaluate((el) => getComputedStyle(el).gridTemplateRows)).not.toBe('0px');
    expect(await transition()).toBe('grid-template-rows 0.3s');
    await row.locator('.rp-sidebar-item__right').click();
    await expect.poll(() => body.evaluate((el) => el.style.gridTemplateRows)).toBe('0fr');
    expect(await transition()).toBe('grid-template-rows 0.5s');
    await row.locator('.rp-sidebar-item__right').click();
    await expect.poll(() => body.evaluate((el) => el.style.gridTemplateRows)).toBe('1fr');
    expect(await transition()).toBe('grid-template-rows 0.3s');
  });
});

test('anchor scroll offset is 72 px', async ({ blog, page }) => {
  // The heading of the long code block: enough page below it to scroll it to the top.
  await blog.goto('/guide/basics/code-and-image');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('72px');
  const link = page.locator('.rp-doc-layout__outline a[href^="#"]').nth(1);
  const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
  await link.click();
  await expect.poll(() => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id)).toBe(72);
});

test.describe('progress bar (nprogress) when a route takes longer than 200 ms', () => {
  const FROM = '/guide/basics/series-one';
  const TO = '/guide/basics/code-and-image';

  async function watchBar(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __bar: { seen: boolean; transform: string; transition: string } };
      w.__bar = { seen: false, transform: '', transition: '' };
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        if (bar && !w.__bar.seen) {
          w.__bar = { seen: true, transform: bar.style.transform, transition: bar.style.transition };
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }
  const bar = (page: Page) => page.evaluate(() => (window as unknown as { __bar: { seen: boolean; transform: string; transition: string } }).__bar);

  test('a slow route (its chunk held until the bar shows) shows the bar, starting at 8 % with 200 ms steps; it goes when loaded', async ({ blog, page }) => {
    await watchBar(page);
    await blog.goto(FROM);
    // The route's code is held until the bar is there: a route slower than 200 ms, however long that takes.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/static/js/async/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator(`.rp-doc-layout__sidebar a[href="/free-blog${TO}"]`).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    release();
    await expect(page).toHaveURL(new RegExp(`${TO}$`));
    await expect(page.locator('#nprogress')).toHaveCount(0);
    const seen = await bar(page);
    expect(seen.seen).toBe(true);
    expect(seen.transform).toBe('translate3d(-92%, 0px, 0px)'); // minimum 0.08
    expect(seen.transition).toBe('200ms'); // speed 200 ('all 200ms ease', as Chromium serialises it)
  });

  test('a fast route (its chunk already loaded) never shows the bar', async ({ blog, page }) => {
    await watchBar(page);
    await blog.goto(FROM);
    const link = page.locator(`.rp-doc-layout__sidebar a[href="/free-blog${TO}"]`);
    // Hovering preloads the route: its chunk is requested, arrives and runs; then the click needs no network.
    const chunk = await routeChunkOf(page, `/free-blog${TO}`);
    const preloaded = page.waitForResponse((r) => new URL(r.url()).pathname === chunk);
    await link.hover();
    await (await preloaded).finished();
    await pageIdle(page);
    await link.click();
    // Rspress starts the bar from a 200 ms timer set on the click, and clears it once the route's code
    // and data are in, before it navigates: once the address has changed, the bar can no longer come.
    await expect(page).toHaveURL(new RegExp(`${TO}$`));
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    expect((await bar(page)).seen).toBe(false);
  });
});

test.describe('image zoom', () => {
  const PAGE = '/guide/basics/code-and-image';

  async function openZoom(page: Page) {
    const img = page.locator('.rspress-doc img').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    return img;
  }
  const closed = (page: Page) => expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);

  test("medium-zoom's code loads on the first click on an image, not before", async ({ blog, page }) => {
    const zoomCode: string[] = [];
    // Each script the page requests, read once it has arrived: a request made is looked at, however late its body.
    const read: Promise<void>[] = [];
    page.on('request', (q) => {
      if (q.resourceType() !== 'script') return;
      read.push(
        q
          .response()
          .then(async (r) => {
            const body = (await r?.text().catch(() => '')) ?? '';
            if (body.includes('medium-zoom-overlay')) zoomCode.push(q.url());
          })
          // A request still open when the page closes rejects: nothing to read.
          .catch(() => {}),
      );
    });
    await blog.goto(PAGE);
    // Hydrated, and every task the page queued has run: anything it loads by itself has been requested.
    await pageIdle(page);
    await Promise.all(read);
    expect(zoomCode, 'medium-zoom before any click').toEqual([]);
    await expect(page.locator('.medium-zoom-image')).toHaveCount(0);
    await openZoom(page);
    await Promise.all(read);
    expect(zoomCode).toHaveLength(1);
  });

  test('a click opens the overlay on the theme background; Escape closes it', async ({ blog, page }) => {
    await blog.goto(PAGE);
    await openZoom(page);
    expect(await page.locator('.medium-zoom-overlay').evaluate((el) => el.style.background || el.style.backgroundColor)).toBe('var(--rp-c-bg)');
    await page.keyboard.press('Escape');
    await closed(page);
  });

  test('scrolling less than 40 px keeps it open, more than 40 px closes it', async ({ blog, page }) => {
    await blog.goto(PAGE);
    // medium-zoom looks at scrolls only once its opening transition has ended (medium-zoom:opened), and
    // closes 150 ms after a scroll of more than 40 px (a timer): Playwright's clock runs that time.
    const opened = await nextEvent(page, 'document', 'medium-zoom:opened', { capture: true });
    await openZoom(page);
    await opened();
    // From here the page's timers run only when the test runs the clock.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const scrollBy = (top: number) =>
      page.evaluate(
        (y) =>
          new Promise<void>((resolve) => {
            // medium-zoom's scroll listener on document has run when this later one does.
            document.addEventListener('scroll', () => resolve(), { once: true });
            window.scrollBy({ top: y, behavior: 'instant' });
          }),
        top,
      );
    const zoomed = () => page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));
    await scrollBy(30);
    await page.clock.runFor(1_000);
    expect(await zoomed(), 'still open after 30 px').toBe(true);
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await scrollBy(30);
    await page.clock.runFor(1_000);
    expect(await zoomed(), 'closing after 60 px').toBe(false);
    await closed(page);
  });

  // medium-zoom itself ignores Escape during its 300 ms opening transition.
  test('Escape pressed while the image is still opening closes it once it is open', async ({ blog, page }) => {
    await blog.goto(PAGE);
    await openZoom(page); // medium-zoom's code is loaded and attached
    // medium-zoom is done with an image once its closing transition has ended (medium-zoom:closed).
    const closedEvent = await nextEvent(page, 'document', 'medium-zoom:closed', { capture: true });
    await page.keyboard.press('Escape');
    await closed(page);
    await closedEvent();
    // The click starts the transition; the Escape comes before any frame of it has run.
    await page.locator('.rspress-doc img').first().evaluate((img: HTMLImageElement) => {
      img.click();
      document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true }));
    });
    await closed(page);
  });

  // Article images are lazy and carry no size: one activated before its file arrives has no box, and
  // medium-zoom would open it as an overlay over the page with nothing in it, and leave it so.
  test('an image activated before its file has arrived opens once it has, never as an empty overlay', async ({ blog, page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held = 0;
    await page.route(/\/fixture-flow\.[\w]+\.svg$/, async (route) => {
      held++;
      await gate;
      await route.continue();
    });
    await blog.goto(PAGE);
    const img = page.locator('.rspress-doc img[data-fb-zoom]').first();
    expect(await img.evaluate((i: HTMLImageElement) => i.complete), 'the image is still to come').toBe(false);
    await img.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => held).toBeGreaterThan(0);
    // The zoom code has loaded and attached itself to the images, and nothing covers the page yet.
    await expect(page.locator('.rspress-doc img.medium-zoom-image').first()).toBeAttached();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    release();
    const opened = page.locator('.medium-zoom-image--opened');
    await expect(opened).toBeVisible();
    expect((await opened.boundingBox())?.width).toBeGreaterThan(100);
  });

  test('Escape pressed while the zoom code is still loading: the image does not open', async ({ blog, page }) => {
    await blog.goto(PAGE);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let held = 0;
    // Every script requested from now on is the zoom chunk (the page has hydrated, nothing else is pending).
    await page.route(/\.js(\?|$)/, async (route) => {
      held++;
      await gate;
      await route.continue();
    });
    const img = page.locator('.rspress-doc img').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    release();
    // medium-zoom is attached to the images (it marks them) in the same task an opening would start in.
    await expect(page.locator('.rspress-doc img.medium-zoom-image').first()).toBeAttached();
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    // The next click opens it as usual.
    await img.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  });
});
