// The real sections' overview pages list every article of their groups with its H2s (derived from docs/).
// The overview's machinery (the filter: its place, case, hyphens, a miss) is tested on the fixture site,
// fixture-site/overview.spec.ts.
import { headings, isArticle, listPageFiles, readMeta, readPage } from '../content/docs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const overview = (page: Page) => page.locator('.rp-overview');
const itemLinks = (page: Page) =>
  overview(page).locator('.rp-overview-group__item__title__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

/** The h2 texts of a section's articles, from their Markdown (inline code marks dropped). */
function articleH2s(section: string): { route: string; texts: string[] }[] {
  return listPageFiles()
    .filter((f) => f.startsWith(`${section}/`))
    .map(readPage)
    .filter(isArticle)
    .map((p) => ({
      route: p.route,
      texts: headings(p.body)
        .filter((h) => h.depth === 2 && !/[[\]*_<]/.test(h.text))
        .map((h) => h.text.replace(/`/g, '')),
    }));
}

test.describe('overview pages', () => {
  for (const section of ['work', 'rust']) {
    test(`/${section}/ lists every article in its groups, with the articles' h2 headers`, async ({ blog, page }) => {
      const articles = articleH2s(section);
      expect(articles.length).toBeGreaterThan(3);
      await blog.goto(`/${section}/`);
      const links = await itemLinks(page);
      for (const a of articles) expect(links).toContain(`/free-blog${a.route}`);
      const headerTexts = await overview(page)
        .locator('.rp-overview-group__item__content__item__link')
        .evaluateAll((as) => as.map((a) => (a.textContent ?? '').trim()));
      for (const a of articles) for (const t of a.texts) expect(headerTexts, `${a.route}: ${t}`).toContain(t);
      // Groups carry the sidebar's group names as headings.
      const groupNames = await overview(page).locator('h2:has(+ .rp-overview-group)').evaluateAll((hs) =>
        hs.map((h) => (h.querySelector('span')?.textContent ?? h.textContent ?? '').replace(/#$/, '').trim()),
      );
      const dirLabels = (readMeta(section) ?? []).flatMap((e) => (typeof e === 'object' && e.type === 'dir' && e.label ? [e.label] : []));
      expect(dirLabels.length).toBeGreaterThan(1);
      expect(groupNames).toEqual(expect.arrayContaining(dirLabels));
    });
  }
});
