// Instant navigation (theme/hooks/usePrefetch.ts), search before the page's scripts ran
// (plugins/search-intent/intentScript.ts), and the home page's <main> landmark. Speed itself is
// measured by the benchmark, not here: these tests check what is requested and what happens. (How soon
// a click on the pager shows the new article is bench/run.mjs's navigation measure, click to new H1.)
import { isArticle } from '../content/docs';
import { expect, httpTest, nextEvent, pageIdle, test, url } from './fixtures';
import { ASYNC_CHUNK, nextPage, recordRequests, routeChunkOf } from './locators';
import { AN_ARTICLE, DOC_PAGES } from './routes';

// An article in a section's group with an article after it in its pager (derived from docs/ by routes.ts).
const ARTICLE = AN_ARTICLE;



test.describe('fetching ahead', () => {
  test('a reader who only arrives fetches nothing ahead; once they scroll, the next page is fetched, and nothing again on the click', async ({ blog, page }) => {
    const requests = recordRequests(page);
    await blog.goto(ARTICLE);
    const { link: next, href } = await nextPage(page);
    // Loaded, hydrated and idle (an idle callback posted now runs after any the page posted), no pointer
    // or focus near a link and no scroll: the page's own chunk is all it fetched.
    await pageIdle(page);
    const own = await routeChunkOf(page, url(ARTICLE));
    expect(requests.since(0).filter((p) => ASYNC_CHUNK.test(p)), 'code-split chunks fetched before the reader scrolled: its own route chunk alone').toEqual([own]);
    // The reader scrolls (a key, as a keyboard reader would): the neighbours are fetched when idle, the
    // next page's chunk among them, before any pointer comes near the pager.
    const nextChunk = await routeChunkOf(page, href);
    await page.keyboard.press('PageDown');
    await expect.poll(() => requests.since(0), { timeout: 15_000 }).toContain(nextChunk);
    const beforeClick = requests.mark;
    const title = await page.locator('.rp-doc h1').first().textContent();
    // The icon links, marked: the browser fetches an icon again when the page replaces or changes its link,
    // a fetch of the browser's own that no wait on the page's tasks covers, so the links themselves are checked.
    const icons = page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]');
    expect(await icons.count()).toBeGreaterThan(0);
    await icons.evaluateAll((links) => links.forEach((l) => ((l as HTMLLinkElement & { __fbKept?: string }).__fbKept = l.getAttribute('href') ?? '')));
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The new article is on screen (its route chunk was loaded before it could render), and every task the
    // navigation queued has run: a request for the chunk again would have been made by now.
    await expect(page.locator('.rp-doc h1').first()).not.toHaveText(title!);
    await pageIdle(page);
    // The new page then fetches ahead its own neighbours; its own chunk is not fetched again. (Which chunk
    // holds it is what its HTML names: another chunk may carry its title, in a related-posts list.)
    expect(requests.since(beforeClick), 'the next page\'s chunk requested again by the click').not.toContain(nextChunk);
    const afterClick = requests.since(beforeClick);
    expect(afterClick.filter((p) => /favicon|site-icon|\.ico$/.test(p)), 'the favicon again').toEqual([]);
    expect(
      await icons.evaluateAll((links) => links.map((l) => (l as HTMLLinkElement & { __fbKept?: string }).__fbKept === l.getAttribute('href'))),
      'the icon links replaced or changed by the navigation (the browser would fetch the icon again)',
    ).not.toContain(false);
  });

  test('a Save-Data reader gets nothing ahead: the click is what fetches the page', async ({ blog, page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    // The route chunks the page adds as scripts, in the page, in order, and where the pointer reached
    // the pager link (Rspress's own link preloads on mouseenter, whatever the connection).
    await page.addInitScript(() => {
      const w = window as unknown as { __routeScripts: string[] };
      w.__routeScripts = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes) if (n instanceof HTMLScriptElement && /\/static\/js\/async\//.test(n.src)) w.__routeScripts.push(new URL(n.src).pathname);
      }).observe(document, { childList: true, subtree: true });
      const onPointer = (e: Event) => {
        if (!(e.target as Element | null)?.closest?.('a.rp-prev-next-page__next')) return;
        w.__routeScripts.push('pointer');
        document.removeEventListener('pointerover', onPointer, true);
      };
      document.addEventListener('pointerover', onPointer, true);
    });
    await blog.goto(ARTICLE);
    const { link: next, href } = await nextPage(page);
    const nextChunk = await routeChunkOf(page, href);
    // The reader scrolls: usePrefetch posts its idle callback then; it has run once an idle callback
    // posted after the scroll has (its 3 s timeout can only make it run sooner).
    const scrolled = await nextEvent(page, 'window', 'scroll');
    await page.keyboard.press('PageDown');
    await scrolled();
    await pageIdle(page);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const scripts = await page.evaluate(() => (window as unknown as { __routeScripts: string[] }).__routeScripts);
    expect(scripts.indexOf(nextChunk), `the next page's ${nextChunk} among ${scripts.join(' ')}`).toBeGreaterThan(scripts.indexOf('pointer'));
    expect(scripts.indexOf('pointer')).toBeGreaterThan(0);
  });

  test('focusing a link fetches its page, so Enter finds it there (keyboard readers too)', async ({ blog, page }) => {
    const requests = recordRequests(page);
    await blog.goto(ARTICLE);
    // Nothing is fetched ahead before a scroll (usePrefetch's reading path), and an idle callback posted now
    // runs after any the page posted.
    await pageIdle(page);
    // The sidebar's last item: neither a pager link, nor next to the current item, nor in the article.
    const link = page.locator('.rp-doc-layout__sidebar a.rp-sidebar-item:not(.rp-sidebar-item--active)').last();
    const href = (await link.getAttribute('href'))!;
    const chunk = await routeChunkOf(page, href);
    const beforeFocus = requests.mark;
    expect(requests.since(0), 'its page fetched before the focus').not.toContain(chunk);
    await link.focus();
    await expect.poll(() => requests.since(beforeFocus), 'its page fetched on focus').toContain(chunk);
    // Whatever else the focus set off has been requested once the tasks it queued have run.
    await pageIdle(page);
    const fetchedAhead = requests.since(beforeFocus).filter((p) => ASYNC_CHUNK.test(p));
    const beforeEnter = requests.mark;
    const title = await page.locator('.rp-doc h1').first().textContent();
    await link.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.rp-doc h1').first()).not.toHaveText(title!);
    await pageIdle(page);
    // What focus fetched is not fetched again. (Once there, the new page fetches its own neighbours
    // when idle, which may be under way already.)
    expect(requests.since(beforeEnter).filter((p) => fetchedAhead.includes(p))).toEqual([]);
  });
});

