// Reads docs/ for the content contracts: pages, front matter, headings, links and _meta.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FrontMatter, readFrontMatter } from '../../site/node/frontmatter';
import { codeBlocks as markdownCodeBlocks, FRONT_MATTER, withoutFencedCode } from '../../site/node/markdown.mjs';
import { docsPages } from '../../site/node/pages';
import { isArticle as isArticlePage } from '../../site/shared/pageKind';
import { routeOfDocFile } from '../../site/shared/routes';

export const DOCS = fileURLToPath(new URL('../../docs', import.meta.url));

export interface DocPage {
  file: string; // relative to docs/, e.g. 'rust/case/rust-minigrep.md'
  route: string; // '/rust/case/rust-minigrep', '/rust/case/'
  /** as the schema types it (site/shared/frontmatter.ts): days as 'YYYY-MM-DD' */
  frontmatter: FrontMatter;
  body: string;
  /** the file's text as written (front matter and body), for a test that reads it through no site code */
  source: string;
}

/**
 * The published pages of docs/ (site/node/pages.ts, the walk the build makes): what the production build
 * holds and every sweep checks. `{ drafts: true }` adds the drafts (`draft: true`), which only the
 * build's own content check (plugins/content-check) reads.
 */
export function listPageFiles({ drafts = false } = {}): string[] {
  return docsPages(DOCS)
    .filter((p) => drafts || !p.draft)
    .map((p) => p.file);
}

export const routeOf = routeOfDocFile;

export function readPage(file: string): DocPage {
  const text = fs.readFileSync(path.join(DOCS, file), 'utf8');
  const m = FRONT_MATTER.exec(text);
  return { file, route: routeOf(file), frontmatter: readFrontMatter(text).data, body: m ? text.slice(m[0].length) : text, source: text };
}

/**
 * One Markdown parse of a text for every model below (its headings, code blocks, text without code): the test
 * models ask for several of them over every page of docs/ (tests/e2e/routes.ts), and the parse is nearly all
 * of their cost (2.3 s of routes.ts's 3.3 s here, parsing each page twice; 1.4 s with this). Kept for the
 * process's life, the parse tree included: about 25 bytes a character of Markdown, some 30 MB for docs/ today.
 * What callers get is theirs (codeBlocks copies its blocks, withoutCode is a new string).
 */
const ONE_PARSE = { cache: new Map() };

/** Markdown with fenced code blocks blanked out (line numbers kept); the content lint uses the same. */
export const withoutCode = (body: string): string => withoutFencedCode(body, ONE_PARSE);

/** The fenced code blocks of a page body (site/node/markdown.mjs, the parse the sample checker uses). */
export const codeBlocks = (body: string) => markdownCodeBlocks(body, ONE_PARSE);

export function headings(body: string): { depth: number; text: string; line: number }[] {
  return withoutCode(body)
    .split('\n')
    .flatMap((line, i) => {
      const m = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
      return m ? [{ depth: m[1].length, text: m[2], line: i + 1 }] : [];
    });
}

/** Whether a heading's Markdown reads the same as plain text on the page: no code, emphasis, link or HTML in it. */
export const isPlainText = (text: string): boolean => !/[`*_[\]<\\]/.test(text);

export type MetaEntry = string | { type: string; name?: string; label?: string; link?: string };

export function readMeta(dir: string): MetaEntry[] | null {
  const file = path.join(DOCS, dir, '_meta.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** An article, by the site's one rule (site/shared/pageKind.ts). */
export const isArticle = (p: DocPage) => isArticlePage({ routePath: p.route, frontmatter: p.frontmatter });
