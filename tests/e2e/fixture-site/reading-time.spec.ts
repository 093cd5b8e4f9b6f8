import { expect, httpTest, test, url, stubOutsideWorld } from '../fixtures';
import { isArticle } from '../../../site/shared/pageKind';
import { reviewedAgainst, reviewOf, reviewPending } from '../../../site/shared/review';
import { REVIEWS_URL as LEDGER_BASE } from '../../../site/shared/constants';
import { FIXTURE_PAGES } from './site';

// Reading time (plugins/reading-time): under an article's H1, in the static HTML and after
// hydration; never on home, index or 404 pages.

// The fixture's longest article: several sections of prose and two code blocks.
const ARTICLE = '/notes/long-read';
// A short article: a top-level page, without an accuracy record (like the blog's about page).
const SHORT = '/about';
const LINE = /^约 (\d+) 分钟读完 · ([\d,]+) 字$/;

/** The H1 is followed by the theme's own title bar (the llms 'copy Markdown' buttons), then this line. */
const UNDER_H1 = '.rspress-doc h1 + p.fb-reading-time, .rspress-doc h1 + .rp-llms-container + p.fb-reading-time';

/** Han characters plus Latin words of the rendered article text, code blocks left out. */
function countProse(text: string) {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}]+(?:['’_.\-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return { han, latin };
}

test.describe('reading time', () => {
  test('is in the static HTML under the H1, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await stubOutsideWorld(context);
    const page = await context.newPage();
    await page.goto(url(ARTICLE));
    const line = page.locator(UNDER_H1);
    await expect(line).toHaveCount(1);
    const text = (await line.textContent()) ?? '';
    const [, minutes, words] = text.match(LINE) ?? [];
    expect(text).toMatch(LINE);

    // The count agrees with the article as rendered: its prose without code blocks.
    const prose = await page.locator('.rspress-doc').evaluate((doc) => {
      const copy = doc.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('pre, .fb-reading-time, .rp-header-anchor, .rp-code-title, [class*="code-block"]').forEach((n) => n.remove());
      return copy.textContent ?? '';
    });
    const { han, latin } = countProse(prose);
    const shown = Number(words.replace(/,/g, ''));
    expect(shown).toBeGreaterThan((han + latin) * 0.9);
    expect(shown).toBeLessThan((han + latin) * 1.1);
    // At least the time to read the Chinese text at 300 characters a minute.
    expect(Number(minutes)).toBeGreaterThanOrEqual(Math.ceil(han / 300));
    await context.close();
  });

  test('stays the same after hydration', async ({ blog, page }) => {
    const response = await blog.goto(ARTICLE);
    const html = (await response?.text()) ?? '';
    const staticLine = html.match(/class="fb-reading-time"[^>]*>([^<]+)</)?.[1];
    expect(staticLine).toMatch(LINE);
    const line = page.locator(UNDER_H1);
    await expect(line).toHaveText(staticLine ?? '');
  });

  test('a longer article reads longer', async ({ blog, page }) => {
    await blog.goto(SHORT);
    const short = Number(((await page.locator('.fb-reading-time').textContent()) ?? '').match(LINE)?.[2].replace(/,/g, ''));
    await blog.goto(ARTICLE);
    const long = Number(((await page.locator('.fb-reading-time').textContent()) ?? '').match(LINE)?.[2].replace(/,/g, ''));
    expect(short).toBeGreaterThan(100);
    expect(long).toBeGreaterThan(short);
  });

  // Home, two section indexes, two group indexes, 404.
  for (const route of ['/', '/guide/', '/notes/', '/guide/basics/', '/guide/deep/', '/no-such-page']) {
    test(`is absent on ${route}`, async ({ blog, page }) => {
      const response = await blog.goto(route);
      // The page is there (a renamed fixture page would turn this into the 404 page, which has no line either).
      expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
      expect((await response?.text()) ?? '').not.toContain('fb-reading-time');
      await expect(page.locator('.fb-reading-time')).toHaveCount(0);
    });
  }

  test('follows client-side navigation to an index page and back', async ({ blog, page }) => {
    await blog.goto(ARTICLE);
    await expect(page.locator('.fb-reading-time')).toHaveCount(1);
    await page.locator('.rp-nav').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect.poll(() => blog.route()).toBe('/guide/');
    await expect(page.locator('.fb-reading-time')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('.fb-reading-time')).toHaveText(LINE);
  });
});

// The accuracy check of each article (issue: front matter `reviewed` + `reviewedVersions`, site/shared/review.ts),
// under the reading time, in the static HTML of every article that records one: every such page of the
// fixture site (tests/fixtures/site/notes/checked-note.md records a check, the others are pending).
const articles = FIXTURE_PAGES.filter((p) => isArticle({ routePath: p.route, frontmatter: p.frontmatter }));
const REVIEWED = articles.flatMap((p) => {
  const review = reviewOf(p.frontmatter);
  return review ? [{ route: p.route, review }] : [];
});
const PENDING = articles.filter((p) => reviewPending(p.frontmatter)).map((p) => p.route);

test.describe('reviewed line', () => {
  httpTest('an article still awaiting its check says so under the title', async ({ request }) => {
    expect(PENDING.length, 'fixture articles with reviewed: pending').toBeGreaterThan(0);
    for (const route of PENDING) {
      const html = await (await request.get(url(route))).text();
      expect(html, route).toMatch(/<p class="fb-reading-time"[^>]*>[^<]*<\/p><p class="fb-reviewed fb-reviewed--pending">尚待核对：/);
    }
  });

  httpTest('every article that records a check shows it under the reading time, with a link to its ledger, in the static HTML', async ({ request }) => {
    expect(REVIEWED.length, 'fixture articles that record a check').toBeGreaterThan(0);
    for (const { route, review } of REVIEWED) {
      const html = await (await request.get(url(route))).text();
      const line = html.match(/<p class="fb-reading-time"[^>]*>[^<]*<\/p><p class="fb-reviewed">([\s\S]*?)<\/p>/)?.[1];
      expect(line, route).toBeDefined();
      const text = line!.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
      expect(text, route).toBe(`核对于 ${review.date}：${reviewedAgainst(review)} · 核对记录`);
      // HTML attribute names are case-insensitive (React writes dateTime).
      expect(line, route).toMatch(new RegExp(`<time datetime="${review.date}">`, 'i'));
      expect(line, route).toContain(`<a href="${LEDGER_BASE}${route}.md" class="fb-reviewed__ledger">核对记录</a>`);
    }
  });

  test('reads the same after hydration and is absent on pages without a check', async ({ blog, page }) => {
    expect(REVIEWED.length, 'fixture articles that record a check').toBeGreaterThan(0);
    const { route, review } = REVIEWED[0];
    await blog.goto(route);
    const line = page.locator('.rspress-doc p.fb-reading-time + p.fb-reviewed');
    await expect(line).toHaveText(`核对于 ${review.date}：${reviewedAgainst(review)} · 核对记录`);
    await expect(line.locator('time')).toHaveAttribute('datetime', review.date);
    await expect(line.getByRole('link', { name: '核对记录' })).toHaveAttribute('href', `${LEDGER_BASE}${route}.md`);
    await blog.goto(SHORT);
    await expect(page.locator('.fb-reading-time')).toHaveCount(1);
    await expect(page.locator('.fb-reviewed')).toHaveCount(0);
  });
});
