import fs from 'node:fs';
import { FRONT_MATTER } from '../../../site/node/markdown.mjs';
import { headings } from '../../content/docs';
import type { Page } from '@playwright/test';
import { expect, nextEvent, pageIdle, test } from '../fixtures';

// The fixture's long article: many h2 and h3 headings, an h3 in the first half of the outline, and enough
// text below it to scroll it to the top (no h4; depth 4 is covered by the indent formula).
const ROUTE = '/guide/reading/long-article';
const FILE = 'tests/fixtures/site/guide/reading/long-article.md';
const body = (file: string) => fs.readFileSync(file, 'utf8').replace(FRONT_MATTER, '');

const outline = (page: Page) => page.locator('.rp-doc-layout__outline .rp-outline').filter({ visible: true }).first();

test.describe('outline (table of contents)', () => {
  test("is titled 'ON THIS PAGE' and lists the h2–h4 headings, indented 12 px per level", async ({ blog, page }) => {
    const source = headings(body(FILE)).filter((h) => h.depth >= 2 && h.depth <= 4);
    expect(source.some((h) => h.depth === 3)).toBe(true);
    await blog.goto(ROUTE);
    await expect(outline(page).locator('.rp-outline__title')).toHaveText('ON THIS PAGE');

    const dom = await page.locator('.rspress-doc').first().evaluate((doc) =>
      [...doc.querySelectorAll('h2, h3, h4')].map((h) => {
        const copy = h.cloneNode(true) as HTMLElement;
        copy.querySelector('.rp-header-anchor')?.remove();
        return { id: h.id, depth: Number(h.tagName[1]), text: (copy.textContent ?? '').trim() };
      }),
    );
    // The Markdown's headings are the page's headings, in order and depth.
    expect(dom.map((h) => h.depth)).toEqual(source.map((h) => h.depth));

    const entries = outline(page).locator('.rp-toc-item');
    await expect(entries).toHaveCount(dom.length);
    const got = await entries.evaluateAll((els) =>
      els.map((a) => ({ href: decodeURIComponent(a.getAttribute('href') ?? ''), text: (a as HTMLElement).innerText.trim(), pad: getComputedStyle(a).paddingLeft })),
    );
    expect(got).toEqual(dom.map((h) => ({ href: `#${h.id}`, text: h.text, pad: `${(h.depth - 2) * 12}px` })));
    expect(new Set(got.map((g) => g.pad))).toEqual(new Set(['0px', '12px']));
  });

  test('clicking an entry sets the hash and puts the heading 72 px below the top', async ({ blog, page }) => {
    await blog.goto(ROUTE);
    const entries = outline(page).locator('.rp-toc-item');
    const count = await entries.count();
    // An h3 in the first half, so the page can still scroll it to the top.
    const hrefs = await entries.evaluateAll((els) => els.map((a) => decodeURIComponent(a.getAttribute('href') ?? '')));
    const pads = await entries.evaluateAll((els) => els.map((a) => getComputedStyle(a).paddingLeft));
    const index = pads.findIndex((p, i) => p === '12px' && i >= 2 && i < count / 2);
    expect(index).toBeGreaterThan(0);
    const id = hrefs[index].slice(1);

    // The click is a fragment navigation: the browser jumps to the heading and fires hashchange; the
    // router's update for it runs Rspress's useScrollAfterNav, which scrolls to the heading once more
    // (an instant scroll, like the browser's: scroll-behavior is auto). Once the page is idle after the
    // hashchange, that update has been rendered and its scroll made: where the heading is then is final.
    const hashChanged = await nextEvent(page, 'window', 'hashchange');
    await entries.nth(index).click();
    await hashChanged();
    await pageIdle(page);
    expect(await page.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${id}`);
    const landed = await page.evaluate((hid) => Math.round(document.getElementById(hid)!.getBoundingClientRect().top), id);
    expect(landed).toBeGreaterThanOrEqual(68);
    expect(landed).toBeLessThanOrEqual(76);
  });
});
