import { normalizeRoute } from './routes';
// Pure helpers for the SEO plugin: which routes are articles, their canonical URLs, and the
// head tags every page carries. No React and no Node here, so Vitest and the browser share them.

export interface SeoSite {
  /** Absolute URL of the site root, with the base and a trailing slash: https://host/free-blog/ */
  siteUrl: string;
  siteTitle: string;
  siteDescription: string;
  /** Path of the default social image inside docs/public, e.g. '/og-default.png'. */
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  /** Feeds announced in <head> on every page. */
  feeds: { href: string; type: string; title: string }[];
  locale: string;
}

export interface SeoPage {
  routePath: string;
  pageType?: string;
  title?: string;
  description?: string;
  date?: unknown;
  /** front matter `updated`: a revision the author marks */
  updated?: unknown;
}

export interface HeadTags {
  link: Record<string, string>[];
  meta: Record<string, string>[];
}

/** An article is any page that is not the home page, not a section index (trailing slash) and not the 404. */
export function isArticleRoute(routePath: string): boolean {
  return routePath !== '/' && !routePath.endsWith('/') && routePath !== '/404';
}

/** 'https://host/free-blog/' + '/work/java/' -> 'https://host/free-blog/work/java/' (clean-URL form). */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  const root = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const route = normalizeRoute(routePath.replace(/^\/+/, ''));
  return root + route;
}

/**
 * The page's Markdown copy, written beside its HTML (plugins/llms, site/llms.ts):
 * '/' -> '/index.md', '/work/' -> '/work/index.md', '/rust/error/panic' -> '/rust/error/panic.md'.
 */
export function markdownUrl(siteUrl: string, routePath: string): string {
  const url = absoluteUrl(siteUrl, routePath);
  return url.endsWith('/') ? `${url}index.md` : `${url}.md`;
}

/** YYYY-MM-DD (or a Date) -> ISO date string, or null when there is no usable date. */
export function isoDate(value: unknown): string | null {
  if (value == null || value === '') return null;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** The canonical, Open Graph, Twitter and feed tags of one page. */
export function seoHeadTags(site: SeoSite, page: SeoPage): HeadTags {
  const notFound = page.pageType === '404' || page.routePath === '/404';
  const home = page.pageType === 'home' || page.routePath === '/';
  const article = !notFound && isArticleRoute(page.routePath);
  const title = home ? site.siteTitle : notFound ? `404 - ${site.siteTitle}` : page.title || site.siteTitle;
  const description = page.description || site.siteDescription;
  const image = absoluteUrl(site.siteUrl, site.image);

  const link: Record<string, string>[] = site.feeds.map((f) => ({ rel: 'alternate', type: f.type, title: f.title, href: f.href }));
  const meta: Record<string, string>[] = [];
  if (notFound) {
    // The 404 page is served for every unknown URL: keep it out of indexes and give it no canonical.
    meta.push({ name: 'robots', content: 'noindex' });
  } else {
    const url = absoluteUrl(site.siteUrl, page.routePath);
    link.unshift({ rel: 'canonical', href: url });
    // For agents and readers' tools: the same page as Markdown (listed in llms.txt too).
    link.push({ rel: 'alternate', type: 'text/markdown', href: markdownUrl(site.siteUrl, page.routePath) });
    meta.push({ property: 'og:url', content: url });
  }
  meta.push(
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(site.imageWidth) },
    { property: 'og:image:height', content: String(site.imageHeight) },
    { property: 'og:image:alt', content: site.imageAlt },
    { property: 'og:site_name', content: site.siteTitle },
    { property: 'og:locale', content: site.locale },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: site.imageAlt },
  );
  const published = article ? isoDate(page.date) : null;
  if (published) meta.push({ property: 'article:published_time', content: published });
  const modified = published ? isoDate(page.updated) : null;
  if (modified) meta.push({ property: 'article:modified_time', content: modified });
  return { link, meta };
}
