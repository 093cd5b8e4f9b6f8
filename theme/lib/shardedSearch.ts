// The dialog's local search over the sharded index (site/shared/searchShards.ts says how it is laid out).
//
// A query fetches the shards of a cover of it by bigrams (a few hundred bytes each, in parallel), intersects
// their postings into the candidate pages (narrowed by the query's other bigrams when more than one is
// left), and fetches candidate pages in the order their hints rank them (title, then
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
  queryOtherGrams,
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

/** Adds one gram's hints for the candidate's page; false when the page does not hold the gram. */
function narrow(c: Candidate, flags: number | undefined): boolean {
  if (flags === undefined) return false;
  c.title &&= (flags & FLAG_TITLE) !== 0;
  c.heading &&= (flags & FLAG_HEADING) !== 0;
  c.sections = Math.min(c.sections, flags >> COUNT_SHIFT);
  return true;
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

  /** The postings of these grams (undefined for a gram no page holds), their shards fetched in parallel. */
  private async postings(grams: string[]): Promise<(Map<number, number> | undefined)[]> {
    const shardIds = [...new Set(grams.map((g) => shardOf(g, this.manifest.shards)))];
    const shards = new Map<number, Record<string, number[]>>();
    await Promise.all(
      shardIds.map(async (k) => shards.set(k, await this.fetchJson<Record<string, number[]>>(this.dir + shardFile(k)))),
    );
    return grams.map((g) => {
      const list = shards.get(shardOf(g, this.manifest.shards))?.[g];
      return list && decodePostings(list);
    });
  }

  /**
   * The pages that hold the query's cover grams, narrowed by its other bigrams when more than one is
   * left (one more round of shards, cheaper than fetching pages that do not hold the query).
   */
  private async candidates(query: string): Promise<Candidate[]> {
    const cover = queryGrams(query);
    if (!cover.length) return [];
    const first = await this.postings(cover);
    if (first.some((l) => !l)) return [];
    const decoded = (first as Map<number, number>[]).sort((a, b) => a.size - b.size);
    let out: Candidate[] = [];
    for (const id of decoded[0].keys()) {
      const c: Candidate = { id, title: true, heading: true, sections: Number.MAX_SAFE_INTEGER };
      if (decoded.every((d) => narrow(c, d.get(id)))) out.push(c);
    }
    const other = out.length > 1 ? queryOtherGrams(query) : [];
    if (other.length) {
      const more = await this.postings(other);
      out = more.some((l) => !l) ? [] : out.filter((c) => more.every((d) => narrow(c, d!.get(c.id))));
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
