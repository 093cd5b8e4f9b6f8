// The dialog's local search over the sharded index (site/shared/searchShards.ts says how it is laid out).
//
// A query fetches the shards of its grams (a few KB each, in parallel), intersects their postings into
// the candidate pages, and fetches candidate pages in the order their hints rank them (title, then
// headings, then how many sections hold every gram, then index order), a batch at a time. The hits are
// found in the fetched pages by the same matcher as ever (pageSearch.ts), so what is shown and its order
// are exactly those of a search over every page, unless more than MAX_PAGES_FETCHED candidates could
// still outrank the seventh: then the best of those fetched are shown (a very broad query). A query
// whose candidates hold its grams but not the query keeps looking, up to MAX_PAGES_WITHOUT_HIT pages. Every file is
// fetched at most once per page load (loadJson).
import {
  COUNT_SHIFT,
  decodePostings,
  FLAG_HEADING,
  FLAG_TITLE,
  pageFile,
  queryGrams,
  type ShardManifest,
  type ShardPage,
  shardDir,
  shardFile,
  shardOf,
} from '../../site/shared/searchShards';
import { type PageHits, rankPages, SEARCH_PAGES_SHOWN, type SearchPage } from './pageSearch';
import type { Suggestion } from './searchA11y';

/** Candidate pages fetched per round. */
export const PAGE_BATCH = 8;
/** Candidate pages fetched for one query at most once it has a hit (bounds the bytes of a broad query). */
export const MAX_PAGES_FETCHED = 16;
/** …and while it has none yet: candidates hold every gram of the query but not always the query itself. */
export const MAX_PAGES_WITHOUT_HIT = 48;

export type Fetcher = <T>(url: string) => Promise<T>;

interface Candidate {
  id: number;
  title: boolean;
  heading: boolean;
  /** The fewest sections any gram of the query occurs in: at most the page's sections with a text hit. */
  sections: number;
}

/** Whether a candidate not yet fetched could still rank before `hits` (a verified page). */
function couldOutrank(c: Candidate, hits: PageHits): boolean {
  if (c.title !== hits.titleHit) return c.title;
  // A heading hint says some heading holds every gram, not how many headings hold the query.
  if (c.heading) return true;
  if (hits.headerHits > 0) return false;
  if (c.sections !== hits.textHits) return c.sections > hits.textHits;
  return c.id < hits.order;
}

function byHints(a: Candidate, b: Candidate): number {
  return Number(b.title) - Number(a.title) || Number(b.heading) - Number(a.heading) || b.sections - a.sections || a.id - b.id;
}

export class ShardedSearch {
  private readonly dir: string;
  constructor(
    indexUrl: string,
    private readonly manifest: ShardManifest,
    private readonly fetchJson: Fetcher,
  ) {
    this.dir = shardDir(indexUrl);
  }

  private async candidates(query: string): Promise<Candidate[]> {
    const grams = queryGrams(query);
    if (!grams.length) return [];
    const shardIds = [...new Set(grams.map((g) => shardOf(g, this.manifest.shards)))];
    const shards = new Map<number, Record<string, number[]>>();
    await Promise.all(
      shardIds.map(async (k) => shards.set(k, await this.fetchJson<Record<string, number[]>>(this.dir + shardFile(k)))),
    );
    const lists = grams.map((g) => shards.get(shardOf(g, this.manifest.shards))?.[g]);
    if (lists.some((l) => !l)) return [];
    const decoded = (lists as number[][]).map(decodePostings).sort((a, b) => a.size - b.size);
    const out: Candidate[] = [];
    for (const [id, first] of decoded[0]) {
      let all = first;
      let sections = first >> COUNT_SHIFT;
      let everywhere = true;
      for (let i = 1; i < decoded.length && everywhere; i++) {
        const f = decoded[i].get(id);
        if (f === undefined) everywhere = false;
        else {
          all &= f;
          sections = Math.min(sections, f >> COUNT_SHIFT);
        }
      }
      if (!everywhere) continue;
      out.push({ id, title: (all & FLAG_TITLE) !== 0, heading: (all & FLAG_HEADING) !== 0, sections });
    }
    return out.sort(byHints);
  }

  private page(id: number): Promise<SearchPage> {
    return this.fetchJson<ShardPage>(this.dir + pageFile(id)).then((p) => ({ ...p, order: id }));
  }

  /** The hits for `query`, as searchPages over every page would give them (see the header). */
  async search(query: string, maxPages = SEARCH_PAGES_SHOWN): Promise<Suggestion[]> {
    const candidates = await this.candidates(query);
    const fetched: SearchPage[] = [];
    let ranked: PageHits[] = [];
    let next = 0;
    const limit = () => (ranked.length ? MAX_PAGES_FETCHED : MAX_PAGES_WITHOUT_HIT);
    while (next < candidates.length && fetched.length < limit()) {
      const batch = candidates.slice(next, next + Math.min(PAGE_BATCH, limit() - fetched.length));
      next += batch.length;
      fetched.push(...(await Promise.all(batch.map((c) => this.page(c.id)))));
      ranked = rankPages(fetched, query);
      const last = ranked[maxPages - 1];
      if (last && (next >= candidates.length || !couldOutrank(candidates[next], last))) break;
    }
    // rankPages has them best first already.
    return ranked.slice(0, maxPages).flatMap((h) => h.suggestions);
  }
}
