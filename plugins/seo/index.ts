// Discoverability in one place: sitemap.xml, Atom and RSS feeds of the articles, and per-page
// canonical / Open Graph / Twitter tags (SeoHead, a global UI component rendered into the static HTML).
//
// Why a global component with useHead and not an afterBuild rewrite of the HTML: unhead already
// owns <head> (the theme emits og:type/og:title/description through it), so adding ours through the
// same channel de-duplicates instead of doubling tags, keeps them right after client-side
// navigation, and needs no HTML parsing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { builtPagesFinal } from '../../site/builtPages';
import { FEEDS } from '../../site/feeds';
import { docsPages } from '../../site/pages';
import { feedRoutes, toIsoDate } from '../../site/posts';
import { normalizeRoute } from '../../site/routes';
import { absoluteUrl, isArticleRoute, type SeoSite } from '../../site/seo';
import { sectionLabelOf, sectionLabels } from '../../site/sections';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface SeoOptions {
  /** Absolute site URL including the base: https://free-blog-dev.github.io/free-blog/ */
  siteUrl: string;
  siteTitle: string;
  siteDescription: string;
  /** Copyright line of the feeds (plain text). */
  copyright: string;
}

export const OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630, alt: 'My Blog：关于代码与生活的中文技术博客' };

export function pluginSeo(options: SeoOptions): RspressPlugin[] {
  const { siteUrl, siteTitle, siteDescription, copyright } = options;
  const site: SeoSite = {
    siteUrl,
    siteTitle,
    siteDescription,
    image: OG_IMAGE.path,
    imageAlt: OG_IMAGE.alt,
    imageWidth: OG_IMAGE.width,
    imageHeight: OG_IMAGE.height,
    locale: 'zh_CN',
    feeds: FEEDS.map((f) => ({ href: absoluteUrl(siteUrl, f.file), type: f.type, title: `${siteTitle}（${f.label}）` })),
  };

  let labels = new Map<string, string>();
  // The feeds carry the newest FEED_ITEMS articles (site/posts.ts), chosen from docs/ before page data exists.
  let inFeeds = new Set<string>();
  const rss = pluginRss({
    siteUrl,
    // Articles only: every article has front matter `date` (the content tests check it); index
    // pages and the home page have none and would crash the feed writer. Drafts stay out.
    feed: FEEDS.map((f) => ({
      id: f.id,
      test: (page) => isArticleRoute(page.routePath) && page.frontmatter?.draft !== true && inFeeds.has(normalizeRoute(page.routePath)),
      title: siteTitle,
      description: siteDescription,
      copyright,
      language: 'zh-CN',
      // Atom needs absolute IRIs: the plugin would use the channel id and the route path.
      favicon: absoluteUrl(siteUrl, 'site-icon.svg'),
      feedLinks: { [f.format]: absoluteUrl(siteUrl, f.file) },
      // Each entry's category is its section, labelled as in the sidebar (site/sections.ts).
      // Dates as the article shows them (site/posts.ts): `date` is when it was published, `updated` (when
      // the author marks a real revision) when it last changed; without it, the publication date.
      item: (item, page) => {
        const label = sectionLabelOf(page.routePath, labels);
        const published = toIsoDate(page.frontmatter?.date);
        const updated = toIsoDate(page.frontmatter?.updated);
        return {
          ...item,
          id: item.link,
          ...(published ? { published: new Date(`${published}T00:00:00Z`), date: new Date(`${updated ?? published}T00:00:00Z`) } : {}),
          ...(label ? { category: [{ name: label }] } : {}),
        };
      },
      output: {
        type: f.format,
        dir: '.',
        filename: f.file,
        transform: (xml) => xml.replace(`<id>${f.id}</id>`, `<id>${siteUrl}</id>`),
      },
    })),
  });
  // The plugin's own FeedsAnnotations only announces a feed on pages inside it; SeoHead announces
  // both feeds on every page instead, so drop it (one <link rel="alternate"> per feed, not two).
  rss.globalUIComponents = [];
  // The plugin reads each article's built HTML for the feed's content. Rspress starts every afterBuild at
  // once, and the post-build pass rewrites those files meanwhile (in worker threads on a large site): the
  // feed waits until the pages are final, so it never reads a file half written.
  const writeFeeds = rss.afterBuild;
  rss.afterBuild = async (config, isProd) => {
    await builtPagesFinal();
    await writeFeeds?.call(rss, config, isProd);
  };

  return [
    {
      name: 'free-blog-seo',
      beforeBuild(config) {
        if (!config.root) return;
        labels = sectionLabels(config.root);
        const published = docsPages(config.root).filter((p) => !p.draft);
        inFeeds = new Set(feedRoutes(published.map((p) => ({ routePath: p.route, frontmatter: p.frontmatter })), isArticleRoute));
      },
      globalUIComponents: [[path.join(here, '../../theme/components/SeoHead.tsx'), site]],
    },
    // A sitemap's <loc> must be URL-escaped (sitemaps.org protocol); the plugin writes the route as it
    // is, and a page file may have a Chinese name (docs/网络/笔记.md). Its per-route `customMaps` are looked up when each
    // page is added, so a lookup that answers for any non-ASCII route gives those their escaped loc.
    pluginSitemap({
      siteUrl,
      customMaps: new Proxy({} as Record<string, { loc: string }>, {
        get: (_, route) => (typeof route === 'string' && /[^\x21-\x7e]/.test(route) ? { loc: `${siteUrl.replace(/\/$/, '')}${encodeURI(route)}` } : undefined),
      }),
    }),
    rss,
  ];
}
