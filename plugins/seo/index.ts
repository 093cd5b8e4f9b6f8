// Per-page canonical / Open Graph / Twitter tags, the feed and sitemap links and JSON-LD (SeoHead, a
// global UI component rendered into the static HTML). sitemap.xml and the feeds themselves are written
// after the build (plugins/output/feeds.ts).
//
// Why a global component with useHead and not an afterBuild rewrite of the HTML: unhead already
// owns <head> (the theme emits og:type/og:title/description through it), so adding ours through the
// same channel de-duplicates instead of doubling tags, keeps them right after client-side
// navigation, and needs no HTML parsing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import type { Content } from '../../site/node/content';
import { FEEDS } from '../../site/shared/feeds';
import { absoluteUrl, type SeoSite } from '../../site/shared/seo';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface SeoOptions {
  /** Absolute site URL including the base: https://free-blog-dev.github.io/free-blog/ */
  siteUrl: string;
  siteTitle: string;
  siteDescription: string;
  /** The author (JSON-LD): the site's GitHub account. */
  author: { name: string; link: string };
  /** the site's content: the breadcrumbs' section titles (JSON-LD) are its index pages' titles */
  content: Content;
}

export const OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630, alt: 'My Blog：关于代码与生活的中文技术博客' };

export function pluginSeo(options: SeoOptions): RspressPlugin[] {
  const { siteUrl, siteTitle, siteDescription, author, content } = options;
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
      content
        .pages()
        .filter((p) => !p.draft && p.route !== '/' && p.route.endsWith('/') && typeof p.frontmatter.title === 'string')
        .map((p) => [p.route, p.frontmatter.title as string]),
    ),
  };

  return [
    {
      name: 'free-blog-seo',
      globalUIComponents: [[path.join(here, '../../theme/components/SeoHead.tsx'), site]],
    },
  ];
}
