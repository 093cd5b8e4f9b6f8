// The one Markdown parse behind everything that needs to know where code is in a page's source:
// the sample checker (scripts/samples/parse.mjs), the reading time (plugins/reading-time), the
// content lint (site/node/htmlLint.ts, tests/content) and the benchmark corpus
// (bench/gen-fixture.mjs).
//
// Plain ESM with JSDoc types: scripts/*.mjs and bench/*.mjs run under plain Node without a
// TypeScript loader, and the TypeScript callers import it as it is (tsconfig allowJs).
//
// The text is parsed with mdast-util-from-markdown + GFM, i.e. CommonMark + GFM the way Rspress
// parses a .md page (remark-parse + remark-gfm), so a fence is exactly what the site renders as
// a code block: ``` and ~~~ fences, longer fences holding shorter ones, fences indented inside
// list items and block quotes, and `inline` code that merely starts a line with backticks is not
// a fence. Front matter (a `---` YAML block at the very top) is blanked before parsing, line
// numbers kept, as Rspress does (loadFrontMatter's emptyLinesSource).

import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * @typedef {object} CodeBlock
 * @property {string} lang   the first word of the info string ('' when there is none)
 * @property {string} meta   the rest of the info string ('' when there is none)
 * @property {string} value  the code, container prefixes and fence indentation removed, no final newline
 * @property {string} fence  the opening fence sequence, e.g. '```' or '~~~~'
 * @property {number} line   1-based line of the opening fence
 * @property {number} endLine 1-based last line of the block: the closing fence, or, for a fence that is
 *   never closed, the last line it swallows (the end of the document or of its list item / quote)
 * @property {boolean} closed false when the block has no closing fence
 * @property {number} bodyLines number of source lines between the fences (for an unclosed fence: up to
 *   and including endLine); 0 for an empty block
 */

/**
 * @typedef {object} ParseOptions
 * @property {boolean} [mdx] parse as MDX does (.mdx pages): no indented code, no HTML blocks or inline
 *   HTML, no <autolinks> — the constructs micromark-extension-mdx-md turns off. JSX and expressions are
 *   not parsed (a stray `{` in a page is no error here); they are plain text, which can hold no code.
 * @property {Map<string, any>} [cache] where to keep this text's parse for the next call with the same
 *   text (the content check's pass gives each page one, so its checks, reading time and copy share one
 *   parse); without it every call parses
 */

/** @typedef {ReturnType<typeof fromMarkdown>} Root the mdast root */
/** @typedef {{ tree: Root, source: string, blocks: CodeBlock[], inline: Array<[number, number]> }} Analysis */

/** A page's front matter block: `---` lines around YAML at the very start of the file (group 1: the YAML). The one pattern every reader uses. */
export const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * GFM's tree extensions without the one tree transform GFM has: after the parse it walks every text node
 * again for bare URLs and e-mail addresses the syntax left as text (a sixth of the parse's time at 1,000
 * articles). Nothing here reads them: code blocks, headings' text, images and written links come out the
 * same, and a bare URL is external to every check. The syntax (tables, strikethrough, task lists,
 * footnotes, the bare URLs it finds itself) is all there.
 */
const GFM_TREE = gfmFromMarkdown().map(({ transforms: _bareUrlsToLinks, ...extension }) => extension);

/** The constructs MDX turns off in micromark (what micromark-extension-mdx-md does). */
const MDX_MD = { disable: { null: ['autolink', 'codeIndented', 'htmlFlow', 'htmlText'] } };

/**
 * Number of lines the leading front matter block takes (its two `---` lines included), 0 when the
 * text has none. CRLF and CR line endings count like LF.
 * @param {string} markdown
 * @returns {number}
 */
export function frontMatterLines(markdown) {
  const m = FRONT_MATTER.exec(normalizeEol(markdown));
  if (!m) return 0;
  return m[0].endsWith('\n') ? countNewlines(m[0]) : countNewlines(m[0]) + 1;
}

/**
 * The fenced code blocks of a page, in document order (indented code blocks are not included).
 * @param {string} markdown
 * @param {ParseOptions} [options]
 * @returns {CodeBlock[]}
 */
export function codeBlocks(markdown, options) {
  return analyse(markdown, options).blocks.map((b) => ({ ...b }));
}

/**
 * The page with every line of a fenced code block (fences included) made empty. Line numbers,
 * line endings and all other text, front matter included, are kept as they are.
 * @param {string} markdown
 * @param {ParseOptions} [options]
 * @returns {string}
 */
export function withoutFencedCode(markdown, options) {
  const { blocks } = analyse(markdown, options);
  return removeRanges(markdown, blockRanges(markdown, blocks));
}

/**
 * The page without code: fenced code blocks blanked as in withoutFencedCode, and inline code spans
 * (`x`, ``a ` b``, backticks included) removed. Text that the site renders as text or HTML stays.
 * @param {string} markdown
 * @param {ParseOptions} [options]
 * @returns {string}
 */
export function withoutCode(markdown, options) {
  const { blocks, inline } = analyse(markdown, options);
  return removeRanges(markdown, [...blockRanges(markdown, blocks), ...inline]);
}

/**
 * The lines of a page that are neither front matter nor part of a fenced code block, in order
 * (without line endings).
 * @param {string} markdown
 * @param {ParseOptions} [options]
 * @returns {string[]}
 */
