import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shardDir, shardIndex } from '../../site/shared/searchShards';
import { shardSearchIndexes, writeShards } from './search';

describe('the search index in shards', () => {
  it('is written as the manifest in place of the index, its shards and pages beside it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-search-'));
    try {
      const raw = JSON.stringify([
        { routePath: '/a', title: '线程池', content: '核心线程数与队列。', toc: [], frontmatter: {}, lang: '', version: '' },
        { routePath: '/b', title: '所有权', content: '移动与借用。', toc: [], frontmatter: {}, lang: '', version: '' },
      ]);
      const file = path.join(dir, 'search_index.zh.abc.json');
      fs.writeFileSync(file, raw);
      const sharded = shardIndex(raw);
      const stats = await writeShards(file, raw, sharded);
      expect(fs.readFileSync(file, 'utf8')).toBe(sharded.manifest);
      expect(fs.readdirSync(shardDir(file)).sort()).toEqual(sharded.files.map(([name]) => name).sort());
      expect(stats.pages).toBe(2);
      expect(stats.before).toBe(Buffer.byteLength(raw));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a second build into an output folder it does not empty shards its own index and leaves the first build\'s manifest alone', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-search-out-'));
    try {
      const dir = path.join(out, 'static');
      fs.mkdirSync(dir);
      const page = (title: string) => ({ routePath: `/${title}`, title, content: `${title}的正文。`, toc: [], frontmatter: {}, lang: '', version: '' });
      const earlier = path.join(dir, 'search_index.zh.old.json');
      const earlierRaw = JSON.stringify([page('旧')]);
      await writeShards(earlier, earlierRaw, shardIndex(earlierRaw));
      const manifest = fs.readFileSync(earlier, 'utf8');
      const current = path.join(dir, 'search_index.zh.new.json');
      const raw = JSON.stringify([page('新'), page('另')]);
      fs.writeFileSync(current, raw);
      await shardSearchIndexes(out);
      expect(fs.readFileSync(current, 'utf8')).toBe(shardIndex(raw).manifest);
      expect(fs.readFileSync(earlier, 'utf8')).toBe(manifest);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('stops the build, naming the assumption, when Rspress wrote no index where it is expected', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-search-none-'));
    try {
      await expect(shardSearchIndexes(out)).rejects.toThrow(/Rspress assumption "search-index-file"/);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
