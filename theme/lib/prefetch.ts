// Which links to fetch ahead (theme/hooks/usePrefetch.ts): pure parts, tested in prefetch.test.ts.

/** The Network Information API where the browser has it (Chromium): navigator.connection. */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No fetching ahead on a connection the reader pays for or waits on: Save-Data, or 2G and slower. */
export function prefetchAllowed(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * The site route a link leads to ('/work/java/java-spi'), or null when it leaves the site, stays on
 * this page (only the hash differs), opens elsewhere or downloads. `base` is the site's base path
 * with a trailing slash ('/free-blog/').
 */
export function linkRoute(
  link: { href: string; target?: string; hasAttribute(name: string): boolean },
  here: { origin: string; pathname: string },
  base: string,
): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  const root = base.replace(/\/$/, '');
  if (url.pathname !== root && !url.pathname.startsWith(`${root}/`)) return null;
  if (/\.(xml|json|txt|md|svg|png|jpe?g|webp|gif|pdf|zip)$/i.test(url.pathname)) return null;
  return url.pathname.slice(root.length) || '/';
}

/** How many links a page fetches ahead on its own (hover, focus and touch always fetch). */
export const IDLE_PREFETCH_LIMIT = 8;

/**
 * The links a reader of this page is likely to follow next, most likely first: the pager's next and
 * previous, the sidebar items around the current one, then links in view in the article.
 */
export const LIKELY_LINKS = [
  '.rp-doc-footer a.rp-prev-next-page__next',
  '.rp-doc-footer a.rp-prev-next-page__prev',
] as const;
