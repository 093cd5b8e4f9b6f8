// The structured data of every built page, parsed as a search engine parses it: the text of each
// <script type="application/ld+json"> (found by a real HTML parser, parse5) must be valid JSON; every
// article has a BlogPosting with the fields below, taken from its front matter; the home page a
// WebSite; every other page a BreadcrumbList from the home page down to itself.
import fs from 'node:fs';
import { type DefaultTreeAdapterTypes as T, parse } from 'parse5';
import { beforeAll, expect, it } from 'vitest';
import { AUTHOR_GITHUB, AUTHOR_NAME } from '../../site/shared/constants';
import { ALL_ROUTES, canonicalOf, day, frontmatterOf, htmlFileOf, isArticle, requireBuild, SITE_URL } from './build';

type Node = T.ChildNode | T.Document;
type Data = Record<string, unknown>;

function jsonLdScripts(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node && node.tagName === 'script' && node.attrs.some((a) => a.name === 'type' && a.value === 'application/ld+json')) {
      out.push(node.childNodes.map((c) => ('value' in c ? c.value : '')).join(''));
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out;
}

const graphOf = (route: string): Data[] => {
  const scripts = jsonLdScripts(fs.readFileSync(htmlFileOf(route), 'utf8'));
  expect(scripts, `${route}: one JSON-LD block`).toHaveLength(1);
  // Nothing in it can end the element early or open a comment, whatever the titles say.
  expect(scripts[0], route).not.toMatch(/<\/?script|<!--/i);
  const data = JSON.parse(scripts[0]) as Data;
  expect(data['@context'], route).toBe('https://schema.org');
  return data['@graph'] as Data[];
};

beforeAll(requireBuild);

it('every article is a BlogPosting: headline, description, dates, author, image, language, page, keywords', () => {
  const articles = ALL_ROUTES.filter(isArticle).filter((r) => day(frontmatterOf(r).date));
  expect(articles.length).toBeGreaterThan(0);
  for (const route of articles) {
    const fm = frontmatterOf(route);
    const posting = graphOf(route).find((n) => n['@type'] === 'BlogPosting');
    expect(posting, route).toBeDefined();
    expect(posting, route).toMatchObject({
      headline: fm.title,
      description: fm.description,
      datePublished: day(fm.date),
      dateModified: day(fm.updated) ?? day(fm.date),
      author: { '@type': 'Person', name: AUTHOR_NAME, url: AUTHOR_GITHUB },
      image: { url: `${SITE_URL}og-default.png` },
      inLanguage: 'zh-CN',
      mainEntityOfPage: { '@id': canonicalOf(route) },
    });
    const tags = Array.isArray(fm.tags) ? fm.tags : [];
    // The front matter's tags, in order; an article without tags has no keywords (not an empty list).
    expect(posting!.keywords, route).toEqual(tags.length ? tags : undefined);
  }
});

it('the home page is a WebSite', () => {
  expect(graphOf('/')).toEqual([expect.objectContaining({ '@type': 'WebSite', url: SITE_URL, name: 'My Blog', inLanguage: 'zh-CN' })]);
});

it('every other page has breadcrumbs from the home page down to itself', () => {
  for (const route of ALL_ROUTES.filter((r) => r !== '/')) {
    const list = graphOf(route).find((n) => n['@type'] === 'BreadcrumbList');
    const items = (list?.itemListElement ?? []) as Array<{ position: number; name: string; item: string }>;
    expect(items.length, route).toBeGreaterThanOrEqual(2);
    expect(items.map((i) => i.position), route).toEqual(items.map((_, i) => i + 1));
    expect(items[0].item, route).toBe(SITE_URL);
    expect(items.at(-1)!.item, route).toBe(canonicalOf(route));
    expect(items.every((i) => typeof i.name === 'string' && i.name.length > 0 && i.item.startsWith(SITE_URL)), route).toBe(true);
    // Each crumb's page is a route of the site.
    for (const i of items) expect(ALL_ROUTES.map(canonicalOf), `${route}: ${i.item}`).toContain(i.item);
  }
});
