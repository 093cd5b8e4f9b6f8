import { describe, expect, it } from 'vitest';
import type { IndexPage } from '../../site/shared/searchIndex';
import { rankPages, searchPages, type SearchPage } from './pageSearch';
import { MAX_PAGES_FETCHED, ShardedSearch } from './shardedSearch';
import {
  buildShards,
  COUNT_SHIFT,
  decodePostings,
  FLAG_HEADING,
  FLAG_TITLE,
  pageFile,
  queryGrams,
  shardDir,
  shardFile,
  shardOf,
  shardPage,
  textGrams,
} from '../../site/shared/searchShards';

// A deterministic corpus: Chinese prose from a small vocabulary (so words recur across pages, as in a
// blog), some Latin words, headings, and a marker word per page that occurs nowhere else.
function corpus(n: number, seed = 7): IndexPage[] {
  let x = seed;
  const rnd = (k: number) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % k;
  };
  const words = ['线程', '线程池', '队列', '拒绝策略', '内存', '索引', '事务', '隔离级别', '锁', '死锁', '闭包', '所有权', '借用', 'Spring', 'Rust', 'Java', 'MySQL', 'TCP', '连接', '超时', '重试', '缓存', '一致性', '调度', '任务'];
  const sentence = () => Array.from({ length: 4 + rnd(6) }, () => words[rnd(words.length)]).join(rnd(3) ? '' : ' ') + '。';
  return Array.from({ length: n }, (_, i) => {
    const parts: string[] = [];
    const toc: IndexPage['toc'] = [];
    parts.push(Array.from({ length: 2 + rnd(3) }, sentence).join(''));
    if (i % 5 === 0) parts.push(`这里藏着标记词${String.fromCharCode(0x4e00 + 3000 + i)}${String.fromCharCode(0x4e00 + 5000 + i)}乙。`);
    for (let h = 0; h < 2 + rnd(4); h++) {
      const text = `${words[rnd(words.length)]}与${words[rnd(words.length)]}`;
      const content = parts.join('\n\n');
      toc.push({ id: `h${h}`, text, depth: 2 + rnd(2), charIndex: content.length + 2 });
      parts.push(text, Array.from({ length: 1 + rnd(4) }, sentence).join(''));
    }
    return {
      title: `${words[rnd(words.length)]}${i % 3 ? '' : words[rnd(words.length)]}笔记 ${i}`,
      content: parts.join('\n\n'),
      routePath: `/p/${i}`,
      lang: 'zh-CN',
      version: '',
      description: i % 2 ? `关于${words[rnd(words.length)]}的说明` : undefined,
      toc,
    };
  });
}

/** The sharded searcher over an in-memory build, counting what it fetches. */
function searcherFor(pages: IndexPage[], target?: number) {
  const built = buildShards(pages, target);
  const files = new Map<string, unknown>();
  const dir = shardDir('/s/search_index.zh-CN.abc.json');
  built.shards.forEach((s, k) => files.set(dir + shardFile(k), JSON.parse(JSON.stringify(s))));
  built.pages.forEach((p, id) => files.set(dir + pageFile(id), JSON.parse(JSON.stringify(p))));
  const fetched: string[] = [];
  const fetchJson = async <T,>(url: string): Promise<T> => {
    fetched.push(url);
    if (!files.has(url)) throw new Error(`404 ${url}`);
    return files.get(url) as T;
  };
  return { built, fetched, searcher: new ShardedSearch('/s/search_index.zh-CN.abc.json', built.manifest, fetchJson) };
}

describe('grams', () => {
  it('a text holds every character and every two-character window without whitespace, lower-cased', () => {
    expect([...textGrams('Ab 线程')].sort()).toEqual(['a', 'ab', 'b', '线', '线程', '程'].sort());
  });
  it('a query needs its bigrams, or its characters when it has none', () => {
    expect(queryGrams(' 线程池 ')).toEqual(['线程', '程池']);
    expect(queryGrams('锁')).toEqual(['锁']);
    expect(queryGrams('a b')).toEqual(['a', 'b']);
    // A character between spaces is needed too, beside the bigrams of the rest.
    expect(queryGrams('rust 所')).toEqual(['ru', 'us', 'st', '所']);
    expect(queryGrams('   ')).toEqual([]);
  });
  it('every substring of a text has all its query grams in the text (the index never misses a hit)', () => {
    const text = '无界队列会让任务一直积压 Spring Boot 3.5';
    const grams = textGrams(text);
    for (let i = 0; i < text.length; i++) for (let j = i + 1; j <= text.length; j++) {
      for (const g of queryGrams(text.slice(i, j))) expect(grams.has(g), `${text.slice(i, j)}: ${g}`).toBe(true);
    }
  });
  it('a gram always lands in the same shard, within range', () => {
    for (const g of ['线程', 'ab', '锁', '😀']) {
      expect(shardOf(g, 64)).toBe(shardOf(g, 64));
      expect(shardOf(g, 64)).toBeLessThan(64);
    }
  });
});

