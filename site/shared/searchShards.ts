// The search index in shards: what a query downloads does not grow with the number of articles.
//
// Rspress writes every page's full text into one JSON file. At 1,000 articles that is megabytes, and
// the reader downloaded all of it to find one word. Here the build splits it (plugins/output/search.ts):
//
//   search_index.<lang>.<hash>.json        the manifest: { format, shards, pages } (a few bytes; what the
//                                          search button's hover fetches, and where the dialog starts)
//   search_index.<lang>.<hash>/g<k>.json   shard k: for every gram whose hash is k, the pages that hold it
//   search_index.<lang>.<hash>/p<id>.json  page id: title, route, headings and full text (a SearchPage)
//
// A gram is two characters of the lower-cased text (a bigram) or one character; grams with whitespace
// are left out. Every substring match of a query of two or more characters holds all of its bigrams,
// so the pages that hold all of a set of them are a superset of the hits: the dialog
// (theme/lib/shardedSearch.ts) fetches the shards of a cover of the query by bigrams (queryGrams),
// intersects them, narrows the candidates by the other bigrams when more than one is left, and fetches the candidate pages in the
// order the postings rank them; the hits themselves are found in those pages by the same substring
// search as before (theme/lib/pageSearch.ts), so snippets, grouping and order are unchanged.
//
// A posting is one number per (gram, page): the page id's difference from the previous posting's,
// times 32, plus five bits of ranking hints: 1 the gram is in the title, 2 in a heading, and (×4) in
// how many sections of the text it occurs, up to 7. The number of shards is chosen so a shard holds
// about SHARD_TARGET_POSTINGS postings, so a shard stays the same size as the blog grows.

import type { IndexPage } from './searchIndex';

export const SHARD_FORMAT = 'free-blog-shards-1';
/**
 * Postings per shard the shard count aims at: a shard is then a few hundred bytes brotli. A query fetches a
 * shard per gram of its cover, so smaller shards are fewer bytes per query (at 1,000 generated articles,
 * 250 against 1,000 fetches less for every one of fifteen common queries, with the same requests and hits:
 * bench/FINDINGS.md, 'A first search: the dialog's code, and shards a quarter the size'), and more files in the output (8,192 at 1,000 articles).
 */
export const SHARD_TARGET_POSTINGS = 250;

export const FLAG_TITLE = 1;
export const FLAG_HEADING = 2;
export const COUNT_SHIFT = 2;
export const COUNT_MAX = 7;
export const POSTING_STRIDE = 32;

export interface ShardManifest {
  format: typeof SHARD_FORMAT;
  /** Number of gram shards (a power of two). */
  shards: number;
  /** Number of pages: ids are 0 … pages-1, in the index's (sidebar) order. */
  pages: number;
}

export interface ShardPage {
  title: string;
  routePath: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
}

export const normalizeText = (text: string) => text.toLowerCase();

const WHITESPACE = /\s/;

/** The grams of a text: every two-character window and every character, none with whitespace. */
export function textGrams(text: string, into: Set<string> = new Set()): Set<string> {
  const t = normalizeText(text);
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (WHITESPACE.test(c)) continue;
    into.add(c);
    const d = t[i + 1];
    if (d !== undefined && !WHITESPACE.test(d)) into.add(c + d);
  }
  return into;
}

/**
 * The grams a query's candidate pages are first looked up with: each is a substring of the query, so
 * every hit holds it. Of each run of non-whitespace characters, a cover by bigrams that do not overlap
 * (the 1st and 2nd character, the 3rd and 4th, …, and the last two when the run is odd), or the
 * character of a run of one. Each gram is a shard to fetch: a four-character word needs two shards, a
 * nine-letter token five, where every bigram would be three and eight. Empty for whitespace only.
 */
export function queryGrams(query: string): string[] {
  const grams = new Set<string>();
  for (const run of normalizeText(query).split(/\s+/)) {
    if (run.length === 1) grams.add(run);
    for (let i = 0; i + 1 < run.length; i += 2) grams.add(run.slice(i, i + 2));
    if (run.length > 2 && run.length % 2 === 1) grams.add(run.slice(-2));
  }
  return [...grams];
}

/**
 * The query's other bigrams (those queryGrams leaves out): what narrows the candidates when the cover
 * leaves more than one, so that a page holding the cover's bigrams apart is not fetched for nothing.
 */
export function queryOtherGrams(query: string): string[] {
  const cover = new Set(queryGrams(query));
  return [...textGrams(query)].filter((g) => g.length === 2 && !cover.has(g));
}

