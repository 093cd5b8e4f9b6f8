// The search dialog's matcher (theme/components/SearchDialog.tsx), in place of Rspress's FlexSearch
// provider.
//
// Rspress 2.0.22 builds three FlexSearch indexes in the page ('full' tokenising, which for a Chinese
// run of up to 64 characters stores every substring) and then keeps only the hits whose title,
// heading or text contains the query as a substring. Here the substring scan is the search, run over
// the pages the sharded index names as candidates (shardedSearch.ts; under dev, over every page): it
// takes a few milliseconds and finds exactly what the old one showed. Hits keep the old shape (type, header, title, statement, link, query,
// highlightInfoList) so Rspress's SuggestItem renders them.
//
// Order: pages whose title has the query, then pages by the number of headings that have it, then by
// the number of sections whose text has it; ties keep the index's (sidebar) order. At most
// SEARCH_PAGES_SHOWN pages. Within a page: the title hit, heading hits, then one text hit per section
// whose heading did not match, as before.

import type { IndexHeader } from '../../site/shared/searchIndex';
// Lower-cased as the sharded index's grams are, so a hit the matcher finds has its grams in the index.
import { normalizeText } from '../../site/shared/searchShards';
import type { Suggestion } from './searchA11y';

export interface SearchPage {
  title: string;
  routePath: string;
  content: string;
  toc: IndexHeader[];
  /** Its place in the index (ties keep it); its place in the list searched when absent. */
  order?: number;
}

/** A search snippet is 100 characters long. */
export const SNIPPET_LENGTH = 100;


/**
 * A highlight's length as Rspress's SuggestItem reads it: in its 'bytes', 3 per character above U+00FF
 * (its start is a plain character index).
 */
export function highlightLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) n += text.charCodeAt(i) > 255 ? 3 : 1;
  return n;
}

/** The heading and its parents (h3 → its h2, h4 → its h3 → h2), outermost first. */
export function headerPath(toc: IndexHeader[], index: number): IndexHeader[] {
  const path = [toc[index]];
  let depth = toc[index].depth;
  for (let i = index - 1; i >= 0 && depth > 2; i--) {
    if (toc[i].depth === depth - 1) {
      path.unshift(toc[i]);
      depth = toc[i].depth;
    }
  }
  return path;
}

/** The index of the section holding `at` (-1: before the first heading). */
function sectionAt(toc: IndexHeader[], at: number): number {
  let found = -1;
  for (let i = 0; i < toc.length && toc[i].charIndex <= at; i++) found = i;
  return found;
}

/** The paragraph around a match, cut to SNIPPET_LENGTH around it. Returns the text and the match offset in it. */
export function snippet(content: string, at: number, length: number): { text: string; offset: number } {
  const start = content.lastIndexOf('\n', at) + 1;
  let end = content.indexOf('\n\n', at + length);
  if (end === -1) end = content.length;
  let text = content.slice(start, end).replace(/\n/g, ' ');
  let offset = at - start;
  if (text.length > SNIPPET_LENGTH) {
    const side = Math.max(0, Math.floor((SNIPPET_LENGTH - length) / 2));
    let from = Math.max(0, offset - side);
    const to = Math.min(text.length, from + SNIPPET_LENGTH);
    from = Math.max(0, to - SNIPPET_LENGTH);
    const prefix = from > 0 ? '...' : '';
    const suffix = to < text.length ? '...' : '';
    text = prefix + text.slice(from, to) + suffix;
    offset = offset - from + prefix.length;
  }
  return { text, offset };
}

export interface PageHits {
  order: number;
  titleHit: boolean;
  headerHits: number;
  textHits: number;
  suggestions: Suggestion[];
}

function matchPage(page: SearchPage, q: string, query: string, order: number): PageHits | null {
  const suggestions: Suggestion[] = [];
  const title = page.title ?? '';
  const titleAt = normalizeText(title).indexOf(q);
  if (titleAt !== -1) {
    suggestions.push({
      type: 'title',
      title,
      header: title,
      link: page.routePath,
      query,
      highlightInfoList: [{ start: titleAt, length: highlightLength(query) }],
    });
  }

  const toc = page.toc ?? [];
  const matchedSections = new Set<number>();
  toc.forEach((header, i) => {
    if (!normalizeText(header.text).includes(q)) return;
    matchedSections.add(i);
    const label = `${title} > ${headerPath(toc, i)
      .map((h) => h.text)
      .join(' > ')}`;
    // The highlight is in the heading's own text, the last part of the label.
    const at = label.length - header.text.length + normalizeText(header.text).indexOf(q);
    suggestions.push({
      type: 'header',
      title,
      header: label,
      link: `${page.routePath}#${header.id}`,
      query,
      highlightInfoList: [{ start: at, length: highlightLength(query) }],
    });
  });

  const content = page.content ?? '';
  const text = normalizeText(content);
  const seenSections = new Set<number>();
  let textHits = 0;
  for (let at = text.indexOf(q); at !== -1; at = text.indexOf(q, at + q.length)) {
    const section = sectionAt(toc, at);
    // A heading's own text is part of its section: that match is the heading hit above.
    if (section >= 0 && at < toc[section].charIndex + toc[section].text.length) continue;
    if (seenSections.has(section)) continue;
    seenSections.add(section);
    textHits++;
    if (matchedSections.has(section)) continue;
    const header = section >= 0 ? toc[section] : undefined;
    const { text: statement, offset } = snippet(content, at, q.length);
    suggestions.push({
      type: 'content',
      title,
      header: header?.text ?? title,
      link: header ? `${page.routePath}#${header.id}` : page.routePath,
      query,
      statement,
      highlightInfoList: [{ start: offset, length: highlightLength(query) }],
    });
  }

  if (!suggestions.length) return null;
  return { order, titleHit: titleAt !== -1, headerHits: matchedSections.size, textHits, suggestions };
}

/** Seven pages of results are shown (each page's hits stay together). */
export const SEARCH_PAGES_SHOWN = 7;

/** Best first: a title hit, then more heading hits, then more sections with text hits, then index order. */
function comparePageHits(a: PageHits, b: PageHits): number {
  return Number(b.titleHit) - Number(a.titleHit) || b.headerHits - a.headerHits || b.textHits - a.textHits || a.order - b.order;
}

/** Every page with a hit for `query`, best first. */
export function rankPages(pages: SearchPage[], query: string): PageHits[] {
  const q = normalizeText(query.trim());
  if (!q) return [];
  const hits: PageHits[] = [];
  pages.forEach((page, i) => {
    const h = matchPage(page, q, query.trim(), page.order ?? i);
    if (h) hits.push(h);
  });
  return hits.sort(comparePageHits);
}

/** The hits for `query`: the suggestions of the best SEARCH_PAGES_SHOWN pages, best page first. */
export function searchPages(pages: SearchPage[], query: string, maxPages = SEARCH_PAGES_SHOWN): Suggestion[] {
  return rankPages(pages, query)
    .slice(0, maxPages)
    .flatMap((h) => h.suggestions);
}
