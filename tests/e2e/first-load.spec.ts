// What an article's first load carries (plugins/page-data, plugins/preview), and that what moved out
// of it still arrives with each page: after a client-side navigation as much as on a fresh load.
import { headings, isArticle, isPlainText } from '../content/docs';
import type { Page } from '@playwright/test';
import { BASE, expect, onReactCommits, pageIdle, test } from './fixtures';
import { nextPage } from './locators';
import { TOKEN_CLASSES } from '../../plugins/code-tokens/tokens';
import { sectionKey } from '../../site/shared/routes';
import { AN_ARTICLE as ARTICLE, DOC_PAGES as pages, pageOf } from './routes';

/**
 * The bodies of the scripts a fresh load of `route` fetches: every script requested until the hydrated page
 * has been idle (every task the load queued has run, so every request it makes has been made), each once
 * its response is complete. The pages the reader may open next, fetched ahead when idle once the page is being
 * read (theme/hooks/usePrefetch.ts: after a scroll, or at once when it fits the window), are not part of the
 * first load: Save-Data turns that off here.
 */
async function firstLoadScripts(page: Page, route: string, goto: (r: string) => Promise<unknown>): Promise<string[]> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const bodies: Promise<string>[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') bodies.push(req.response().then((r) => (r ? r.text() : '')).catch(() => ''));
  });
  await goto(route);
  await pageIdle(page);
  return Promise.all(bodies);
}

test.describe('first load of an article', () => {
  test("carries no other page's descriptions or headings", async ({ blog, page }) => {
    const js = (await firstLoadScripts(page, ARTICLE, (r) => blog.goto(r))).join('\n');
    const others = pages.filter((p) => isArticle(p) && p.route !== ARTICLE);
    const own = pageOf(ARTICLE).body; // a heading another page shares with this one's text is not a leak
    expect(others.length).toBeGreaterThan(30);
    const leaked = others.flatMap((p) => {
      const description = String(p.frontmatter.description ?? '');
      const h3 = headings(p.body).filter((h) => h.depth === 3 && h.text.length >= 6 && isPlainText(h.text));
      return [
        ...(description && js.includes(description) ? [`${p.route}: description`] : []),
        ...h3.filter((h) => js.includes(h.text) && !own.includes(h.text)).map((h) => `${p.route}: h3 ${h.text}`),
      ];
    });
    expect(leaked).toEqual([]);
    // Every route can still be found: the slim page list keeps all routes.
    for (const p of others.slice(0, 10)) expect(js).toContain(`"${p.route}"`);
  });

  test("carries none of the live preview's iframe modes (QR code, fixed device frame)", async ({ blog, page }) => {
    const js = (await firstLoadScripts(page, ARTICLE, (r) => blog.goto(r))).join('\n');
    expect(js).not.toContain('rp-preview-operations__qrcode');
    expect(js).not.toContain('rp-fixed-device');
    expect(js).not.toMatch(/QRCode(SVG|Canvas)/);
  });
});

