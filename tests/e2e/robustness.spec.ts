// The 320 px sweep over every route of the blog: no article's content (a wide table, a long code line, an
// image) may make the page scroll sideways on a small phone. The machinery's robustness tests (storage,
// malformed hashes, URL variants, a chunk gone after a redeploy, scroll restoration) run on the fixture site:
// fixture-site/robustness.spec.ts.
import { ALL_ROUTES } from './routes';
import { expect, test } from './fixtures';

test('A9 320 px wide: no horizontal page scroll on any route', async ({ page, blog }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const route of ALL_ROUTES) {
    await blog.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${route}: ${overflow}px`);
  }
  expect(wide).toEqual([]);
});
