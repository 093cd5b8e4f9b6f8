// The search dialog on the fixture site: opening and closing it, its entrance, a broad query and the
// keyboard, no hits, and what is fetched when. Searching the blog's own articles (a word from the middle
// of a sentence, a deep word's shards) is ../search.spec.ts; the index's files, tests/output/search-index.test.ts.
import type { Page } from '@playwright/test';
import { expect, pageIdle, test } from '../fixtures';
import { INDEX, INDEX_READY, items, PAGE_FILE, panel, SHARD } from '../locators';

/** Where a URL points within the site: its path and its hash (empty when it has none). */
const addressOf = (url: string) => {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
};

const currentIndex = (page: Page) =>
  items(page).evaluateAll((lis) => lis.findIndex((li) => li.classList.contains('rp-suggest-item--current')));

test.describe('search', () => {
  test.describe.configure({ timeout: 150_000 });
  test("opens with Control+K, placeholder 'Search Docs', and Escape closes it", async ({ blog, page }) => {
    await blog.goto('/guide/every-field');
    const input = await blog.openSearch('keyboard');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search Docs');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
  });

  test('the nav button shows its Ctrl K hint once interactive, without a fade, and opens search', async ({ blog, page }) => {
    // Every transition the page starts from its first load on (a transition is reported at the frame after it starts).
    await page.addInitScript(() => {
      const w = window as unknown as { __transitions: string[] };
      w.__transitions = [];
      window.addEventListener('transitionrun', (e) => w.__transitions.push(`${(e.target as Element).className} ${e.propertyName}`), true);
    });
    await blog.goto('/guide/');
    await expect(page.locator('.rp-nav .rp-search-button').first()).toContainText('Search Docs');
    // The hint, empty in the static HTML, is filled and shown once the page has hydrated (Ctrl off a Mac).
    const hint = page.locator('.rp-nav .rp-search-button__hotkey').first();
    await expect(hint).toHaveText('CtrlK');
    await expect(hint).toHaveCSS('opacity', '1');
    // Two frames later, a fade started by showing it would have been reported: the page starts none by itself.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions)).toEqual([]);
    const input = await blog.openSearch('button');
    await expect(input).toBeVisible();
  });

  test('the dialog fades in where it stands: only its opacity is animated, and its box does not move', async ({ blog, page }) => {
    // A click aimed at the input just after opening must land on it (theme/components/a11y.css).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await blog.goto('/guide/');
    // From the frame the dialog appears in, its box in each of 20 frames, and what its animations change.
    await page.evaluate(() => {
      const seen = { boxes: [] as string[], animated: [] as string[] };
      (window as unknown as { __dialogSeen: typeof seen }).__dialogSeen = seen;
      const timing = new Set(['offset', 'computedOffset', 'easing', 'composite']);
      const sample = () => {
        const dialog = document.querySelector('dialog.fb-search-dialog');
        if (dialog) {
          if (!seen.boxes.length) {
            const keyframes = dialog.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes());
            seen.animated = [...new Set(keyframes.flatMap((k) => Object.keys(k)).filter((k) => !timing.has(k)))];
          }
          const r = dialog.getBoundingClientRect();
          seen.boxes.push([r.x, r.y, r.width].map((n) => n.toFixed(1)).join(' '));
        }
        if (seen.boxes.length < 20) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await blog.openSearch('button');
    const seen = () => page.evaluate(() => (window as unknown as { __dialogSeen: { boxes: string[]; animated: string[] } }).__dialogSeen);
    // 20 frames are a third of a second on an idle machine; with three test workers on two cores, frames of the
    // backdrop drawn in software, when it was blurred, came at three a second, and 5 s saw 15 of them.
    await expect.poll(async () => (await seen()).boxes.length, { timeout: 15_000 }).toBe(20);
    const { boxes, animated } = await seen();
    expect(animated, 'what the entrance animates').toEqual(['opacity']);
    expect(new Set(boxes), 'the dialog box (x y width) in its first 20 frames').toEqual(new Set([boxes[0]]));
  });

  test('a click on the dimmed page around the dialog closes it; a click inside does not', async ({ blog, page }) => {
    await blog.goto('/guide/');
    const input = await blog.openSearch('button');
    // Dimmed, not blurred: a blurred backdrop is drawn again, whole, at every change on screen (theme/components/a11y.css).
    const backdrop = await panel(page).evaluate((d) => {
      const style = getComputedStyle(d, '::backdrop');
      return { filter: style.backdropFilter, colour: style.backgroundColor };
    });
    expect(backdrop).toEqual({ filter: 'none', colour: 'rgba(60, 60, 60, 0.4)' });
    await input.click();
    await panel(page).click({ position: { x: 5, y: 5 } });
    await expect(panel(page)).toBeVisible();
    const box = (await panel(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height + 40);
    await expect(panel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/free-blog\/guide\/$/);
  });

  test('a broad query shows at most 7 pages; arrows move the selection and wrap; Enter opens the hit', async ({ blog, page }) => {
    await blog.goto('/');
    const input = await blog.openSearch();
    await input.fill('夹具');
    await expect(items(page).first()).toBeVisible({ timeout: INDEX_READY });
    // The list is final: the results are no longer busy (set with the list of the query the input holds).
    await expect(panel(page).locator('.rp-search-panel__results')).toHaveAttribute('aria-busy', 'false');
    const pages = await items(page).evaluateAll((lis) => new Set(lis.map((li) => li.querySelector('a')?.getAttribute('href')?.split('#')[0])).size);
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThanOrEqual(7);

    const n = await items(page).count();
    expect(n).toBeGreaterThan(2);
    await expect.poll(() => currentIndex(page)).toBe(0);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => currentIndex(page)).toBe(n - 1); // wraps from the first to the last
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentIndex(page)).toBe(0); // and from the last to the first
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentIndex(page)).toBe(2);
    const href = (await items(page).nth(2).locator('a').getAttribute('href'))!;
    expect(href).toMatch(/^\/free-blog\//);
    await page.keyboard.press('Enter');
    await expect(panel(page)).toHaveCount(0);
    // The hit's page, and its heading when the hit is one (an empty hash when it is not).
    await expect.poll(() => addressOf(page.url())).toBe(addressOf(new URL(href, page.url()).href));
  });

  test("a hit on a heading opens its page at that heading: the heading's address, scrolled to the top", async ({ blog, page }) => {
    // A heading's own words, written nowhere else in the fixture site (edge/wide-tables.md), with enough page
    // below it (a table, a section, the page's end) to scroll it to the top of a 900 px window.
    const HEADING = '队列参数';
    await blog.goto('/');
    const input = await blog.openSearch();
    await input.fill(HEADING);
    await expect(items(page).first()).toBeVisible({ timeout: INDEX_READY });
    await expect(panel(page).locator('.rp-search-panel__results')).toHaveAttribute('aria-busy', 'false');
    const hrefs = await items(page).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const at = hrefs.findIndex((h) => h.includes('#'));
    expect(at, `a hit with a heading's address among ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => currentIndex(page)).toBe(at);
    await page.keyboard.press('Enter');
    await expect(panel(page)).toHaveCount(0);
    const target = new URL(hrefs[at], page.url());
    expect(target.pathname).toBe('/free-blog/edge/wide-tables');
    await expect.poll(() => addressOf(page.url())).toBe(addressOf(target.href));
    const heading = page.locator(`main h2[id="${decodeURIComponent(target.hash.slice(1))}"]`);
    await expect(heading).toContainText(HEADING); // and its anchor link, "#"
    // Scrolled to the anchor offset (72 px, constants.spec.ts); unscrolled, it stands lower on the first screen.
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(72);
  });

  test("a query with no hits says 'No results for' the query and suggests another keyword", async ({ blog, page }) => {
    await blog.goto('/');
    const input = await blog.openSearch();
    await input.fill('zqxjvw');
    const none = panel(page).locator('.rp-no-search-result');
    await expect(none).toBeVisible({ timeout: INDEX_READY });
    await expect(none.locator('.rp-no-search-result__text')).toHaveText('No results for "zqxjvw"');
    await expect(none.locator('.rp-no-search-result__suggestion')).toHaveText('Please try again with a different keyword.');
  });
});

test.describe('search index loading', () => {
  test('nothing of search is fetched with the page, even when idle; hovering the button fetches the manifest only', async ({ blog, page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/search_index/.test(r.url())) fetched.push(new URL(r.url()).pathname);
    });
    await blog.goto('/guide/basics/code-and-image');
    // Idle time: Rspress used to prefetch the index here. Any idle work the page has posted (usePrefetch's,
    // say) has run by the time an idle callback posted now runs.
    await pageIdle(page);
    expect(fetched, 'search index requests before any intent').toEqual([]);
    expect(await page.locator('link[rel="prefetch"][href*="search_index"]').count()).toBe(0);

    await page.locator('.rp-nav .rp-search-button').first().hover();
    await expect.poll(() => fetched.length).toBe(1);
    expect(fetched[0]).toMatch(INDEX);
    // Opened, the dialog has the manifest and has built its searcher (its loading line is gone): what
    // the hover and the opening fetch has been fetched. The query is the next thing to fetch anything.
    const input = await blog.openSearch('keyboard');
    await expect(panel(page).locator('.fb-search-loading')).toHaveCount(0);
    await pageIdle(page);
    expect(fetched, 'no shard or page before a query').toHaveLength(1);
    await input.fill('夹具');
    await expect(items(page).first()).toBeVisible({ timeout: INDEX_READY });
    expect(fetched.slice(1).length, 'the query fetches its shards and pages').toBeGreaterThan(0);
    expect(fetched.slice(1).every((p) => SHARD.test(p) || PAGE_FILE.test(p)), fetched.join(' ')).toBe(true);
  });

  test('if the dialog code fails to load, the page carries on and the next Ctrl+K opens search', async ({ blog, page }) => {
    await blog.goto('/guide/basics/code-and-image');
    // Everything the page sets off by itself has been requested (hydrated, and the tasks it queued have
    // run), so the failure below is the dialog's alone.
    await pageIdle(page);
    let aborted = 0;
    await page.route(/\/static\/js\/async\//, (route) => {
      aborted++;
      return route.abort('connectionfailed');
    });
    const reported = page.waitForEvent('console', (m) => m.text().includes('the search dialog did not load'));
    await page.keyboard.press('Control+k');
    await reported;
    expect(aborted, 'the dialog chunk was requested (and retried)').toBeGreaterThan(0);
    await expect(panel(page)).toHaveCount(0);
    await expect(page.locator('.rspress-doc h1').first()).toBeVisible();

    await page.unroute(/\/static\/js\/async\//);
    await page.keyboard.press('Control+k');
    const input = page.getByPlaceholder('Search Docs').last();
    await expect(input).toBeVisible();
    await input.fill('夹具');
    await expect(items(page).first()).toBeVisible({ timeout: INDEX_READY });
  });

});
