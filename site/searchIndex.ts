// The search index holds what a reader searches by, not whole articles.
//
// Rspress puts every page's full text into one JSON file (849 KB raw, 294 KB gzip for this blog),
// which the browser downloads before the first hit. Most look-ups are by title, heading, description
// or how a page opens, so the index the dialog loads first keeps only those; the full text goes to a
// second file that is fetched once the reader has typed a query, and adds the mid-sentence hits when
// it arrives (theme/lib/pageSearch.ts). The compact index keeps, for each page:
//   - title, route and every heading (h2–h4, with anchors: hits still jump to the section);
//   - the description, then the page's opening (LEAD_CHARS of body text before the first heading);
//   - under each heading, the opening of its section (SECTION_CHARS), cut at a sentence end when one
//     is near, so a hit shows a readable snippet.
// Code blocks are already left out by `search.codeBlocks: false`. Front matter and empty fields are
// dropped: the dialog never reads them. The result is about a fifth of the raw size and grows
// linearly with the number of headings (see bench/REPORT.md).
//
// The full-text file holds, per page, only what the compact one lacks: the body text and where each
// heading starts in it.

export const LEAD_CHARS = 160;
export const SECTION_CHARS = 48;

export interface IndexHeader {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

export interface IndexPage {
  title: string;
  content: string;
  routePath: string;
  lang: string;
  toc: IndexHeader[];
  version: string;
  description?: string;
  frontmatter?: unknown;
  [key: string]: unknown;
}

const SENTENCE_END = /[。！？；!?;]|\.(?=\s|$)/g;

/** The first `max` characters of `text` (whitespace collapsed), ending at a sentence end if one is past half-way. */
export function opening(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  let cut = -1;
  for (const m of head.matchAll(SENTENCE_END)) cut = m.index + 1;
  if (cut >= max / 2) return head.slice(0, cut);
  return `${head.trimEnd()}…`;
}

/** A page reduced to what search needs; toc charIndex values point into the new content. */
export function condensePage(
  page: IndexPage,
  limits: { lead?: number; section?: number } = {},
): IndexPage {
  const lead = limits.lead ?? LEAD_CHARS;
  const section = limits.section ?? SECTION_CHARS;
  const toc = page.toc ?? [];
  const content = page.content ?? '';
  const parts: string[] = [];
  let length = 0;
  const push = (text: string) => {
    if (!text) return;
    if (parts.length) length += 2; // the '\n\n' joining parts: the dialog's snippets end at a blank line
    parts.push(text);
    length += text.length;
  };

  const description = (page.description ?? '').trim();
  push(description);
  const firstHeader = toc.length ? toc[0].charIndex : content.length;
  const intro = opening(content.slice(0, firstHeader), lead);
  if (intro && !description.includes(intro)) push(intro);

  const newToc: IndexHeader[] = [];
  toc.forEach((header, i) => {
    const start = header.charIndex;
    const end = i + 1 < toc.length ? toc[i + 1].charIndex : content.length;
    // The original section starts with the heading's own text; keep the heading, then the opening.
    let body = content.slice(start, end);
    if (body.startsWith(header.text)) body = body.slice(header.text.length);
    newToc.push({ id: header.id, text: header.text, depth: header.depth, charIndex: length + (parts.length ? 2 : 0) });
    push(header.text);
    push(opening(body, section));
  });

  return {
    title: page.title,
    routePath: page.routePath,
    lang: page.lang,
    version: page.version,
    toc: newToc,
    content: parts.join('\n\n'),
  };
}

export interface FullTextPage {
  routePath: string;
  content: string;
  /** charIndex of each toc entry, in order, into `content`. */
  headers: number[];
}

/** What the full-text file keeps of a page: the description (as in the compact index), then the body. */
export function fullTextPage(page: IndexPage): FullTextPage {
  const description = (page.description ?? '').trim();
  const prefix = description ? `${description}\n\n` : '';
  return {
    routePath: page.routePath,
    content: prefix + (page.content ?? ''),
    headers: (page.toc ?? []).map((h) => h.charIndex + prefix.length),
  };
}

/** The full-text file's URL for an index URL: `search_index.zh-CN.<hash>.json` → `….<hash>.full.json`. */
export function fullTextUrl(indexUrl: string): string {
  return indexUrl.replace(/\.json$/, '.full.json');
}
