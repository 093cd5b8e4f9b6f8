// What every page's first load carries about all the other pages, and what moves into each page's
// own route chunk instead. Pure functions; index.ts wires them into the build.
import { MDX_OR_MD_REGEXP } from '@rspress/shared';
import { isoDay } from '../../site/shared/dates';

/** A page as Rspress's extractPageData and the plugins' extendPageData hooks leave it. */
export interface BuiltPage {
  routePath: string;
  title?: string;
  lang?: string;
  version?: string;
  toc?: { id: string; text: string; depth: number }[];
  frontmatter?: Record<string, unknown>;
  description?: string;
  readingTimeData?: unknown;
  [key: string]: unknown;
}

/**
 * The fields of the page list shipped to every page (Rspress's `virtual-page-data`): what the runtime
 * needs to find a route's page, and its last-updated line. The runtime builds a page's data from its route
 * module's meta spread over its entry in this list ("page-data-from-route-module" in patches/internals.ts),
 * so the rest of a page's data can travel in its own route chunk instead, which only that page loads:
 *  - the title: the module's wins over the list's, so the list's was never read (4.9 KiB brotli of
 *    every first load at 1,000 articles);
 *  - OWN_FIELDS, the edit link's file (1.8 KiB at 1,000 articles): in the route chunk of a page whose
 *    source file is Markdown (remarkPageMeta puts it there). All the list knows of the source is
 *    `_relativePath`, so a page whose `_relativePath` names another file keeps it in the list: the posts
 *    plugin's archive and tag pages, which name their generator (plugins/posts/index.ts) for the edit
 *    link, and any page a plugin might add from a component;
 *  - headings, front matter, descriptions, feed links, reading time: in the route chunk (its MDX module
 *    carries its toc, title and front matter; remarkPageMeta adds the rest).
 * The last-updated time stays here: it comes from git, not from the file, and Rspress's persistent build
 * cache keeps a compiled route module while its file is unchanged, so in a route chunk it would go stale
 * on a warm rebuild after a commit; the list is made anew on every build. The edit link's file is the
 * module's own path, which the cache keys on.
 */
export const LIST_FIELDS = ['routePath', 'lang', 'version', 'lastUpdatedTime'] as const;
export const OWN_FIELDS = ['_relativePath'] as const;

/**
 * A page whose source file, by `_relativePath`, is Markdown by the runtime's own test (it reads a page's
 * meta from its route module only for those): its route module carries the meta.
 */
export const fromMarkdown = (page: BuiltPage) => typeof page._relativePath === 'string' && MDX_OR_MD_REGEXP.test(page._relativePath);

/** The page's OWN_FIELDS. */
export function ownFields(page: BuiltPage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of OWN_FIELDS) if (page[key] !== undefined) out[key] = page[key];
  return out;
}

/** The page's entry in the list: LIST_FIELDS, its last-updated time as the author dated it, and its OWN_FIELDS if it is not a Markdown page. */
export function slimPage(page: BuiltPage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of LIST_FIELDS) if (page[key] !== undefined) out[key] = page[key];
  // `updated: YYYY-MM-DD` in front matter is the author marking a real revision: it wins over the
  // date of the file's last commit (which a typo fix moves), in the form Rspress shows that in.
  const updated = isoDay(page.frontmatter?.updated);
  if (updated) {
    const [y, mo, d] = updated.split('-');
    out.lastUpdatedTime = `${y}/${Number(mo)}/${Number(d)} 00:00:00`;
  }
  return fromMarkdown(page) ? out : { ...out, ...ownFields(page) };
}

const MODULE = /^\s*export const pageData = (\{[\s\S]*?\});\s*export const searchIndexHash = ([\s\S]*?);?\s*$/;

/**
 * Rewrites the source of Rspress's `virtual-page-data` module (`export const pageData = {pages}` and
 * `export const searchIndexHash = {...}`) with slim pages; null if the module is not of that shape
 * (a changed Rspress), so the caller can say so and leave it alone.
 */
export function slimPageDataModule(code: string): string | null {
  const m = MODULE.exec(code);
  if (!m) return null;
  let data: { pages?: BuiltPage[] };
  try {
    data = JSON.parse(m[1]);
  } catch {
    return null;
  }
  if (!Array.isArray(data.pages)) return null;
  const slim = { ...data, pages: data.pages.map(slimPage) };
  return `export const pageData = ${JSON.stringify(slim)};\nexport const searchIndexHash = ${m[2]};\n`;
}

export interface OverviewHeader {
  id: string;
  text: string;
  depth: 2;
}

const dirOf = (routePath: string) => (routePath.endsWith('/') ? routePath : routePath.replace(/[^/]*$/, ''));

/**
 * The H2 headings an overview page lists under each page of its section: every page whose route
 * lies under the overview's folder (the overview at /work/ covers /work/**), keyed by route.
 */
export function overviewHeaders(overviewRoute: string, pages: Iterable<BuiltPage>): Record<string, OverviewHeader[]> {
  const dir = dirOf(overviewRoute);
  const out: Record<string, OverviewHeader[]> = {};
  for (const p of pages) {
    if (p.routePath === overviewRoute || !p.routePath.startsWith(dir)) continue;
    out[p.routePath] = (p.toc ?? []).filter((h) => h.depth === 2).map(({ id, text }) => ({ id, text, depth: 2 }));
  }
  return out;
}

const SITE_DATA = /^\s*export default (\{[\s\S]*\});?\s*$/;

type SidebarMap = Record<string, unknown>;

/** Sidebar items without `_fileKey`, which only Rspress's build reads (auto-nav-sidebar's normalize). */
function withoutFileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== '_fileKey').map(([k, v]) => [k, withoutFileKeys(v)]));
}

/**
 * Rspress's `virtual-site-data` module (`export default {site data}`) with its sidebar maps (the theme
 * config's and every locale's) in route order and without the items' `_fileKey`s (a build-side key
 * the browser never reads: "sidebar-file-key-build-only" in patches/theme/internals.ts; 2 KiB brotli of
 * every first load at 1,000 articles); null if the module is not of that shape.
 */
export function siteDataModule(code: string): string | null {
  const m = SITE_DATA.exec(code);
  if (!m) return null;
  let data: { themeConfig?: { sidebar?: SidebarMap; locales?: Array<{ sidebar?: SidebarMap }> } };
  try {
    data = JSON.parse(m[1]);
  } catch {
    return null;
  }
  const tidy = (map: SidebarMap | undefined) =>
    map && Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, withoutFileKeys(v)]));
  const theme = data.themeConfig;
  if (theme?.sidebar) theme.sidebar = tidy(theme.sidebar);
  for (const locale of theme?.locales ?? []) if (locale.sidebar) locale.sidebar = tidy(locale.sidebar);
  return `export default ${JSON.stringify(data)};\n`;
}
