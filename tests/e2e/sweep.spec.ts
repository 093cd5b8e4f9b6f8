// The sweep over the real content: every route of the blog (derived from docs/, routes.ts) and the 404
// page, one test each. A route is opened once, and everything that holds for any page is checked on
// that load rather than on loads of its own:
//   light, 1440 px   the static HTML (the CSP <meta> first in <head>, lang), the H1, title and
//                    description, links (no tab opened without noopener, no script URLs), axe, then the
//                    late parts (images, the comment frame) loaded under the CSP;
//                    an article's end: related posts, its date and tags as its front matter says, and a
//                    part of a series: its series block and series pager; an archive page: its posts
//                    and its section filter;
//                    then the system turns dark, the page follows, and axe runs again (contrast is the
//                    scheme's business)
//   320 px           then the same document on a small phone's width: no horizontal page scroll
// and the page reports no CSP violation or uncaught error in any of them (the fixture's page-error
// watch). axe leaves out the text of highlighted code (CODE_TEXT in fixtures.ts: its few colours are
// checked once each, in both schemes, on the fixture site). axe's, the links', the CSP's, the series
// block's, the archive's and the 320 px check's findings are soft assertions, so a route reports those
// problems at once; what the later steps stand on (the status, the H1, the page turning dark) stops the
// test. The machinery (sidebar, search, outline, robustness to bad URLs and storage …) is tested on the
// fixture site, tests/e2e/fixture-site/, and names no article.
import type { Page } from '@playwright/test';
import { tagLink } from '../../site/shared/posts';
import { axeViolations, BASE, CODE_TEXT, expect, pageIdle, test, url } from './fixtures';
import { ARCHIVE_ROUTES, checkArchivePage, checkSeriesPart, seriesOf } from './post-lists';
import { ALL_ROUTES, frontmatterOf, POSTS, TECHNICAL_POSTS, writtenDateOf, writtenTagsOf } from './routes';

const NOT_FOUND = '/no-such-page';
const ARTICLE_LINKS = new Set(POSTS.map((p) => `${BASE}${p.link}`));

/**
 * The parts of a page that load late have loaded, under the policy like the rest: every image (the lazy
 * ones are made eager, since a scroll to the end skips those in the middle) has loaded or failed, and
 * below an article the comment area has its giscus frame loaded (or gave up). A load the policy blocks
 * reports its violation as it fails, and an idle page has dispatched every queued report.
 */
async function lazyPartsLoaded(page: Page) {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  if (await page.locator('.fb-comments').count()) {
    // The widget's chunk, then giscus's, then its frame: or the fallback line if any of them failed.
    await page.waitForFunction(() => {
      const state = document.querySelector('.fb-comments .fb-comments__box')?.getAttribute('data-state');
      const frame = document.querySelector('.fb-comments giscus-widget')?.shadowRoot?.querySelector('iframe');
      return state === 'failed' || !!frame;
    });
    const frame = page.locator('.fb-comments giscus-widget iframe');
    if (await frame.count()) await (await (await frame.elementHandle())!.contentFrame())!.waitForLoadState('load');
  }
  await pageIdle(page);
}

