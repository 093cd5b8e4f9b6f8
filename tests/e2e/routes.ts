import { folderOf } from '../../site/shared/routes';
import { allPosts, type ListPage, listPages } from '../../site/shared/posts';
import { sectionLabelOf, sectionLabels, sidebarOrder, topSectionLabels } from '../../site/node/sections';
import { codeBlocks, DOCS, type DocPage, headings, isArticle, listPageFiles, readPage } from '../content/docs';

// The routes readers and other sites link to: pages that must always exist (renaming one breaks links).

export const KEPT_ROUTES = [
  '/',
  '/hello',
  '/book/',
  '/book/microservices-design',
  '/collection-article/',
  '/network/',
  '/network/network-tcp-udp-compare',
  '/rust/',
  '/rust/case/',
  '/rust/case/rust-minigrep',
  '/rust/case/rust-minigrep1',
  '/rust/closures/rust-closures',
  '/rust/concurrency/rust-concurrency',
  '/rust/concurrency/rust-concurrency2',
  '/rust/concurrency/rust-concurrency3',
  '/rust/error/panic',
  '/rust/error/rust-Result',
  '/rust/iterators/rust-iterators',
  '/rust/lifetime/rust-lifetime',
  '/rust/oop/rust-advanced-traits',
  '/rust/oop/rust-oop',
  '/rust/ownership/rust-ownership',
  '/rust/ownership/rust-references-and-borrowing',
  '/rust/pointers/rust-smart-pointers',
  '/rust/web/rust-websocket-rt1',
  '/rust/web/rust-websocket-rt2',
  '/rust/web/rust-websocket-rt3',
  '/rust/web/rust-websocket-rt4',
  '/work/',
  '/work/ai/',
  '/work/ai/lang-chain-rag',
  '/work/db/',
  '/work/db/repeatable-sql',
  '/work/java/',
  '/work/java/docker-nacos-hosname',
  '/work/java/executors-thread-pool',
  '/work/java/java-spi',
  '/work/java/java-thread-pool',
  '/work/other/',
  '/work/other/docker-nacos-hosname',
  '/work/other/git-restore-staged',
  '/work/spring/',
  '/work/spring/spring-circular-dependency',
  '/work/spring/spring-rabbitmq',
] as const;

/**
 * Every page of the site that has a source file, read once from docs/ (the same walk the content tests make):
 * every model below and every expectation of a page's front matter comes from here, and the specs that read
 * pages themselves take them from here too.
 */
export const DOC_PAGES: readonly DocPage[] = listPageFiles().map(readPage);

/**
 * Their routes: a new post is one Markdown file and one _meta.json line, and every sweep covers it without any
 * test naming it. KEPT_ROUTES above are a subset that must always exist.
 */
export const DOC_ROUTES: readonly string[] = DOC_PAGES.map((p) => p.route);

/** The list pages the posts make (archive, section filters, tag pages: plugins/posts), from the same model. */
const topLabels = topSectionLabels(DOCS);
export const LIST_PAGES: readonly ListPage[] = listPages(
  allPosts(
    DOC_PAGES.map((p) => ({ routePath: p.route, frontmatter: p.frontmatter })),
    () => null,
  ),
  (area) => topLabels.get(area) ?? area,
);
export const LIST_ROUTES: readonly string[] = LIST_PAGES.map((p) => p.route);
export const listPageOf = (route: string) => LIST_PAGES.find((p) => p.route === route);

/** The page of docs/ a route shows: its file, front matter and body. */
export function pageOf(route: string): DocPage {
  const page = DOC_PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`pageOf: no page in docs/ has the route ${route}`);
  return page;
}

/** The front matter of a route's page (a list page made by plugins/posts has only title and description). */
export function frontmatterOf(route: string): Record<string, unknown> {
  const list = listPageOf(route);
  if (list) return { title: list.title, description: list.description };
  return pageOf(route).frontmatter;
}

/** Every route of the production build: what the sweeps (axe, CSP, URLs, sitemap, robustness) cover. */
export const ALL_ROUTES: readonly string[] = [...DOC_ROUTES, ...LIST_ROUTES];

