import { normalizeRoute } from '../../site/shared/routes';
/** Pure helpers of the page_view reporting (unit-tested in pageView.test.ts). */

/**
 * Query parameters that may travel to the analytics vendor. Everything else is dropped from
 * page_location: an unknown parameter may be a secret (giscus's `?giscus=<session>` after
 * sign-in, an OAuth `code`, a `token`, a `key`…), and a denylist would always miss one. Campaign
 * tags (utm_*) are kept because they are what page_location is for.
 */
const KEEP_PARAM = /^utm_(source|medium|campaign|term|content|id)$/;

/** The page URL for page_location: only utm_* parameters kept, no hash (it is not a new page). */
export function safePageLocation(href: string): string {
  const u = new URL(href);
  for (const key of [...u.searchParams.keys()]) if (!KEEP_PARAM.test(key)) u.searchParams.delete(key);
  u.hash = '';
  return u.toString();
}

/** page_path: the path as the reader sees it, with the base; '.html' and a trailing '/index' removed. */
export function pagePath(pathname: string): string {
  return normalizeRoute(pathname);
}

/** The same page, whatever spelling of its URL: used so one page change gives one page_view. */
export function samePath(a: string, b: string): boolean {
  return pagePath(a).replace(/\/$/, '') === pagePath(b).replace(/\/$/, '');
}

export interface PageViewParams {
  page_path: string;
  page_title: string;
  page_location: string;
  page_type: string;
}

export function pageViewParams(o: { href: string; pathname: string; title: string; kind: string }): PageViewParams {
  return {
    page_path: pagePath(o.pathname),
    page_title: o.title,
    page_location: safePageLocation(o.href),
    page_type: o.kind,
  };
}
