import type { PageFrontMatter } from './frontmatter';
import { normalizeRoute } from './routes';

/**
 * What kind of page a route is, from its page data: the one rule of "an article", for the content
 * check (an article needs its date), the posts and feeds, the SEO tags, reading time and comments
 * (on articles only) and analytics (each page_view is tagged with it).
 *
 * - 'home'    pageType home
 * - '404'     the not-found page
 * - 'index'   a section's index page: a directory's index.md (route ends with '/') or an overview page
 * - 'article' any other doc page (/hello, /rust/ownership/rust-ownership …)
 * - 'other'   custom/blank pages
 */
export type PageKind = 'home' | '404' | 'index' | 'article' | 'other';

export interface PageLike {
  pageType?: string;
  routePath?: string;
  frontmatter?: PageFrontMatter;
}

export function pageKind(page: PageLike): PageKind {
  const type = page.pageType ?? (page.frontmatter?.pageType as string | undefined) ?? 'doc';
  if (type === 'home') return 'home';
  if (type === '404') return '404';
  if (type !== 'doc' && type !== 'doc-wide') return 'other';
  const route = normalizeRoute(page.routePath ?? '');
  if (route === '' || route.endsWith('/')) return 'index';
  if (page.frontmatter?.overview) return 'index';
  return 'article';
}

export const isArticle = (page: PageLike) => pageKind(page) === 'article';