/** FNV-1a over the UTF-16 code units: the shard a gram lives in. */
export function shardOf(gram: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < gram.length; i++) {
    h ^= gram.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % shards;
}

/** The page as the dialog searches it: the description, then the full body; headings point into it. */
export function shardPage(page: IndexPage): ShardPage {
  const description = (page.description ?? '').trim();
  const prefix = description ? `${description}\n\n` : '';
  return {
    title: page.title,
    routePath: page.routePath,
    content: prefix + (page.content ?? ''),
    toc: (page.toc ?? []).map((h) => ({ id: h.id, text: h.text, depth: h.depth, charIndex: h.charIndex + prefix.length })),
  };
}

/** The ranking hints of every gram of a page (see the header). */
export function pageGramFlags(page: ShardPage): Map<string, number> {
  const flags = new Map<string, number>();
  for (const g of textGrams(page.title)) flags.set(g, FLAG_TITLE);
  const headingGrams = new Set<string>();
  for (const h of page.toc) textGrams(h.text, headingGrams);
  for (const g of headingGrams) flags.set(g, (flags.get(g) ?? 0) | FLAG_HEADING);
  // Sections as the matcher counts them: before the first heading, then from each heading on.
  const starts = [0, ...page.toc.map((h) => h.charIndex)];
  const counts = new Map<string, number>();
  for (let i = 0; i < starts.length; i++) {
    const section = page.content.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : page.content.length);
    for (const g of textGrams(section)) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  for (const [g, n] of counts) flags.set(g, (flags.get(g) ?? 0) | (Math.min(n, COUNT_MAX) << COUNT_SHIFT));
  return flags;
}

export interface ShardedIndex {
  manifest: ShardManifest;
  /** Shard k's JSON: { gram: postings }. */
  shards: Record<string, number[]>[];
  pages: ShardPage[];
}

/** Splits a search index (Rspress's pages, in its order) into the manifest, the gram shards and the pages. */
export function buildShards(indexPages: IndexPage[], targetPostings = SHARD_TARGET_POSTINGS): ShardedIndex {
  const pages = indexPages.map(shardPage);
  const postings = new Map<string, number[]>();
  let total = 0;
  pages.forEach((page, id) => {
    for (const [gram, flags] of pageGramFlags(page)) {
      let list = postings.get(gram);
      if (!list) postings.set(gram, (list = []));
      list.push(id, flags);
      total++;
    }
  });
  let shards = 1;
  while (shards * targetPostings < total) shards *= 2;
  const out: Record<string, number[]>[] = Array.from({ length: shards }, () => ({}));
  for (const [gram, list] of postings) {
    const encoded: number[] = [];
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      encoded.push((list[i] - previous) * POSTING_STRIDE + list[i + 1]);
      previous = list[i];
    }
    out[shardOf(gram, shards)][gram] = encoded;
  }
  return { manifest: { format: SHARD_FORMAT, shards, pages: pages.length }, shards: out, pages };
}

/** A gram's postings decoded: page id → ranking hints. */
export function decodePostings(encoded: number[]): Map<number, number> {
  const out = new Map<number, number>();
  let id = 0;
  for (const n of encoded) {
    id += Math.floor(n / POSTING_STRIDE);
    out.set(id, n % POSTING_STRIDE);
  }
  return out;
}

export function isShardManifest(value: unknown): value is ShardManifest {
  return typeof value === 'object' && value !== null && (value as ShardManifest).format === SHARD_FORMAT;
}

/** The folder of a manifest's shards and pages: `…/search_index.zh-CN.<hash>.json` → `…/search_index.zh-CN.<hash>/`. */
export function shardDir(indexUrl: string): string {
  return indexUrl.replace(/\.json$/, '/');
}
export const shardFile = (k: number) => `g${k}.json`;
export const pageFile = (id: number) => `p${id}.json`;

/** The shards of an index (the JSON text Rspress writes): the manifest's text, and [name, text] of every file in its folder. */
export function shardIndex(raw: string): { manifest: string; files: Array<[string, string]> } {
  const { manifest, shards, pages } = buildShards(JSON.parse(raw) as IndexPage[]);
  const files: Array<[string, string]> = [
    ...shards.map((shard, k): [string, string] => [shardFile(k), JSON.stringify(shard)]),
    ...pages.map((page, id): [string, string] => [pageFile(id), JSON.stringify(page)]),
  ];
  return { manifest: JSON.stringify(manifest), files };
}
