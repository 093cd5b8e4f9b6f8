// Pure helpers for the SEO plugin: canonical URLs and the head tags every page carries. No React and
// no Node here, so Vitest and the browser share them.
import { isoDay } from './dates';
import { isArticle, type PageLike } from './pageKind';
import { normalizeRoute } from './routes';

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
  /** Absolute URL of sitemap.xml, announced in <head> (`<link rel="sitemap">`). */
  sitemap?: string;
  /** The author of the articles (JSON-LD `author`). */
  author?: { name: string; url: string };
  /** Section folder route ('/rust/ownership/') -> the title of its index page (breadcrumbs). */
  sections?: Record<string, string>;
  /** BCP 47 language of the content (JSON-LD `inLanguage`). */
  language?: string;
}

/** A page as the SEO tags read it: its kind (site/shared/pageKind.ts), title, description and front matter. */
export interface SeoPage extends PageLike {
  routePath: string;
  title?: string;
  description?: string;
}

export interface HeadTags {
  link: Record<string, string>[];
  meta: Record<string, string>[];
}

/** 'https://host/free-blog/' + '/work/java/' -> 'https://host/free-blog/work/java/' (clean-URL form). */
export function absoluteUrl(siteUrl: string, routePath: string): string {
  const root = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  const route = normalizeRoute(routePath.replace(/^\/+/, ''));
  return root + route;
}

/**
 * The page's Markdown copy, written beside its HTML (plugins/output/llms.ts, site/node/llms.ts):
 * '/' -> '/index.md', '/work/' -> '/work/index.md', '/rust/error/panic' -> '/rust/error/panic.md'.
 */
export function markdownUrl(siteUrl: string, routePath: string): string {
  const url = absoluteUrl(siteUrl, routePath);
  return url.endsWith('/') ? `${url}index.md` : `${url}.md`;
}

/** The canonical, Open Graph, Twitter and feed tags of one page. */
export function seoHeadTags(site: SeoSite, page: SeoPage): HeadTags {
  const notFound = page.pageType === '404' || page.routePath === '/404';
  const home = page.pageType === 'home' || page.routePath === '/';
  const article = !notFound && isArticle(page);
  const title = home ? site.siteTitle : notFound ? `404 - ${site.siteTitle}` : page.title || site.siteTitle;
  const description = page.description || site.siteDescription;
  const image = absoluteUrl(site.siteUrl, site.image);

  const link: Record<string, string>[] = site.feeds.map((f) => ({ rel: 'alternate', type: f.type, title: f.title, href: f.href }));
  // Crawlers read robots.txt only at the host's root, which a project site does not own (README,
  // 'Deploying'): the head says where the sitemap is instead.
  if (site.sitemap) link.push({ rel: 'sitemap', type: 'application/xml', title: 'Sitemap', href: site.sitemap });
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
  const published = article ? isoDay(page.frontmatter?.date) : null;
  if (published) meta.push({ property: 'article:published_time', content: published });
  const modified = published ? isoDay(page.frontmatter?.updated) : null;
  if (modified) meta.push({ property: 'article:modified_time', content: modified });
  return { link, meta };
}

// ---- Structured data (JSON-LD) ------------------------------------------------------------------

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * The page's place in the site, from the home page down: the home page, each section above it (its
 * index page, by title), then the page.
 */
export function breadcrumbs(site: SeoSite, page: SeoPage): { name: string; url: string }[] {
  const route = normalizeRoute(page.routePath);
  const crumbs = [{ name: site.siteTitle, url: absoluteUrl(site.siteUrl, '/') }];
  if (route === '/') return crumbs;
  const parts = route.split('/').filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const folder = `/${parts.slice(0, i).join('/')}/`;
    const label = site.sections?.[folder];
    if (label && folder !== route) crumbs.push({ name: label, url: absoluteUrl(site.siteUrl, folder) });
  }
  crumbs.push({ name: (route.endsWith('/') ? site.sections?.[route] : undefined) ?? page.title ?? site.siteTitle, url: absoluteUrl(site.siteUrl, route) });
  return crumbs;
}

/**
 * The page's structured data (schema.org, as search engines read it): `WebSite` on the home page,
 * `BlogPosting` on every article, and a `BreadcrumbList` on every page but the home page. Null on the
 * 404 page.
 */
export function structuredData(site: SeoSite, page: SeoPage): Json | null {
  const notFound = page.pageType === '404' || page.routePath === '/404';
  if (notFound) return null;
  const home = page.pageType === 'home' || normalizeRoute(page.routePath) === '/';
  const url = absoluteUrl(site.siteUrl, page.routePath);
  const language = site.language ?? 'zh-CN';
  const author: Json | undefined = site.author ? { '@type': 'Person', name: site.author.name, url: site.author.url } : undefined;
  const website: Json = {
    '@type': 'WebSite',
    '@id': `${absoluteUrl(site.siteUrl, '/')}#website`,
    name: site.siteTitle,
    url: absoluteUrl(site.siteUrl, '/'),
    description: site.siteDescription,
    inLanguage: language,
    ...(author ? { publisher: author } : {}),
  };
  if (home) return { '@context': 'https://schema.org', '@graph': [website] };
  const graph: Json[] = [];
  const published = isArticle(page) ? isoDay(page.frontmatter?.date) : null;
  if (published) {
    const tags = (page.frontmatter?.tags ?? []).map((t) => t.trim());
    graph.push({
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      headline: page.title || site.siteTitle,
      description: page.description || site.siteDescription,
      datePublished: published,
      dateModified: isoDay(page.frontmatter?.updated) ?? published,
      ...(author ? { author } : {}),
      image: { '@type': 'ImageObject', url: absoluteUrl(site.siteUrl, site.image), width: site.imageWidth, height: site.imageHeight },
      inLanguage: language,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      ...(tags.length ? { keywords: tags } : {}),
      isPartOf: { '@id': website['@id'] as string },
    });
  }
  graph.push({
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs(site, page).map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  });
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON for a `<script type="application/ld+json">`: a data block the browser never runs (the CSP needs no
 * hash for it), whose text must still not end the element early. Every '<' is written '\u003c', so no
 * '</script' or '<!--' can appear; U+2028/2029 are escaped too, for tools that read it as JavaScript.
 */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
