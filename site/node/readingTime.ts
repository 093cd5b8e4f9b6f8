/**
 * Reading time of a page, computed from its Markdown source at build time.
 *
 * Rates (the reasoning, so they can be argued with):
 * - Chinese is counted per character, not per space-separated word: each Han character (and kana
 *   or hangul) is one "字". Readers of Chinese read about 255–300 characters a minute
 *   (Trauzettel-Klosinski et al. 2012, IReST, aloud: 255 ± 29 for Chinese; Brysbaert 2019 puts
 *   silent reading somewhat faster). Technical prose is slower than the novels those studies
 *   used, so we take 300 characters a minute: the low end of what silent readers manage.
 * - Latin-script words (English terms, identifiers in inline code, numbers) at 200 words a minute:
 *   Brysbaert 2019 found 238 wpm for English non-fiction; terms inside a Chinese sentence are
 *   read more slowly than running English, hence the lower figure.
 * - Code blocks are not part of `words` (they are not prose, and “4,200 字” means the text) but
 *   they do cost time: readers scan code line by line rather than word by word, so each
 *   non-empty code line counts 2 s (about 30 lines a minute). Blocks whose body comes from a file
 *   (```rust file="…") have no lines in the source and add nothing.
 * - Images, link targets, HTML/JSX tags, front matter, MDX import/export lines and container
 *   markers (:::tip) are not read and are not counted; a bare URL counts as one word.
 */

import { type ReadingTime } from '../shared/readingTime';
import { codeBlocks, type ParseOptions, proseLines, withoutFencedCode } from './markdown.mjs';

export type { ReadingTime };

export const CJK_CHARS_PER_MINUTE = 300;
export const LATIN_WORDS_PER_MINUTE = 200;
export const MS_PER_CODE_LINE = 2000;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LATIN_WORD = /[\p{L}\p{N}]+(?:['’_.\-][\p{L}\p{N}]+)*/gu;

/**
 * Splits Markdown into prose and the lines of its fenced code blocks (found by the Markdown parser
 * in site/node/markdown.mjs). Front matter is neither; fence lines are not code lines.
 */
export function splitMarkdown(markdown: string, parse?: ParseOptions): { prose: string; codeLines: number } {
  let codeLines = 0;
  for (const block of codeBlocks(markdown, parse)) codeLines += block.value.split('\n').filter((line) => line.trim() !== '').length;
  return { prose: proseLines(markdown, parse).join('\n'), codeLines };
}

/** The words a reader actually reads in a piece of Markdown prose. */
export function countWords(prose: string): { cjk: number; latin: number } {
  const text = prose
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ') // MDX module lines
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ') // link reference definitions
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // inline links keep their text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1') // reference links keep their text
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ') // HTML/JSX tags and autolinks
    .replace(/^\s*:::.*$/gm, ' ') // container markers
    .replace(/https?:\/\/[^\s)>\]]+/g, ' url '); // a bare URL reads as one word
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(LATIN_WORD)?.length ?? 0;
  return { cjk, latin };
}

export function readingTime(markdown: string, parse?: ParseOptions): ReadingTime {
  const { prose, codeLines } = splitMarkdown(markdown, parse);
  const { cjk, latin } = countWords(prose);
  const time = Math.round(
    (cjk / CJK_CHARS_PER_MINUTE) * 60_000 + (latin / LATIN_WORDS_PER_MINUTE) * 60_000 + codeLines * MS_PER_CODE_LINE,
  );
  const minutes = time === 0 ? 0 : Math.max(1, Math.ceil(time / 60_000));
  return { text: `${minutes} min read`, minutes, time, words: cjk + latin };
}

// One parse per page: the content check's Markdown pass (site/node/contentPass.ts) counts each page from its
// own source while it has the page's parse (site/node/content.ts hands the counts to the reading-time plugin).
// A page is counted from its own source when it is a .md page with no import line outside its code
// blocks (a Java sample's `import java.util.List;` is code, not an MDX import); an MDX import is inlined
// into the text Rspress hands the plugin, so such a page is counted from that text instead.
const IMPORTS = /^\s*import\s/m;

const countsFromSource = (file: string, text: string, parse?: ParseOptions) => file.endsWith('.md') && !IMPORTS.test(withoutFencedCode(text, parse));

/** A page's count from its own source, as the pass hands it over: [file, text, reading time]; null when it is counted from Rspress's text. */
export function readingTimeEntry(file: string, text: string, parse?: ParseOptions): [string, string, ReadingTime] | null {
  return countsFromSource(file, text, parse) ? [file, text, readingTime(text, parse)] : null;
}

