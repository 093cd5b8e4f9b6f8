import fs from 'node:fs';
import path from 'node:path';
import { type FeedEntry, feedXml } from '../../site/node/feedBuild';
import { sectionLabelOf, sectionLabels } from '../../site/node/sections';
import { sitemapXml } from '../../site/node/sitemap';
import { isoDay } from '../../site/shared/dates';
import { allPosts, feedRoutes } from '../../site/shared/posts';
import { FEEDS } from '../../site/shared/feeds';
import { absoluteUrl } from '../../site/shared/seo';
import type { BuiltPageInfo } from './pages';

export interface FeedSite {
  /** Absolute site URL including the base: https://free-blog-dev.github.io/free-blog/ */
  siteUrl: string;
  siteTitle: string;
  siteDescription: string;
  /** Copyright line of the feeds (plain text). */
  copyright: string;
  /** The author (atom:author, RSS dc:creator). */
  author: { name: string; link: string };
}

/** The built HTML file of a route: '/' -> index.html, '/work/' -> work/index.html, '/a/b' -> a/b.html. */
const htmlFileOf = (outDir: string, route: string) => path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);

/**
 * sitemap.xml (true dates, site/node/sitemap.ts) and the Atom and RSS feeds of the newest articles (the
 * `feed` library, site/node/feedBuild.ts). The feeds carry each article's built HTML: this stage runs after
 * the HTML pass (plugins/output/index.ts), so they read the final pages.
 */
export function writeSitemapAndFeeds(outDir: string, docsRoot: string, pages: BuiltPageInfo[], site: FeedSite): void {
  const { siteUrl, siteTitle, siteDescription, copyright, author } = site;
  const labels = sectionLabels(docsRoot);
  const posts = allPosts(pages, (route) => sectionLabelOf(route, labels));
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, pages, posts));

  // The newest FEED_ITEMS articles (site/shared/posts.ts), newest first as the archive orders them.
  const byRoute = new Map(posts.map((p) => [p.link, p]));
  const frontmatterOf = new Map(pages.map((p) => [p.route, p.frontmatter ?? {}]));
  const entries: FeedEntry[] = feedRoutes(pages).map((route) => {
    const post = byRoute.get(route)!;
    const fm = frontmatterOf.get(route) ?? {};
    return {
      title: post.title,
      url: absoluteUrl(siteUrl, route),
      description: fm.description ?? '',
      html: fs.readFileSync(htmlFileOf(outDir, route), 'utf8'),
      published: post.date,
      updated: isoDay(fm.updated) ?? post.date,
      // Its section, labelled as in the sidebar (site/node/sections.ts), then its tags.
      categories: [...(post.section ? [post.section] : []), ...post.tags],
    };
  });
  const xml = feedXml(
    { siteUrl, title: siteTitle, description: siteDescription, copyright, author, icon: absoluteUrl(siteUrl, 'site-icon.svg'), language: 'zh-CN' },
    entries,
    { atom: absoluteUrl(siteUrl, 'atom.xml'), rss: absoluteUrl(siteUrl, 'rss.xml') },
  );
  for (const f of FEEDS) fs.writeFileSync(path.join(outDir, f.file), xml[f.format]);
}
