// The static page paints before its code loads (plugins/output/paintFirst.ts): the entry scripts and the route
// chunk are requested only after the first contentful paint, by one inline loader, in their order. What is
// checked is the order of events in the page (what had been painted when each script was added), not times.
import { sectionKey } from '../../site/shared/routes';
import { ALL_ROUTES, AN_ARTICLE as ARTICLE } from './routes';
import type { Page } from '@playwright/test';
import { expect, httpTest, test } from './fixtures';

httpTest('every built page loads its scripts through the loader, not <script defer>', async ({ request }) => {
  for (const route of [...ALL_ROUTES, '/404']) {
    const html = await (await request.get(`/free-blog${route === '/404' ? '/404.html' : route}`)).text();
    expect(html.match(/<script defer src="[^"]+">/g) ?? [], route).toEqual([]);
    expect(html.match(/<link rel="preload" href="[^"]+\.js" as="script">/g) ?? [], route).toEqual([]);
    expect(html.match(/<script data-fb-paint-first>/g) ?? [], route).toHaveLength(1);
  }
});

/**
 * Records, in the page, each script or script preload added to the document, in order, with what had
 * been painted when it was added: the first contentful paint entry, and the largest contentful paints
 * reported so far (this observer is made before the page's own, so it hears of each paint first).
 * Adding the element is what requests it; a script the HTML named would be requested without it.
 */
type Added = { url: string; kind: 'script' | 'preload'; fcp: boolean; largest: string[] };
async function recordAdded(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __added: Added[]; __largest: string[] };
    w.__added = [];
    w.__largest = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) w.__largest.push(e.element?.className ?? '?');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((records) => {
      const fcp = performance.getEntriesByName('first-contentful-paint').length > 0;
      for (const r of records)
        for (const n of r.addedNodes) {
          const url = n instanceof HTMLScriptElement ? n.src : n instanceof HTMLLinkElement && n.rel === 'preload' ? n.href : '';
          if (!url.includes('/static/js/')) continue;
          w.__added.push({ url: new URL(url).pathname, kind: n instanceof HTMLScriptElement ? 'script' : 'preload', fcp, largest: [...w.__largest] });
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __added: Added[] }).__added);
}

for (const route of ['/', ARTICLE, `/${sectionKey(ARTICLE)}/`]) {
  test(`${route}: no script is requested before the first contentful paint, they come in the loader's order, and the page hydrates`, async ({ blog, page }) => {
    const added = await recordAdded(page);
    const response = await blog.goto(route);
    // The loader's lists, as the static HTML hands them to it: the entry scripts in order, then the preloads.
    const html = (await response?.text()) ?? '';
    const args = /<script data-fb-paint-first>[\s\S]*?\}\)\((\[[^\]]*\]), (\[[^\]]*\]), \d+\)<\/script>/.exec(html);
    expect(args, 'the loader and its lists in the HTML').not.toBeNull();
    const [entries, preloads] = [JSON.parse(args![1]) as string[], JSON.parse(args![2]) as string[]];
    expect(entries.length, 'React, the router, the theme and the entry').toBeGreaterThanOrEqual(4);
    // The scripts the page has requested, read before what was added: the page goes on adding route
    // chunks (prefetched links), and one requested now was added, and recorded, before.
    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => r.name.includes('/static/js/')).map((r) => new URL(r.name).pathname),
    );
    const all = await added();
    const scripts = all.filter((a) => a.kind === 'script').map((a) => a.url);
    expect(scripts.slice(0, entries.length), 'entry scripts added, in order').toEqual(entries);
    expect(all.filter((a) => a.kind === 'preload').map((a) => a.url)).toEqual(preloads);
    expect(all.filter((a) => !a.fcp).map((a) => a.url), 'added before the first contentful paint was reported').toEqual([]);
    // Every script the page requested was one of these.
    expect(requested.filter((u) => !all.some((a) => a.url === u)), 'requested without being added').toEqual([]);
  });
}

// The loader waits for the hero's paint to be reported (plugins/output/paintFirst.ts). Without that wait
// the frame showing the hero came after the script requests in about half the loads.
test('home: the hero image (its largest paint) is painted before any script is requested', async ({ blog, page }) => {
  const added = await recordAdded(page);
  await blog.goto('/');
  await expect(page.locator('img.rp-home-hero__image-img[fetchpriority="high"]').first()).toBeVisible();
  const first = (await added())[0];
  expect(first, 'a script or preload added').toBeDefined();
  expect(first.largest.some((what) => what.includes('rp-home-hero__image-img')), `largest paints reported when ${first.url} was added: ${JSON.stringify(first.largest)}`).toBe(true);
});

test('a browser without PerformanceObserver still hydrates the page', async ({ blog, page }) => {
  await page.addInitScript(() => {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });
  await blog.goto(ARTICLE);
  await blog.openSearch();
});

test('an entry script whose first request fails is requested again, and the page hydrates', async ({ blog, page }) => {
  const requests: string[] = [];
  await page.route(/\/static\/js\/lib-react\.[^/]+\.js(\?.*)?$/, (route) => {
    requests.push(route.request().url());
    return requests.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  // The failed request is logged as a console error, not a page error.
  await blog.goto(ARTICLE);
  expect(requests).toHaveLength(2);
  await blog.openSearch();
});
