// Discoverability in one place: sitemap.xml (true dates, site/sitemap.ts), the Atom and RSS feeds of
// the newest articles (written with the `feed` library, site/feedBuild.ts), and per-page canonical /
// Open Graph / Twitter tags and JSON-LD (SeoHead, a global UI component rendered into the static HTML).
//
// Why a global component with useHead and not an afterBuild rewrite of the HTML: unhead already
// owns <head> (the theme emits og:type/og:title/description through it), so adding ours through the
// same channel de-duplicates instead of doubling tags, keeps them right after client-side
// navigation, and needs no HTML parsing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { builtPagesFinal } from '../../site/builtPages';
import { feedXml, type FeedEntry } from '../../site/feedBuild';
import { FEEDS } from '../../site/feeds';
import { docsPages } from '../../site/pages';
import { allPosts, feedRoutes, toIsoDate } from '../../site/posts';
import { normalizeRoute } from '../../site/routes';
import { absoluteUrl, isArticleRoute, type SeoSite } from '../../site/seo';
import { sectionLabelOf, sectionLabels } from '../../site/sections';
import { sitemapXml } from '../../site/sitemap';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface SeoOptions {
  /** Absolute site URL including the base: https://free-blog-dev.github.io/free-blog/ */
  siteUrl: string;
  siteTitle: string;
  siteDescription: string;
  /** Copyright line of the feeds (plain text). */
  copyright: string;
  /** The author (atom:author, RSS dc:creator, JSON-LD): the site's GitHub account. */
  author: { name: string; link: string };
  /** docs/: the section labels of the breadcrumbs (JSON-LD) are read from its _meta.json files. */
  root: string;
}

export const OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630, alt: 'My Blog：关于代码与生活的中文技术博客' };

/** The built HTML file of a route: '/' -> index.html, '/work/' -> work/index.html, '/a/b' -> a/b.html. */
const htmlFileOf = (outDir: string, route: string) => path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

export function pluginSeo(options: SeoOptions): RspressPlugin[] {
  const { siteUrl, siteTitle, siteDescription, copyright, author, root } = options;
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
    sitemap: absoluteUrl(siteUrl, 'sitemap.xml'),
    author: { name: author.name, url: author.link },
    language: 'zh-CN',
    // The breadcrumbs' sections: each folder's index page, by its title ('Rust 学习笔记', '所有权与借用').
    sections: Object.fromEntries(
      docsPages(root)
        .filter((p) => !p.draft && p.route !== '/' && p.route.endsWith('/') && typeof p.frontmatter.title === 'string')
        .map((p) => [p.route, p.frontmatter.title as string]),
    ),
  };

  let labels = new Map<string, string>();
  // Every page of the production build as Rspress hands it over (drafts are already out), by route.
  const pages = new Map<string, Pick<PageIndexInfo, 'routePath' | 'title' | 'frontmatter'>>();

  return [
    {
      name: 'free-blog-seo',
      beforeBuild(config) {
        pages.clear();
        if (config.root) labels = sectionLabels(config.root);
      },
      extendPageData(pageData, isProd) {
        if (isProd) pages.set(normalizeRoute(pageData.routePath), { routePath: pageData.routePath, title: pageData.title, frontmatter: pageData.frontmatter });
      },
      // sitemap.xml, atom.xml and rss.xml. The feeds read each article's built HTML: they wait until the
      // post-build pass has written the pages (Rspress starts every afterBuild at once).
      async afterBuild(config, isProd) {
        if (!isProd) return;
        const outDir = path.resolve(process.cwd(), config.outDir ?? 'doc_build');
        const list = [...pages.values()];
        const posts = allPosts(list, (route) => sectionLabelOf(route, labels));
        fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, list, posts));

        await builtPagesFinal();
        // The newest FEED_ITEMS articles (site/posts.ts), newest first as the archive orders them.
        const byRoute = new Map(posts.map((p) => [p.link, p]));
        const entries: FeedEntry[] = feedRoutes(list, isArticleRoute).map((route) => {
          const post = byRoute.get(route)!;
          const fm = pages.get(route)?.frontmatter ?? {};
          return {
            title: post.title,
            url: absoluteUrl(siteUrl, route),
            description: typeof fm.description === 'string' ? fm.description : '',
            html: fs.readFileSync(htmlFileOf(outDir, route), 'utf8'),
            published: post.date,
            updated: toIsoDate(fm.updated) ?? post.date,
            // Its section, labelled as in the sidebar (site/sections.ts), then its tags.
            categories: [...(post.section ? [post.section] : []), ...post.tags],
          };
        });
        const xml = feedXml(
          { siteUrl, title: siteTitle, description: siteDescription, copyright, author, icon: absoluteUrl(siteUrl, 'site-icon.svg'), language: 'zh-CN' },
          entries,
          { atom: absoluteUrl(siteUrl, 'atom.xml'), rss: absoluteUrl(siteUrl, 'rss.xml') },
        );
        for (const f of FEEDS) fs.writeFileSync(path.join(outDir, f.file), xml[f.format]);
      },
      globalUIComponents: [[path.join(here, '../../theme/components/SeoHead.tsx'), site]],
    },
  ];
}
