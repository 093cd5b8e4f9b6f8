// sitemap.xml against docs/: every page's <lastmod> is the day its front matter says it last changed
// (`updated`, else `date`); a list page's is the newest such day among the articles it lists; a page
// whose front matter says nothing has none. Search engines trust lastmod only while it is true.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ALL_ROUTES, canonicalOf, day, frontmatterOf, isArticle, OUT, requireBuild } from './build';

let entries: Map<string, string | null>;
beforeAll(() => {
  requireBuild();
  const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  entries = new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, u]) => [decodeURI(/<loc>([^<]+)<\/loc>/.exec(u)![1]), /<lastmod>([^<]+)<\/lastmod>/.exec(u)?.[1] ?? null]),
  );
});

const articles = ALL_ROUTES.filter(isArticle).filter((r) => day(frontmatterOf(r).date) && frontmatterOf(r).overview !== true);
const changed = (route: string) => day(frontmatterOf(route).updated) ?? day(frontmatterOf(route).date)!;

/** The articles a list page lists, read from docs/ alone. */
function listed(route: string): string[] {
  if (route === '/' || route === '/archive/') return articles;
  if (route.startsWith('/archive/')) return articles.filter((a) => a.startsWith(`/${route.split('/')[2]}/`));
  if (route === '/tags/') return articles.filter((a) => Array.isArray(frontmatterOf(a).tags) && (frontmatterOf(a).tags as unknown[]).length > 0);
  return articles.filter((a) => a.startsWith(route));
}

it('lists every route once, with the day its front matter gives, never the day of the build', () => {
  expect([...entries.keys()].sort()).toEqual(ALL_ROUTES.map(canonicalOf).sort());
  const wrong: string[] = [];
  for (const route of ALL_ROUTES) {
    const expected = isArticle(route) ? (articles.includes(route) ? changed(route) : null) : (listed(route).map(changed).sort().at(-1) ?? null);
    const actual = entries.get(canonicalOf(route));
    if (actual !== expected) wrong.push(`${route}: lastmod ${actual}, front matter says ${expected}`);
  }
  expect(wrong).toEqual([]);
  expect([...entries.values()].every((d) => d === null || /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
});
