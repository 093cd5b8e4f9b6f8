// The static page paints before its code loads (plugins/output/paintFirst.ts): the entry scripts and the route
// chunk are requested only after the first contentful paint, by one inline loader, in their order.
import { ALL_ROUTES } from './routes';
import { expect, test } from './fixtures';

const ARTICLE = '/work/java/java-thread-pool';

test('every built page loads its scripts through the loader, not <script defer>', async ({ request }) => {
  for (const route of [...ALL_ROUTES, '/404']) {
    const html = await (await request.get(`/free-blog${route === '/404' ? '/404.html' : route}`)).text();
    expect(html.match(/<script defer src="[^"]+">/g) ?? [], route).toEqual([]);
    expect(html.match(/<link rel="preload" href="[^"]+\.js" as="script">/g) ?? [], route).toEqual([]);
    expect(html.match(/<script data-fb-paint-first>/g) ?? [], route).toHaveLength(1);
  }
});

for (const route of ['/', ARTICLE, '/work/']) {
  test(`${route}: no script is requested before the first contentful paint, and the page hydrates`, async ({ blog, page }) => {
    await blog.goto(route);
    const t = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/static/js/'))
        .map((r) => ({ name: r.name.split('/').pop(), start: r.startTime })),
    }));
    expect(t.fcp, 'first contentful paint reported').toBeGreaterThan(0);
    expect(t.scripts.length).toBeGreaterThanOrEqual(5);
    for (const s of t.scripts) expect(s.start, `${s.name} requested at ${s.start} ms, FCP at ${t.fcp} ms`).toBeGreaterThanOrEqual(t.fcp!);
  });
}

// The loader waits for the hero's paint to be reported (plugins/output/paintFirst.ts). Without that wait
// the frame showing the hero came after the script requests in about half the loads.
test('home: the hero image (its largest paint) is painted before any script is requested', async ({ blog, page }) => {
  type Paints = { __paints?: { at: number; what: string }[] };
  await page.addInitScript(() => {
    const w = window as Paints;
    w.__paints = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
        w.__paints!.push({ at: e.startTime, what: e.element?.className ?? '?' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await blog.goto('/');
  await expect(page.locator('img.rp-home-hero__image-img[fetchpriority="high"]').first()).toBeVisible();
  const t = await page.evaluate(() => ({
    paints: (window as Paints).__paints ?? [],
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((r) => r.name.includes('/static/js/')).map((r) => r.startTime)),
  }));
  const hero = t.paints.find((p) => p.what.includes('rp-home-hero__image-img'));
  expect(hero, `the hero is the largest paint: ${JSON.stringify(t.paints)}`).toBeDefined();
  expect(hero!.at, `hero painted at ${hero!.at} ms, first script requested at ${t.firstScript} ms`).toBeLessThanOrEqual(t.firstScript);
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
