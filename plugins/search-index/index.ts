import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { IndexPage } from '../../site/searchIndex';
import { buildShards, pageFile, shardDir, shardFile } from '../../site/searchShards';
import { SEARCH_INTENT_SCRIPT } from './intentScript';

// Splits the search index into shards (site/searchShards.ts), so that what a query downloads does not
// grow with the blog, and keeps a search started before the page's scripts ran (intentScript.ts).
//
// Why afterBuild and not the modifySearchIndexData hook: Rspress 2.0.22 passes that hook the same page
// objects it then turns into the site's page data (toc, front matter), so changing them there would
// change the outline too. The index file keeps its name (the dialog finds it by the hash Rspress puts in
// every page) and becomes the manifest; the shards and pages go into a folder of the same name. The
// hash is of the full index, which fixes everything derived from it, so caches keyed by names stay
// correct. `rspress dev` serves the whole index, which the dialog searches in memory.
export function shardIndexFile(file: string): { before: number; manifest: number; shards: number; pages: number; bytes: number } {
  const raw = fs.readFileSync(file, 'utf8');
  const { manifest, shards, pages } = buildShards(JSON.parse(raw) as IndexPage[]);
  const dir = shardDir(file);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  const write = (name: string, value: unknown) => {
    const text = JSON.stringify(value);
    bytes += Buffer.byteLength(text);
    fs.writeFileSync(path.join(dir, name), text);
  };
  shards.forEach((shard, k) => write(shardFile(k), shard));
  pages.forEach((page, id) => write(pageFile(id), page));
  const text = JSON.stringify(manifest);
  fs.writeFileSync(file, text);
  return { before: Buffer.byteLength(raw), manifest: Buffer.byteLength(text), shards: shards.length, pages: pages.length, bytes };
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
        if (/^search_index\..*\.json$/.test(name)) shardIndexFile(path.join(dir, name));
      }
    },
  };
}
