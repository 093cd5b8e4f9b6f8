// sitemap.xml: every page's canonical URL with the day it last changed, as its front matter says
// (`updated`, else `date`); a list page (home, section index, archive, tags) changed when the newest
// entry it lists did. A page with neither gets no <lastmod>: search engines use lastmod only while it
// is true, and the time of the build never is.
import { normalizeRoute } from '../shared/routes';
import { ARCHIVE_ROUTE, type Post, TAGS_ROUTE } from '../shared/posts';
import { absoluteUrl } from '../shared/seo';

export interface SitemapPage {
  routePath: string;
  frontmatter?: Record<string, unknown>;
}

const dayOf = (post: Post) => post.updated ?? post.date;
const newest = (posts: Post[]) => posts.map(dayOf).sort().at(-1) ?? null;

/** The posts a list page shows, or null when the route is not a list page. */
export function listedPosts(route: string, posts: Post[]): Post[] | null {
  if (route === '/') return posts;
  if (!route.endsWith('/')) return null;
  if (route === ARCHIVE_ROUTE) return posts;
  if (route.startsWith(ARCHIVE_ROUTE)) {
    const area = route.slice(ARCHIVE_ROUTE.length, -1);
    return posts.filter((p) => p.area === area);
  }
  if (route === TAGS_ROUTE) return posts.filter((p) => p.tags.length > 0);
  return posts.filter((p) => p.link.startsWith(route));
}

/** YYYY-MM-DD of the page's last change, or null when nothing says. */
export function lastmodOf(page: SitemapPage, posts: Post[]): string | null {
  const route = normalizeRoute(page.routePath);
  const listed = listedPosts(route, posts);
  if (listed) return newest(listed);
  const post = posts.find((p) => p.link === route);
  if (post) return dayOf(post);
  return null;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap of these pages (the 404 page left out), URL-escaped <loc> as the protocol asks. */
export function sitemapXml(siteUrl: string, pages: SitemapPage[], posts: Post[]): string {
  const urls = pages
    .filter((p) => normalizeRoute(p.routePath) !== '/404')
    .map((p) => ({ loc: encodeURI(absoluteUrl(siteUrl, normalizeRoute(p.routePath))), lastmod: lastmodOf(p, posts) }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
  const body = urls
    .map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
