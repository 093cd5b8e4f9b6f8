import fs from 'node:fs';
import path from 'node:path';
import { RspressAssumptionError } from '../../patches/internals';
import { isShardManifest, shardDir, shardIndex } from '../../site/shared/searchShards';
import { writeFiles } from '../../site/node/writeFiles';

// The search index in shards (site/shared/searchShards.ts), so that what a query downloads does not grow with
// the blog. Rspress writes its whole index as static/search_index[…].<hash>.json; that file keeps its
// name (the dialog finds it by the hash Rspress puts in every page) and becomes the manifest, and the
// shards and pages go into a folder of the same name. The hash is of the full index, which fixes
// everything derived from it, so caches keyed by names stay correct. `rspress dev` serves the whole
// index, which the dialog searches in memory.

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

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Shards every search index of the build in place (the "search-index-file" assumption of patches/internals.ts). */
export async function shardSearchIndexes(outDir: string): Promise<void> {
  const dir = path.join(outDir, 'static');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => /^search_index\..*\.json$/.test(name)) : [];
  if (names.length === 0) throw new RspressAssumptionError('search-index-file', `no static/search_index.*.json in ${dir}`);
  for (const name of names) {
    const file = path.join(dir, name);
    const raw = fs.readFileSync(file, 'utf8');
    // Already a manifest: an earlier build's, in an output folder outside the project, which Rsbuild
    // does not empty before a build. This build's index has another name.
    if (isShardManifest(parseOrNull(raw))) continue;
    await writeShards(file, raw, shardIndex(raw));
  }
}