for (const route of [...ALL_ROUTES, NOT_FOUND]) {
  test(`${route}: renders, passes axe in both schemes, keeps to the CSP and fits 320 px`, async ({ page, blog }) => {
    test.setTimeout(60_000); // a load and two axe runs of one page
    const csp = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    await page.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    const response = await page.goto(url(route));

    await test.step('the static HTML: status, lang, the CSP meta first in <head>', async () => {
      expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<head[^>]*><meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/);
      expect(html).toMatch(/<html[^>]*\slang="zh-CN"/);
    });
    await blog.hydrated();
    expect(await blog.isDark()).toBe(false);

    if (route !== NOT_FOUND) {
      await test.step('its H1, document title and description', async () => {
        expect(blog.route()).toBe(route);
        if (route === '/') {
          await expect(page.getByRole('heading', { level: 1, name: 'Free Blog', exact: true })).toBeVisible();
          await expect(page).toHaveTitle('My Blog');
        } else {
          const title = String(frontmatterOf(route).title);
          await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
          await expect(page.locator('main h1')).toHaveCount(1);
          await expect(page).toHaveTitle(`${title} - My Blog`);
        }
        // Once hydrated too (seo.spec.ts reads the static HTML's): the page's own, the home page's the site's.
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        if (route === '/') expect(description?.length).toBeGreaterThan(10);
        else expect(description).toBe(String(frontmatterOf(route).description));
      });
    }

    await test.step('links: a new tab only with noopener, no script URLs', async () => {
      const bad = await page.$$eval('a[href]', (as) =>
        as
          .filter(
            (a) =>
              (a.getAttribute('target') === '_blank' && !/\bnoopener\b/.test(a.getAttribute('rel') ?? '')) ||
              /^\s*(javascript|data|vbscript):/i.test(a.getAttribute('href') ?? ''),
          )
          .map((a) => a.getAttribute('href')),
      );
      expect.soft(bad).toEqual([]);
    });

    // The 404 page too: its own title is empty (SPEC §2), the document title is the site's.
    await test.step('axe, light', async () => expect.soft(await axeViolations(page, { exclude: CODE_TEXT })).toEqual([]));

    const post = TECHNICAL_POSTS.find((p) => p.link === route);
    if (post) {
      await test.step('the article ends with 3–4 related posts: other articles, each once, not of its own series; date and tags as in its front matter', async () => {
        const hrefs = await page
          .getByRole('region', { name: '相关文章' })
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThanOrEqual(3);
        expect(hrefs.length).toBeLessThanOrEqual(4);
        expect(new Set(hrefs).size, 'each once').toBe(hrefs.length);
        // Its series' other parts are in the series block and pager already (plugins/posts).
        const ownSeries = new Set(seriesOf(route)?.parts.map((p) => `${BASE}${p.link}`) ?? [`${BASE}${route}`]);
        for (const href of hrefs) {
          expect(ARTICLE_LINKS.has(href), `${href} is a published article`).toBe(true);
          expect(ownSeries.has(href), `${href} is this article or a part of its series`).toBe(false);
        }
        // The date as its source file writes it; the tags as its front matter lists them, in order.
        const date = writtenDateOf(route);
        await expect(page.locator('time[data-published]')).toHaveAttribute('datetime', date);
        await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', date);
        const tags = await page.locator('.fb-post-tag').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(tags).toEqual(writtenTagsOf(route).map((t) => `${BASE}${tagLink(t)}`));
      });
    }

    if (ARCHIVE_ROUTES.includes(route)) {
      await test.step('an archive page lists its posts, newest first, each once with its front-matter date, by year; its section filter marks it', () =>
        checkArchivePage(page, route),
      );
    }

    if (seriesOf(route)) {
      await test.step('a part of a series: its block lists every part in order and marks itself; the series pager links its neighbours', () =>
        checkSeriesPart(page, route),
      );
    }

    await test.step('the late parts load under the CSP', async () => {
      await lazyPartsLoaded(page);
      expect.soft(await csp()).toEqual([]);
    });

    await test.step('axe, dark (the system turns dark, and the page with it)', async () => {
      // Back at the top, where the fixed nav bar covers nothing: scrolled to the end (the late parts above), a
      // link that happens to sit half under the bar is 'partially obscured' to axe's target-size rule, and which
      // one does depends on the page's height, so on the fonts the machine has.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await expect.poll(() => blog.isDark()).toBe(true);
      // Colours that ease from light to dark have arrived (axe would rate a colour halfway).
      await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'));
      await pageIdle(page);
      expect.soft(await axeViolations(page, { exclude: CODE_TEXT })).toEqual([]);
      expect.soft(await csp(), 'CSP violations after turning dark').toEqual([]);
    });

    await test.step('320 px wide: no horizontal page scroll', async () => {
      // The same document, narrowed: what overflows a phone's width here is the route's own content (a table, a
      // code line, a long word, an image), laid out the same after a resize as on a load. A fresh load at 320 px,
      // where the theme's small-screen layout is rendered and hydrated from the start, is tested once per kind of
      // page on the fixture site (fixture-site/constants.spec.ts).
      await page.setViewportSize({ width: 320, height: 640 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(320);
      // The theme's parts that follow the width (the nav's menus, the outline) have rendered again.
      await pageIdle(page);
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    expect(await csp(), 'CSP violations at 320 px').toEqual([]);
  });
}
