import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { RspressAssumptionError } from '../../patches/internals';
import { isShardManifest, shardDir, shardIndex } from '../../site/searchShards';
import { runInWorker } from '../../site/worker';
import { writeFiles } from '../../site/writeFiles';
import { SEARCH_INTENT_SCRIPT } from './intentScript';

// Splits the search index into shards (site/searchShards.ts), so that what a query downloads does not
// grow with the blog, and keeps a search started before the page's scripts ran (intentScript.ts).
//
// Why the index file and not the modifySearchIndexData hook's pages: Rspress 2.0.22 passes that hook
// the same page objects it then turns into the site's page data (toc, front matter), so changing them
// there would change the outline too. The index file keeps its name (the dialog finds it by the hash
// Rspress puts in every page) and becomes the manifest; the shards and pages go into a folder of the
// same name. The hash is of the full index, which fixes everything derived from it, so caches keyed by
// names stay correct. `rspress dev` serves the whole index, which the dialog searches in memory.
//
// The sharding itself starts early: modifySearchIndexData sees the pages just before Rspress writes them
// into the index, so the hook makes the same JSON text Rspress is about to write and shards it in a
// worker thread while Rspress bundles the site. After the build the index file is compared with that
// text: the same, and the shards are written; different, and Rspress writes its index in another way
// than patches/internals.ts records ("search-index-text"): the build stops and says so.

export async function writeShards(file: string, raw: string, sharded: ReturnType<typeof shardIndex>): Promise<{ before: number; manifest: number; shards: number; pages: number; bytes: number }> {
  const dir = shardDir(file);
  fs.rmSync(dir, { recursive: true, force: true });
  let bytes = 0;
  for (const [, text] of sharded.files) bytes += Buffer.byteLength(text);
  await writeFiles(sharded.files.map(([name, text]): [string, string] => [path.join(dir, name), text]));
  fs.writeFileSync(file, sharded.manifest);
  return {
    before: Buffer.byteLength(raw),
    manifest: Buffer.byteLength(sharded.manifest),
    shards: sharded.files.filter(([name]) => name.startsWith('g')).length,
    pages: sharded.files.filter(([name]) => name.startsWith('p')).length,
    bytes,
  };
}

/**
 * The index text Rspress 2.0.22 writes for these pages (createPageData): the home page and pages with
 * `search: false` left out, each page without its private `_` fields, in order. One language and one
 * version here, so one index.
 */
export function expectedIndexText(pages: Array<{ frontmatter?: Record<string, unknown> }>): string {
  const kept = pages.filter((p) => p.frontmatter?.pageType !== 'home' && p.frontmatter?.search !== false);
  return JSON.stringify(kept.map((p) => Object.fromEntries(Object.entries(p).filter(([key]) => !key.startsWith('_')))));
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const SHARDS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../site/searchShards.ts');

export function pluginSearchIndex(): RspressPlugin {
  let early: { raw: string; sharded: Promise<ReturnType<typeof shardIndex> | null> } | null = null;
  return {
    name: 'free-blog-search-index',
    builderConfig: {
      html: { tags: [{ tag: 'script', attrs: { 'data-fb-search-intent': true }, children: SEARCH_INTENT_SCRIPT, head: true, append: true }] },
    },
    modifySearchIndexData(pages, isProd) {
      if (!isProd) return;
      const raw = expectedIndexText(pages as never);
      early = { raw, sharded: runInWorker<ReturnType<typeof shardIndex>>(SHARDS, 'shardIndex', [raw]).catch(() => null) };
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const dir = path.resolve(process.cwd(), config.outDir ?? 'doc_build', 'static');
      const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^search_index\..*\.json$/.test(name)) : [];
      if (names.length === 0) throw new RspressAssumptionError('search-index-file', `no static/search_index.*.json in ${dir}`);
      for (const name of names) {
        const file = path.join(dir, name);
        const raw = fs.readFileSync(file, 'utf8');
        // Already a manifest: an earlier build's, in an output folder outside the project, which
        // Rsbuild does not empty before a build. This build's index has another name.
        if (isShardManifest(parseOrNull(raw))) continue;
        if (early && early.raw !== raw) throw new RspressAssumptionError('search-index-text', `${name} is not the JSON of the pages modifySearchIndexData saw`);
        const sharded = early ? await early.sharded : null;
        await writeShards(file, raw, sharded ?? shardIndex(raw));
      }
    },
  };
}