/**
 * A page's date as its source file writes it (`date: YYYY-MM-DD`), read from the text and through no code of the
 * site's, so a test of what the page shows does not take the date from the model that shows it (POSTS).
 */
export function writtenDateOf(route: string): string {
  const text = pageOf(route).source;
  // Within the front matter only (a `date:` line in the body, in a code block say, is not the page's).
  const frontMatter = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)?.[1] ?? '';
  const m = /^date:\s*['"]?(\d{4}-\d{2}-\d{2})['"]?\s*(#.*)?$/m.exec(frontMatter);
  if (!m) throw new Error(`writtenDateOf: ${route}'s front matter has no date: YYYY-MM-DD line`);
  return m[1];
}

/** A page's tags as its front matter lists them, in order (none: an empty list), not as the model reads them. */
export const writtenTagsOf = (route: string): string[] => ((frontmatterOf(route).tags ?? []) as unknown[]).map(String);

/** 'docs/rust/case/index.md' for '/rust/case/', 'docs/hello.mdx' for '/hello' (without extension). */
export function sourceStemOf(route: string): string {
  const stem = route === '/' ? 'index' : route.endsWith('/') ? `${route.slice(1)}index` : route.slice(1);
  return `docs/${stem}`;
}

/** Every published article as the lists show it (section label, date, tags, series), from docs/ front matter. */
const labels = sectionLabels(DOCS);
export const POSTS = allPosts(
  DOC_PAGES.filter(isArticle).map((p) => ({ routePath: p.route, frontmatter: p.frontmatter })),
  (route) => sectionLabelOf(route, labels),
);
/** The technical articles (in a section, not at the top like /hello): each ends with related posts. */
export const TECHNICAL_POSTS = POSTS.filter((p) => folderOf(p.link) !== '/');

/**
 * The articles a test outside the sweep opens when it needs one, chosen by what they hold and never by name, so
 * that renaming or removing an article picks another: published articles one group down in a section
 * (/work/java/…, with a sidebar group, the section's overview and a pager around them), each with H2s and a code
 * block, in the order of the files. A test that needs the page after one reads it from the page's own pager.
 */
export const GROUPED_ARTICLES: readonly string[] = DOC_PAGES.filter(
  (p) => isArticle(p) && p.route.split('/').length === 4 && headings(p.body).some((h) => h.depth === 2) && codeBlocks(p.body).length > 0,
).map((p) => p.route);

/** The first of GROUPED_ARTICLES under a path ('/work/'), and the first in a group other than `otherThan`'s. */
export function groupedArticle(under: string, otherThan?: string): string {
  const found = GROUPED_ARTICLES.find((r) => r.startsWith(under) && (!otherThan || folderOf(r) !== folderOf(otherThan)));
  if (!found) throw new Error(`groupedArticle: docs/ has no published article with H2s and code one group down in ${under}${otherThan ? ` beside ${folderOf(otherThan)}` : ''}`);
  return found;
}

/** Every page's place in the sidebars' reading order (site/node/sections.ts), and the page at each place. */
const ORDER = sidebarOrder(DOCS);
const AT_PLACE = new Map([...ORDER].map(([route, place]) => [place, route]));

/** The page after an article in its sidebar when that is another article of its group (its pager's "下一页"). */
export function nextArticleOf(route: string): string | undefined {
  const place = ORDER.get(route);
  const next = place === undefined ? undefined : AT_PLACE.get(place + 1);
  return next && folderOf(next) === folderOf(route) && DOC_PAGES.some((p) => p.route === next && isArticle(p)) ? next : undefined;
}

/**
 * An article for a test that needs any one with plenty of code and an article after it: of GROUPED_ARTICLES
 * followed in their group by another article, the one with the most code blocks.
 */
export const AN_ARTICLE: string = (() => {
  const [most] = GROUPED_ARTICLES.filter((route) => nextArticleOf(route))
    .map((route) => ({ route, blocks: codeBlocks(pageOf(route).body).length }))
    .sort((a, b) => b.blocks - a.blocks);
  if (!most) throw new Error('AN_ARTICLE: docs/ has no published article with H2s and code, one group down in a section, followed in its sidebar by another article');
  return most.route;
})();
