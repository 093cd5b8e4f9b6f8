import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { condensePage, fullTextPage, fullTextUrl, type IndexPage } from '../../site/searchIndex';
import { SEARCH_INTENT_SCRIPT } from './intentScript';

// Keeps the search index small: titles, headings, descriptions and openings (site/searchIndex.ts), and
// keeps a search started before the page's scripts ran (intentScript.ts).
//
// Why afterBuild and not the modifySearchIndexData hook: Rspress 2.0.22 passes that hook the same page
// objects it then turns into the site's page data (toc, front matter), so trimming them there would
// trim the outline too. The file keeps its name: the hash in it is of the full index, which fixes the
// condensed one, so caches keyed by the name stay correct. `rspress dev` serves the full index, which
// the dialog (theme/lib/pageSearch.ts) reads just the same.
export function condenseIndexFile(file: string): { before: number; after: number; fullText: number } {
  const raw = fs.readFileSync(file, 'utf8');
  const pages = JSON.parse(raw) as IndexPage[];
  const full = JSON.stringify(pages.map(fullTextPage));
  fs.writeFileSync(fullTextUrl(file), full);
  const out = JSON.stringify(pages.map((page) => condensePage(page)));
  fs.writeFileSync(file, out);
  return { before: Buffer.byteLength(raw), after: Buffer.byteLength(out), fullText: Buffer.byteLength(full) };
}

export function pluginSearchIndex(): RspressPlugin {
  return {
    name: 'free-blog-search-index',
    builderConfig: {
      html: { tags: [{ tag: 'script', attrs: { 'data-fb-search-intent': true }, children: SEARCH_INTENT_SCRIPT, head: true, append: true }] },
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const dir = path.resolve(process.cwd(), config.outDir ?? 'doc_build', 'static');
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        if (/^search_index\..*\.json$/.test(name) && !name.endsWith('.full.json')) condenseIndexFile(path.join(dir, name));
      }
    },
  };
}