describe('buildShards', () => {
  const pages = corpus(60);
  const { manifest, shards, pages: out } = buildShards(pages, 500);
  it('writes a manifest, a power-of-two number of shards near the target size, and one file per page', () => {
    expect(manifest).toEqual({ format: 'free-blog-shards-1', shards: expect.any(Number), pages: 60 });
    expect(Math.log2(manifest.shards) % 1).toBe(0);
    expect(shards).toHaveLength(manifest.shards);
    const postings = shards.flatMap((s) => Object.values(s)).reduce((n, l) => n + l.length, 0);
    expect(postings / manifest.shards).toBeLessThanOrEqual(500);
    expect(postings / manifest.shards).toBeGreaterThan(500 / 4);
    expect(out).toHaveLength(60);
  });
  it('a page file is the page with its description first and headings pointing into the new text', () => {
    const p = shardPage(pages[1]);
    expect(p.content.startsWith(`${pages[1].description}\n\n`)).toBe(true);
    for (const h of p.toc) expect(p.content.slice(h.charIndex, h.charIndex + h.text.length)).toBe(h.text);
  });
  it('a posting carries the page id and whether the gram is in the title, a heading, and how many sections', () => {
    const p = out[0];
    const gram = [...textGrams(p.title)].find((g) => g.length === 2)!;
    const flags = decodePostings(shards[shardOf(gram, manifest.shards)][gram]).get(0)!;
    expect(flags & FLAG_TITLE).toBe(FLAG_TITLE);
    const heading = [...textGrams(p.toc[0].text)].find((g) => g.length === 2)!;
    expect(decodePostings(shards[shardOf(heading, manifest.shards)][heading]).get(0)! & FLAG_HEADING).toBe(FLAG_HEADING);
    expect(decodePostings(shards[shardOf(heading, manifest.shards)][heading]).get(0)! >> COUNT_SHIFT).toBeGreaterThan(0);
  });
});

describe('ShardedSearch', () => {
  const pages = corpus(80);
  const all = buildShards(pages).pages.map((p, id) => ({ ...p, order: id }) as SearchPage);
  const queries = new Set<string>(['线程', '线程池', '拒绝策略', 'spring', 'rust 所', '锁', '与', '标记词', '笔记 1', '不存在的词', 'zzz']);
  // Substrings of the pages' own text: titles, headings, the middle of sentences.
  for (let i = 0; i < 80; i += 7) {
    const c = all[i].content;
    queries.add(c.slice(10, 13));
    queries.add(c.slice(c.length - 9, c.length - 4));
    queries.add(all[i].title.slice(1, 4));
  }
  for (let i = 0; i < 80; i += 5) queries.add(String.fromCharCode(0x4e00 + 3000 + i) + String.fromCharCode(0x4e00 + 5000 + i));

  it('finds what a search over every page finds, in the same order, for every query it could rank in full', async () => {
    const { searcher } = searcherFor(pages, 400);
    let exact = 0;
    for (const q of queries) {
      const want = searchPages(all, q);
      const got = await searcher.search(q);
      // A query with more candidate pages (pages holding all its grams) than it may fetch is answered
      // from the best it fetched: the pages shown are then real hits.
      const grams = queryGrams(q);
      const candidates = all.filter((p) => {
        const g = textGrams(`${p.title}\n${p.toc.map((h) => h.text).join('\n')}\n${p.content}`);
        return grams.every((x) => g.has(x));
      });
      const broad = candidates.length > MAX_PAGES_FETCHED;
      if (!broad) {
        expect(got, q).toEqual(want);
        exact++;
      } else {
        const ranked = rankPages(all, q).map((h) => h.suggestions[0].link.split('#')[0]);
        for (const s of got) expect(ranked, q).toContain(s.link.split('#')[0]);
        expect(got.length, q).toBeGreaterThan(0);
      }
    }
    expect(exact).toBeGreaterThan(queries.size / 2);
  });

  it('a rare word costs its shards and its one page, however large the blog', async () => {
    for (const n of [80, 400]) {
      const big = corpus(n);
      const { searcher, fetched, built } = searcherFor(big);
      const word = String.fromCharCode(0x4e00 + 3000 + 15) + String.fromCharCode(0x4e00 + 5000 + 15);
      const hits = await searcher.search(word);
      expect(hits[0].link.split('#')[0]).toBe('/p/15');
      expect(fetched.filter((u) => /\/g\d+\.json$/.test(u))).toHaveLength(1);
      expect(fetched.filter((u) => /\/p\d+\.json$/.test(u))).toEqual([`/s/search_index.zh-CN.abc/p15.json`]);
      expect(built.manifest.pages).toBe(n);
    }
  });

  it('fetches at most MAX_PAGES_FETCHED pages for a query that is everywhere, and each file once', async () => {
    const { searcher, fetched } = searcherFor(corpus(200));
    const hits = await searcher.search('线程');
    expect(new Set(hits.map((h) => h.link.split('#')[0])).size).toBe(7);
    expect(fetched.filter((u) => /\/p\d+\.json$/.test(u)).length).toBeLessThanOrEqual(MAX_PAGES_FETCHED);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it('nothing is fetched for an empty query, and a gram no page has ends the search after its shard', async () => {
    const { searcher, fetched } = searcherFor(corpus(40));
    expect(await searcher.search('   ')).toEqual([]);
    expect(fetched).toEqual([]);
    expect(await searcher.search('㐀㐁')).toEqual([]);
    expect(fetched.every((u) => /\/g\d+\.json$/.test(u))).toBe(true);
  });

  it('a shard that does not load rejects the search (the dialog shows its error and retry)', async () => {
    const { searcher } = searcherFor(corpus(40));
    const broken = new ShardedSearch('/elsewhere/search_index.zh-CN.abc.json', { format: 'free-blog-shards-1', shards: 4, pages: 40 }, async () => {
      throw new Error('offline');
    });
    await expect(broken.search('线程')).rejects.toThrow('offline');
    await expect(searcher.search('线程')).resolves.not.toEqual([]);
  });
});
