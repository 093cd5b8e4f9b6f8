// Accessibility (WCAG 2.2 AA): axe over every route of the blog in both colour schemes, with its
// best-practice rules too (named, unique landmarks, no content outside them). The machinery's own
// accessibility (skip link, zoom, menus, tables, reduced motion, the outline, contrast of the hero button)
// is tested on the fixture site: fixture-site/a11y.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { ALL_ROUTES } from './routes';
import { expect, test, url } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// One page per test, the routes split in chunks so the two themes and chunks run on all workers.
const SWEEP = [...ALL_ROUTES, '/no-such-page'];
const CHUNKS = 6;
for (const scheme of ['light', 'dark'] as const) {
  for (let c = 0; c < CHUNKS; c++) {
    const routes = SWEEP.filter((_, i) => i % CHUNKS === c);
    test(`axe WCAG 2.2 AA and best practice (${scheme}) routes ${c + 1}/${CHUNKS}`, async ({ page, blog }) => {
      test.setTimeout(600_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const found: string[] = [];
      for (const route of routes) {
        await page.goto(url(route));
        await blog.hydrated();
        expect(await blog.isDark(), route).toBe(scheme === 'dark');
        // The 404 page too: its own title is empty (SPEC §2), the document title is the site's.
        const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        for (const v of r.violations)
          found.push(`${route} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      }
      expect(found).toEqual([]);
    });
  }
}

