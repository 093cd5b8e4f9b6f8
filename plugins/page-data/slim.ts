// What every page's first load carries about all the other pages, and what moves into each page's
// own route chunk instead. Pure functions; index.ts wires them into the build.
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
 * needs to find a route's page (routePath, lang, version), its title, the edit link's file
 * (_relativePath) and the last-updated line. Everything else (headings, front matter, descriptions,
 * feed links, reading time) is either in the page's own route chunk already (its MDX module carries
 * its toc, title and front matter) or added there by remarkPageMeta.
 */
export const LIST_FIELDS = ['routePath', 'title', 'lang', 'version', '_relativePath', 'lastUpdatedTime'] as const;

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
  return out;
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

/**
 * Rspress's `virtual-site-data` module (`export default {site data}`) with its sidebar map's keys in
 * route order, in the theme config and in every locale's; null if the module is not of that shape.
 */
export function sortedSiteDataModule(code: string): string | null {
  const m = SITE_DATA.exec(code);
  if (!m) return null;
  let data: { themeConfig?: { sidebar?: Record<string, unknown>; locales?: Array<{ sidebar?: Record<string, unknown> }> } };
  try {
    data = JSON.parse(m[1]);
  } catch {
    return null;
  }
  const sortKeys = (map: Record<string, unknown> | undefined) =>
    map && Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const theme = data.themeConfig;
  if (theme?.sidebar) theme.sidebar = sortKeys(theme.sidebar);
  for (const locale of theme?.locales ?? []) if (locale.sidebar) locale.sidebar = sortKeys(locale.sidebar);
  return `export default ${JSON.stringify(data)};\n`;
}