test.describe('what moved out of the first load still arrives with each page', () => {
  test('client-side "下一页": the description, reading time, edit link and last-updated line are the new page\'s', async ({ blog, page, request }) => {
    await blog.goto(ARTICLE);
    const { link, href } = await nextPage(page);
    const NEXT = href.replace(BASE, '');
    const next = pageOf(NEXT);
    // The line the next page's own HTML carries, as a fresh load of it shows it; its word count is not this page's.
    const nextHtml = await (await request.get(`${BASE}${NEXT}`)).text();
    const [, words, staticLine] = /<p class="fb-reading-time"[^>]*data-words="(\d+)"[^>]*>([^<]+)<\/p>/.exec(nextHtml) ?? [];
    expect(staticLine).toMatch(/\d+ 分钟/);
    // And its last-updated line, as text.
    const updated = (/<div class="rp-last-updated">([\s\S]*?)<\/div>/.exec(nextHtml)?.[1] ?? '').replace(/<!--[\s\S]*?-->|<[^>]+>/g, '');
    expect(updated).toMatch(/\d{4}\/\d{1,2}\/\d{1,2}/); // unpadded: 2026/1/5 (plugins/page-data/slim.ts)
    expect(await page.locator('p.fb-reading-time').getAttribute('data-words')).not.toBe(words);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
    await expect(page.locator('.rspress-doc h1').first()).toContainText(String(next.frontmatter.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', String(next.frontmatter.description));
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', String(next.frontmatter.description));
    await expect(page.locator('p.fb-reading-time')).toHaveText(staticLine!);
    await expect(page.locator('p.fb-reading-time')).toHaveAttribute('data-words', words!);
    await expect(page.locator('.rp-doc-footer a.rp-edit-link')).toHaveAttribute('href', new RegExp(`/docs/${next.file.replace(/[.]/g, '\\.')}$`));
    await expect(page.locator('.rp-doc-footer .rp-last-updated')).toHaveText(updated);
  });

  test("client-side navigation to an overview lists the section's articles with their H2s", async ({ blog, page }) => {
    await blog.goto(ARTICLE);
    const article = pageOf(ARTICLE);
    const h2 = headings(article.body).find((h) => h.depth === 2 && isPlainText(h.text));
    expect(h2).toBeDefined();
    const section = `/${sectionKey(ARTICLE)}/`;
    await page.locator(`.rp-nav a[href$="${section}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${section}$`));
    await expect(page.locator('.rp-overview')).toContainText(h2!.text);
  });

  test('client-side navigation home shows the latest articles', async ({ blog, page }) => {
    await blog.goto(ARTICLE);
    await page.locator('.rp-nav a.rp-nav__title__link, .rp-nav-title a, .rp-nav a[href="/free-blog/"]').first().click();
    await expect(page).toHaveURL(/\/free-blog\/$/);
    await expect(page.getByRole('region', { name: '最新文章' }).getByRole('listitem')).toHaveCount(6);
  });
});

test('highlighted code carries token classes, not an inline colour per token, and is still coloured', async ({ blog, page, request }) => {
  const html = await (await request.get(`/free-blog${ARTICLE}`)).text();
  expect(html).not.toMatch(/<span style="color:var\(--shiki-(foreground|token-(keyword|function|constant|string|comment|punctuation))\)"/);
  expect((html.match(/<span class="sk-keyword">/g) ?? []).length).toBeGreaterThan(50);
  // Lines are compacted: neighbouring tokens of one colour share a span, colourless ones are text.
  const code = (html.match(/<pre[\s\S]*?<\/pre>/g) ?? []).join('');
  expect(code.length).toBeGreaterThan(10_000);
  expect(code).not.toMatch(/<span class="(sk-[a-z-]+)">[^<]*<\/span>(\s*)<span class="\1">/);
  expect(code).not.toContain('<span>');
  await blog.goto(ARTICLE);
  for (const dark of [false, true]) {
    if (dark !== (await blog.isDark())) await blog.toggleTheme();
    // Every token colour the article's code has (at least four of them), each once.
    const colours = await page.evaluate((tokens) =>
      tokens.flatMap((token) => {
        const span = document.querySelector(`pre.shiki .sk-${token}`);
        if (!span) return [];
        // What Shiki's inline style would have given the same span.
        const probe = document.createElement('span');
        probe.style.color = `var(--shiki-token-${token})`;
        span.parentElement!.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        return [[token, getComputedStyle(span).color, expected, getComputedStyle(span.closest('pre')!).color]];
      }),
      [...TOKEN_CLASSES],
    );
    expect(colours.length).toBeGreaterThanOrEqual(4);
    for (const [token, actual, expected] of colours) expect(actual, `${token} (${dark ? 'dark' : 'light'})`).toBe(expected);
    // And the variables are there: the tokens are drawn in at least four colours, none of them the code's own text
    // colour (with the variables gone, span and probe would both inherit it, and match).
    const drawn = new Set(colours.map(([, actual]) => actual));
    expect(drawn.size, `the token colours (${dark ? 'dark' : 'light'})`).toBeGreaterThanOrEqual(4);
    for (const [token, actual, , text] of colours) expect.soft(actual, `${token} differs from the code's text colour`).not.toBe(text);
  }
});

// Each code block's tokens arrive as one HTML string (plugins/code-tokens/codeHtml.ts): React hydrates
// the <code> and never the spans inside it; the copy button reads the DOM, and a block rendered by a
// client-side navigation is the same as the static one.
test('code blocks hydrate as one element each, copy whole, and render the same after a client-side navigation', async ({ blog, page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void w.__copied.push(t) } });
  });
  await blog.goto(ARTICLE);
  const blocks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.rspress-doc pre.shiki > code')].map((code) => ({
        html: code.innerHTML,
        text: code.textContent ?? '',
        codeHydrated: Object.keys(code).some((k) => k.startsWith('__reactFiber$')),
        tokensHydrated: [...code.querySelectorAll('span')].filter((s) => Object.keys(s).some((k) => k.startsWith('__reactFiber$'))).length,
        tokens: code.querySelectorAll('span[class^="sk-"]').length,
      })),
    );
  // The article may hydrate after the shell. React takes a <code> once everything inside it is done.
  await expect.poll(async () => (await blocks()).every((b) => b.codeHydrated), 'every <code> hydrated').toBe(true);
  const first = await blocks();
  expect(first.length).toBeGreaterThan(5);
  expect(first.map((b) => b.tokensHydrated), 'token spans React created or hydrated').toEqual(first.map(() => 0));
  expect(first.reduce((n, b) => n + b.tokens, 0)).toBeGreaterThan(200);

  const block = page.locator('.rspress-doc .rp-codeblock').first();
  await block.hover();
  await block.locator('.rp-code-copy-button').click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([first[0].text]);

  // Away and back without a reload: React now creates the blocks from the route chunk.
  const title = (await page.locator('.rspress-doc h1').textContent()) ?? '';
  const { link: next, href: nextUrl } = await nextPage(page);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${nextUrl}$`));
  await expect(page.locator('.rspress-doc h1')).not.toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
  await expect(page.locator('.rspress-doc h1')).toHaveText(title);
  await expect(page.locator('.rspress-doc pre.shiki > code')).toHaveCount(first.length);
  const again = await blocks();
  expect(again.map((b) => b.html)).toEqual(first.map((b) => b.html));
});

// After hydration the article is not rendered again (theme/index.tsx's DocContent memo,
// theme/hooks/useKeepFirstPageData.ts). React's devtools hook reports every commit; the test reads
// what React itself keeps: the props object on each article element (replaced when the element is
// rendered again, or hydrated again: React hydrates the article in a render of its own after the first
// commit and starts it over when a state update lands in the middle) and
// the page data in ClientApp's first state hook.
test.describe('after hydration', () => {
  test.beforeEach(async ({ page }) => {
    await onReactCommits(page);
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown> & { __fbOnCommit: Array<(root: unknown) => void> };
      const state = { commits: 0, rerendered: [] as string[], pageDataSets: 0 };
      w.__fbRenders = state;
      const seen = new WeakMap<Element, unknown>();
      const propsOf = (el: Element) => {
        const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
        return key ? (el as unknown as Record<string, unknown>)[key] : undefined;
      };
      let pageData: unknown;
      w.__fbOnCommit.push((committed) => {
        const root = committed as { current: { child: { memoizedState?: { memoizedState?: unknown } } | null } };
        state.commits++;
        for (const el of document.querySelectorAll('.rspress-doc :is(p, pre, h2, li)')) {
          const props = propsOf(el);
          if (props === undefined) continue;
          if (seen.has(el) && seen.get(el) !== props) state.rerendered.push(`${el.tagName} ${el.textContent?.slice(0, 20)}`);
          seen.set(el, props);
        }
        // ClientApp is the root's child; its first hook is useState(initialPageData).
        const data = root.current.child?.memoizedState?.memoizedState;
        if (data !== pageData) state.pageDataSets++;
        pageData = data;
      });
    });
  });

  test('the article body is not rendered again, and the first page data is set once', async ({ blog, page }) => {
    // The article's first paragraph as the static HTML has it: React hydrates it, the node stays.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstP: Element | null }).__firstP = document.querySelector('.rspress-doc p');
      }),
    );
    await blog.goto(ARTICLE);
    // What React does after hydration (App's page-data effect and the update it may set, the article's
    // own hydration) is done once the page is idle: its renders are scheduled as tasks, and an idle
    // callback runs after every queued task.
    await pageIdle(page);
    expect(
      await page.evaluate(() => {
        const p = (window as unknown as { __firstP: Element | null }).__firstP;
        return !!p && p.isConnected && p === document.querySelector('.rspress-doc p');
      }),
      'the first paragraph is still the static HTML\'s node',
    ).toBe(true);
    const s = await page.evaluate(() => (window as unknown as { __fbRenders: { commits: number; rerendered: string[]; pageDataSets: number } }).__fbRenders);
    expect(s.commits, 'commits seen (hydration and after)').toBeGreaterThan(1);
    expect.soft(s.rerendered.slice(0, 5), 'article elements rendered again after hydration').toEqual([]);
    expect(s.pageDataSets, 'page data objects ClientApp held').toBe(1);
  });
});