test('a code block off screen is not laid out until it nears the viewport, and has its real height before and after', async ({ blog, page }) => {
  // The article with the most highlighted code, so that some of it is far below the first screen.
  const pages = DOC_PAGES.filter((p) => isArticle(p) && p.frontmatter.draft !== true);
  const longest = pages.map((p) => ({ route: p.route, fences: (p.body.match(/^```/gm) ?? []).length })).sort((a, b) => b.fences - a.fences)[0];
  await blog.goto(longest.route);
  const sizes = await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const blocks = [...document.querySelectorAll<HTMLElement>('.rp-codeblock__content code[style*="--fb-code-lines"]')];
    const last = blocks[blocks.length - 1];
    const line = last.querySelector('.line')!;
    const skipped = !line.checkVisibility({ contentVisibilityAuto: true });
    const before = last.getBoundingClientRect().height;
    last.scrollIntoView({ block: 'center' });
    await frames();
    return { blocks: blocks.length, skipped, before, laidOut: line.checkVisibility({ contentVisibilityAuto: true }), after: last.getBoundingClientRect().height };
  });
  expect(sizes.blocks).toBeGreaterThan(2);
  expect(sizes.skipped, 'the last block was laid out with the first screen').toBe(true);
  expect(sizes.laidOut).toBe(true);
  expect(Math.abs(sizes.after - sizes.before), `placeholder ${sizes.before} px, laid out ${sizes.after} px`).toBeLessThanOrEqual(1);
});

httpTest('article images are lazy: they cost nothing below the fold and a page change never waits for them', async ({ request }) => {
  let images = 0;
  for (const { route } of DOC_PAGES.filter((p) => /!\[/.test(p.body))) {
    const html = await (await request.get(url(route))).text();
    const inArticle = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const img of inArticle.match(/<img\b[^>]*>/g) ?? []) {
      images++;
      expect(img.replace(/src="[^"]*"/, 'src=…'), route).toMatch(/\sloading="lazy"/);
    }
  }
  expect(images).toBeGreaterThan(2);
});

test.describe('search before the page is interactive', () => {
  for (const via of ['click', 'Control+k'] as const) {
    test(`a ${via} on search before the scripts ran opens the dialog once they have`, async ({ blog, page }) => {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await page.route(/\/static\/js\/[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // Not waiting for 'load': the held scripts would hold it.
      await page.goto(url('/work/'), { waitUntil: 'domcontentloaded' });
      const button = page.locator('.rp-nav .rp-search-button').first();
      await expect(button).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      if (via === 'click') await button.click();
      else await page.keyboard.press('Control+k');
      release();
      await blog.hydrated();
      const input = page.getByPlaceholder('Search Docs').last();
      await expect(input).toBeVisible();
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test.describe('home landmarks', () => {
  test('the hero, features and latest posts are in <main>, the footer is not, and the skip link lands in it', async ({ blog, page }) => {
    await blog.goto('/');
    const main = page.locator('main');
    await expect(main).toHaveCount(1);
    await expect(main.locator('.rp-home-hero')).toHaveCount(1);
    await expect(main.locator('.rp-home-feature')).not.toHaveCount(0);
    await expect(main.locator('.fb-latest')).toBeVisible();
    await expect(main.locator('.rp-home-footer')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到正文' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});
