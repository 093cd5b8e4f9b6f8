import type { Page } from '@playwright/test';
import { expect, nextEvent, pageIdle, test } from '../fixtures';

// Page changes could use the View Transitions API; here they do not, so the new page is on
// screen as soon as it is rendered (theme/index.tsx says why, bench/REPORT.md has the numbers).
// `RspressReloadContent` fires on window after each client-side route change, once the new content is
// in the DOM (not on the first load). A failed scroll to an anchor logs a warning
// (theme/hooks/useContentReload.ts).
// Route changes are slow on a loaded machine: longer waits, never shorter.
test.slow();
const WAIT = { timeout: 15_000 };
// Two neighbours in the fixture's sidebar: the long article (with an outline) and the short one after it.
const FROM = '/guide/reading/long-article';
const TO = '/guide/reading/next-article';
// A page with a heading near its top and enough below it to scroll that heading to the top.
const ANCHORED = '/guide/reading/long-article';
const HEADING = '为什么这么长';

type Probe = { vt: number; reloads: string[] };

async function probe(page: Page, opts: { noViewTransitions?: boolean } = {}) {
  await page.addInitScript((noVT) => {
    const w = window as unknown as { __probe: Probe };
    w.__probe = { vt: 0, reloads: [] };
    if (noVT) {
      // A browser without the API.
      delete (Document.prototype as { startViewTransition?: unknown }).startViewTransition;
    } else {
      const original = Document.prototype.startViewTransition;
      Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<Document['startViewTransition']>) {
        w.__probe.vt++;
        return original.apply(this, args);
      } as Document['startViewTransition'];
    }
    window.addEventListener('RspressReloadContent', () => {
      // What the DOM holds at the moment the event fires.
      const h = document.querySelector('.rp-doc h1');
      const text = h ? Array.from(h.childNodes).filter((n) => !(n instanceof Element && n.classList.contains('header-anchor'))).map((n) => n.textContent).join('') : '';
      w.__probe.reloads.push(text.trim());
    });
  }, !!opts.noViewTransitions);
}

const read = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);
const h1 = (page: Page) => page.locator('.rp-doc h1');
// The heading's text without its '#' anchor.
const h1Text = (page: Page) =>
  h1(page).evaluate((h) =>
    Array.from(h.childNodes)
      .filter((n) => !(n instanceof Element && n.classList.contains('header-anchor')))
      .map((n) => n.textContent)
      .join('')
      .trim(),
  );
const sidebarLink = (page: Page, route: string) => page.locator(`.rp-doc-layout__sidebar a[href="/free-blog${route}"]`);

test.describe('page changes', () => {
  test('a client-side navigation starts no view transition and fires RspressReloadContent once, after the new content is in', async ({ blog, page }) => {
    await probe(page);
    await blog.goto(FROM);
    const fromTitle = await h1Text(page);
    await markDocument(page);

    await sidebarLink(page, TO).click();
    await expect(page).toHaveURL(new RegExp(`/free-blog${TO}$`));
    await expect.poll(() => h1Text(page), WAIT).not.toBe(fromTitle);
    const toTitle = await h1Text(page);
    expect(await sameDocument(page), 'client-side, not a reload').toBe(true);
    await expect.poll(async () => (await read(page)).reloads, WAIT).toEqual([toTitle]);
    expect((await read(page)).vt, 'a view transition holds the new page back until both are captured').toBe(0);

    // Back: one more change, one more event, the old page in the DOM.
    await page.goBack();
    await expect.poll(() => h1Text(page), WAIT).toBe(fromTitle);
    await expect.poll(async () => (await read(page)).reloads, WAIT).toEqual([toTitle, fromTitle]);
    expect(await sameDocument(page)).toBe(true);
  });

  test('no event on the first load, and none for a hash change on the same page', async ({ blog, page }) => {
    await probe(page);
    await blog.goto(FROM);
    // The outline link only changes the hash: no view transition, no event. The router's update for the
    // hash change has been rendered, and its effects run, once the page is idle after the hashchange.
    const hashChanged = await nextEvent(page, 'window', 'hashchange');
    await page.locator('.rp-doc-layout__outline a[href^="#"]').nth(1).click();
    await hashChanged();
    await pageIdle(page);
    await expect(page).toHaveURL(/#/);
    expect(await read(page)).toEqual({ vt: 0, reloads: [] });
    // Then a real change: the only event is the one for it.
    await sidebarLink(page, TO).click();
    await expect(page).toHaveURL(new RegExp(`/free-blog${TO}$`));
    await expect.poll(async () => (await read(page)).reloads.length, WAIT).toBe(1);
    expect((await read(page)).vt).toBe(0);
  });

  test('without the View Transitions API pages still change and the event fires once', async ({ blog, page }) => {
    await probe(page, { noViewTransitions: true });
    await blog.goto(FROM);
    expect(await page.evaluate(() => typeof document.startViewTransition)).toBe('undefined');
    await sidebarLink(page, TO).click();
    await expect(page).toHaveURL(new RegExp(`/free-blog${TO}$`));
    await expect.poll(async () => (await read(page)).reloads.length, WAIT).toBe(1);
  });
});

test.describe('scroll to a missing anchor', () => {
  const warnings = (page: Page) => {
    const list: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') list.push(m.text());
    });
    return list;
  };

  test('a hash with no matching element logs a warning', async ({ blog, page }) => {
    const list = warnings(page);
    await blog.goto(`${ANCHORED}#不存在的锚点`);
    await expect.poll(() => list.filter((t) => t.includes('[free-blog] 找不到锚点 #不存在的锚点'))).toHaveLength(1);
  });

  test('a hash that exists logs nothing', async ({ blog, page }) => {
    const list = warnings(page);
    await blog.goto(`${ANCHORED}#${HEADING}`);
    await expect(page.locator(`#${HEADING}`)).toBeAttached();
    // The check runs in the same effects pass that marks the page hydrated (blog.goto waits for it).
    expect(list.filter((t) => t.includes('找不到锚点'))).toEqual([]);
  });

  // Guards a regression once seen: a search panel that moves focus when it mounts scrolls an
  // anchored first load back to the top.
  test('a first load with an existing hash lands the heading 72 px below the top', async ({ blog, page }) => {
    await blog.goto(`${ANCHORED}#${HEADING}`);
    await expect.poll(() => page.locator(`#${HEADING}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)), WAIT).toBe(72);
  });

  test('changing to a missing hash on the page warns too', async ({ blog, page }) => {
    const list = warnings(page);
    await blog.goto(ANCHORED);
    await page.evaluate(() => {
      location.hash = '#nope';
    });
    await expect.poll(() => list.filter((t) => t.includes('找不到锚点 #nope'))).toHaveLength(1);
  });
});
