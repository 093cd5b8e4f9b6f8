import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { copyPath, groupPages, imagesOf, type LlmsPage, llmsFullTxt, llmsTxt, navSections, pageCopiesReady, pageCopyOfFile, renderCopy } from '../../site/llms';
import { sidebarOrder } from '../../site/sections';
import { writeFiles } from '../../site/writeFiles';
import { pageSourceFile } from '../../patches/internals';

export interface LlmsOptions {
  siteTitle: string;
  siteDescription: string;
}

interface PageInfo {
  route: string;
  title: string;
  description?: string;
  file?: string;
}

/**
 * llms.txt, llms-full.txt and a Markdown copy of every page (site/llms.ts), in production builds.
 * Rspress's own `llms: true` renders every page a third time in a Markdown environment of its own (a
 * quarter of the build at 1,000 articles) and writes Markdown re-made from the page; these copies are
 * the author's Markdown from the parse the content check already made. Each page announces its copy
 * with <link rel="alternate" type="text/markdown"> (plugins/seo).
 */
export function pluginLlms(options: LlmsOptions): RspressPlugin {
  const pages = new Map<string, PageInfo>();
  return {
    name: 'free-blog-llms',
    beforeBuild() {
      pages.clear();
    },
    extendPageData(page, isProd) {
      if (!isProd || page.frontmatter?.pageType === '404') return;
      const description = typeof page.frontmatter?.description === 'string' ? page.frontmatter.description : page.description;
      pages.set(page.routePath, { route: page.routePath, title: page.title, description, file: pageSourceFile(page) });
    },
    async afterBuild(config, isProd) {
      if (!isProd || !config.root) return;
      await pageCopiesReady();
      const docsRoot = config.root;
      const outDir = path.resolve(process.cwd(), config.outDir ?? 'doc_build');
      const base = config.base ?? '/';
      const site = { base, routes: new Set(pages.keys()) };
      const images = new Set<string>();
      const done: LlmsPage[] = [];
      for (const info of pages.values()) {
        const relative = info.file ? path.relative(docsRoot, info.file) : '..';
        let markdown: string;
        if (!relative.startsWith('..') && fs.existsSync(info.file!)) {
          const text = fs.readFileSync(info.file!, 'utf8');
          const copy = pageCopyOfFile(text, { file: relative.split(path.sep).join('/'), docsRoot, projectRoot: process.cwd() });
          for (const image of imagesOf(copy)) images.add(image);
          markdown = renderCopy(copy, info, site);
        } else {
          // A page made by a plugin (the archive, the tags): its title and description.
          markdown = renderCopy({ parts: [], hasTitle: false }, info, site);
        }
        done.push({ route: info.route, title: info.title, description: info.description, markdown });
      }
      await writeFiles(done.map((page): [string, string] => [path.join(outDir, copyPath(page.route, '/')), page.markdown]));
      for (const image of images) {
        const from = path.join(docsRoot, image);
        if (!fs.existsSync(from)) continue;
        const to = path.join(outDir, image);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(from, to);
      }
      let nav: unknown = [];
      try {
        nav = JSON.parse(fs.readFileSync(path.join(docsRoot, '_nav.json'), 'utf8'));
      } catch {
        // no navigation bar file: one group
      }
      const order = sidebarOrder(docsRoot);
      const groups = groupPages(done, navSections(nav), (route) => (route === '/' ? -1 : (order.get(route) ?? Number.MAX_SAFE_INTEGER)));
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt({ title: options.siteTitle, description: options.siteDescription, base }, groups));
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(base, groups));
    },
  };
}