export function proseLines(markdown, options) {
  const { blocks } = analyse(markdown, options);
  const lines = normalizeEol(markdown).split('\n');
  const code = new Uint8Array(lines.length + 1);
  const front = frontMatterLines(markdown);
  for (let n = 0; n < front; n++) code[n] = 1;
  for (const b of blocks) for (let n = b.line; n <= b.endLine; n++) code[n - 1] = 1;
  return lines.filter((_, i) => !code[i]);
}

/**
 * The parse itself, for callers that only read it (a copy costs as much as a tenth of the parse):
 * the tree, and the text its offsets point into (line endings LF, front matter blanked to spaces).
 * Do not change the tree: with a cache, the next caller gets the same object.
 * @param {string} markdown
 * @param {ParseOptions} [options]
 * @returns {{ tree: Root, source: string }}
 */
export function readMarkdown(markdown, options) {
  const { tree, source } = analyse(markdown, options);
  return { tree, source };
}

// ---------------------------------------------------------------------------------------------

/**
 * @param {string} markdown
 * @param {ParseOptions} [options]
 * @returns {Analysis}
 */
function analyse(markdown, options) {
  const mdx = !!options?.mdx;
  const cache = options?.cache;
  const key = (mdx ? 'x' : 'm') + markdown;
  const hit = cache?.get(key);
  if (hit) return hit;
  const result = compute(String(markdown ?? ''), mdx);
  cache?.set(key, result);
  return result;
}

/**
 * @param {string} markdown
 * @param {boolean} mdx
 * @returns {Analysis}
 */
function compute(markdown, mdx) {
  // Normalising CRLF and CR to LF keeps every line number (micromark counts each as one line
  // ending) but not offsets, so offsets are mapped back for inline code below. Front matter is
  // blanked character for character (spaces), so offsets after it stay those of the text.
  const normalized = normalizeEol(markdown);
  const source = normalized.replace(FRONT_MATTER, (m) => m.replace(/[^\n]/g, ' '));
  /** @type {WeakMap<object, {fence: string, closed: boolean}>} */
  const fences = new WeakMap();
  /** @type {{fence: string, closed: boolean} | null} */
  let open = null;
  const tree = fromMarkdown(source, {
    extensions: mdx ? [gfm(), MDX_MD] : [gfm()],
    mdastExtensions: [
      ...GFM_TREE,
      {
        // micromark emits a `codeFencedFence` token for the opening fence and, only when there is
        // one, for the closing fence. At the opening one the code node is on top of the stack;
        // at the closing one the buffer that collects the code is. This handler adds to the
        // default ones (which only handle the exit of the token).
        enter: {
          codeFencedFence(token) {
            const top = this.stack[this.stack.length - 1];
            if (top.type === 'code') {
              open = { fence: /[`~]+/.exec(this.sliceSerialize(token))?.[0] ?? '', closed: false };
              fences.set(top, open);
            } else if (open) {
              open.closed = true;
            }
          },
        },
      },
    ],
  });

  /** @type {CodeBlock[]} */
  const blocks = [];
  /** @type {Array<[number, number]>} */
  const inline = [];
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'code') {
      const f = fences.get(node);
      const pos = node.position;
      if (f && pos) {
        const line = pos.start.line;
        const endLine = pos.end.line;
        blocks.push({
          lang: node.lang ?? '',
          meta: node.meta ?? '',
          value: node.value,
          fence: f.fence,
          line,
          endLine,
          closed: f.closed,
          bodyLines: Math.max(0, f.closed ? endLine - line - 1 : endLine - line),
        });
      }
    } else if (node.type === 'inlineCode' && node.position) {
      inline.push([node.position.start.offset, node.position.end.offset]);
    }
    if (node.children) for (const child of node.children) visit(child);
  };
  visit(tree);
  const offsets = markdown === normalized ? null : offsetMap(markdown);
  return {
    tree,
    source,
    blocks,
    inline: offsets ? inline.map(([s, e]) => [offsets[s], offsets[e]]) : inline,
  };
}

/** @param {string} s */
function normalizeEol(s) {
  return s.replace(/\r\n?/g, '\n');
}

/** @param {string} s */
function countNewlines(s) {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * [start, end) offsets of every line of a text, line ending excluded; CRLF, CR and LF each end a
 * line, as in micromark.
 * @param {string} s
 * @returns {Array<[number, number]>}
 */
function lineRanges(s) {
  /** @type {Array<[number, number]>} */
  const out = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    out.push([start, m.index]);
    start = m.index + m[0].length;
  }
  out.push([start, s.length]);
  return out;
}

/**
 * The text of every line of the blocks, as ranges of the original text.
 * @param {string} s
 * @param {CodeBlock[]} blocks
 * @returns {Array<[number, number]>}
 */
function blockRanges(s, blocks) {
  if (!blocks.length) return [];
  const lines = lineRanges(s);
  return blocks.flatMap((b) => lines.slice(b.line - 1, b.endLine));
}

/**
 * The text with the given (non-overlapping) ranges removed.
 * @param {string} s
 * @param {Array<[number, number]>} ranges
 */
function removeRanges(s, ranges) {
  let out = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    out += s.slice(at, start);
    at = Math.max(at, end);
  }
  return out + s.slice(at);
}

/**
 * For each offset of the LF-normalised text, the offset of the same character in the original text.
 * @param {string} original
 * @returns {number[]}
 */
function offsetMap(original) {
  const map = [];
  for (let i = 0; i < original.length; i++) {
    map.push(i);
    if (original[i] === '\r' && original[i + 1] === '\n') i++; // one \n of the normalised text
  }
  map.push(original.length);
  return map;
}
