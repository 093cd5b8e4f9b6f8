import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Content } from '../../site/node/content';
import type { CspOptions } from './csp';
import { type FeedSite, writeSitemapAndFeeds } from './feeds';
import { rewritePages } from './html';
import { type LlmsSite, writeLlms } from './llms';
import { type BuiltPageInfo, builtPageInfo } from './pages';
import { shardSearchIndexes } from './search';

export interface OutputOptions {
  content: Content;
  csp?: CspOptions;
  /** threads for the HTML pass (by default one per core from PAGES_FOR_THREADS pages; 1: none) */
  htmlThreads?: number;
  site: FeedSite & Omit<LlmsSite, 'base'>;
}

/**
 * Everything written after Rspress, by one afterBuild, in this order (production builds only):
 *   1. the HTML pass over every built page: paint-first loader, then the CSP (html.ts);
 *   2. sitemap.xml and the Atom and RSS feeds, which carry the final HTML of each article (feeds.ts);
 *   3. llms.txt, llms-full.txt and each page's Markdown copy (llms.ts);
 *   4. the search index in shards (search.ts).
 * The pages come from this plugin's own extendPageData; the content (copies) from the site's content
 * (site/node/content.ts), handed in. No other plugin writes into the output folder after Rspress.
 */
export function pluginOutput(options: OutputOptions): RspressPlugin {
  const pages = new Map<string, BuiltPageInfo>();
  return {
    name: 'free-blog-output',
    beforeBuild() {
      pages.clear();
    },
    extendPageData(page, isProd) {
      if (isProd) pages.set(page.routePath, builtPageInfo(page));
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(process.cwd(), config.outDir ?? 'doc_build');
      const list = [...pages.values()];
      await rewritePages(outDir, { csp: options.csp }, options.htmlThreads);
      writeSitemapAndFeeds(outDir, options.content.root, list, options.site);
      await writeLlms(outDir, options.content, list, { ...options.site, base: config.base ?? '/' });
      await shardSearchIndexes(outDir);
    },
  };
}
