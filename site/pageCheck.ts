/**
 * The author's mistakes a build must stop on, each as one line naming the file, the line and what is
 * expected (plugins/content-check runs it over docs/ before anything is rendered; tests use it too).
 *
 * - Front matter: YAML that does not parse; `title` and `description` missing or not text; on an
 *   article a `date` that is not a real calendar day (YYYY-MM-DD); `draft` not true/false; a
 *   `reviewed` record that site/review.ts rejects. Unknown keys are warnings (a typo of a known key).
 * - Markdown, read by the same parser Rspress uses (site/markdown.mjs): a code fence never closed
 *   (the rest of the article would render as code), a `:::` container never closed, an H1 that is
 *   not the title, a heading that skips a level.
 */
import { parseDocument } from 'yaml';
import { codeBlocks, parseMarkdown } from './markdown.mjs';
import { isoDay, reviewProblems } from './review';

export interface PageProblem {
  /** 1-based line in the file (1 for the front matter as a whole) */
  line: number;
  message: string;
  /** a warning is printed and the build goes on */
  warning?: boolean;
}

/** Every front-matter key the site understands (Rspress's and ours). */
export const KNOWN_KEYS = new Set([
  'title', 'description', 'date', 'updated', 'draft', 'series', 'tags', 'reviewed', 'reviewedVersions',
  'pageType', 'hero', 'features', 'overview', 'comments', 'outline', 'search', 'sidebar', 'navbar',
  'footer', 'head', 'titleSuffix', 'lastUpdated', 'prevPage', 'nextPage', 'editLink', 'llms',
]);

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export interface CheckOptions {
  /** an article (not the home page, an index page or an overview): date and, in a section, review are required */
  article: boolean;
  /**
   * require the accuracy record (reviewed) of an article in a section: the content tests do; the build
   * only checks a record that is there (a generated benchmark corpus has none)
   */
  requireReview: boolean;
  today?: Date;
}

export function checkPageSource(text: string, options: CheckOptions): PageProblem[] {
  const problems: PageProblem[] = [];
  const m = FRONT_MATTER.exec(text);
  let fm: Record<string, unknown> = {};
  if (!m) {
    problems.push({ line: 1, message: 'no front matter: start the file with a --- block holding title and description' });
  } else {
    const doc = parseDocument(m[1], { prettyErrors: true });
    if (doc.errors.length) {
      for (const e of doc.errors) {
        const line = (e.linePos?.[0]?.line ?? 0) + 1; // +1 for the opening ---
        problems.push({ line, message: `front matter is not valid YAML: ${e.message.split('\n')[0]}` });
      }
      return problems;
    }
    const value = doc.toJS() as unknown;
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      problems.push({ line: 2, message: 'front matter must be key: value pairs' });
      return problems;
    }
    fm = (value ?? {}) as Record<string, unknown>;
  }
  const lineOfKey = (key: string) => {
    const i = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return i >= 0 ? i + 1 : 1;
  };
  const home = fm.pageType === 'home';
  if (!home && (typeof fm.title !== 'string' || !fm.title.trim())) {
    problems.push({ line: lineOfKey('title'), message: '`title` is missing or not text: give the page a title, the same text as its # H1' });
  }
  // Without a description the page still builds (search engines get the opening instead): a warning.
  if (fm.description !== undefined && typeof fm.description !== 'string') {
    problems.push({ line: lineOfKey('description'), message: '`description` must be text: one Chinese sentence' });
  } else if (!String(fm.description ?? '').trim()) {
    problems.push({ line: lineOfKey('description'), message: '`description` is missing: add one Chinese sentence (50–110 字 for an article)', warning: true });
  }
  if (options.article && fm.draft !== true && !isoDay(fm.date)) {
    problems.push({ line: lineOfKey('date'), message: `\`date\` must be the day the article was first published, written YYYY-MM-DD (a real calendar day), not ${JSON.stringify(fm.date ?? null)}` });
  }
  if (fm.updated !== undefined && !isoDay(fm.updated)) {
    problems.push({ line: lineOfKey('updated'), message: '`updated` must be a day written YYYY-MM-DD' });
  }
  if (fm.draft !== undefined && typeof fm.draft !== 'boolean') {
    problems.push({ line: lineOfKey('draft'), message: '`draft` must be true or false' });
  }
  const hasReview = fm.reviewed !== undefined || fm.reviewedVersions !== undefined;
  if (options.article && fm.draft !== true && (options.requireReview || hasReview)) {
    for (const message of reviewProblems(fm, options.today)) problems.push({ line: lineOfKey('reviewed'), message });
  }
  for (const key of Object.keys(fm)) {
    if (!KNOWN_KEYS.has(key)) problems.push({ line: lineOfKey(key), message: `unknown front-matter key \`${key}\` (a typo?)`, warning: true });
  }

  // The Markdown itself.
  for (const block of codeBlocks(text)) {
    if (!block.closed) problems.push({ line: block.line, message: `code fence ${block.fence}${block.lang} is never closed: everything after it renders as code` });
  }
  // ::: containers, on the lines outside front matter and code.
  const open: number[] = [];
  const lines = text.split(/\r?\n/);
  const fenceLines = new Set(codeBlocks(text).flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, i) => b.line + i)));
  const frontLines = m ? m[0].split('\n').length - 1 : 0;
  lines.forEach((line, i) => {
    const n = i + 1;
    if (n <= frontLines || fenceLines.has(n)) return;
    if (/^\s*:::+\s*[A-Za-z]/.test(line)) open.push(n);
    else if (/^\s*:::+\s*$/.test(line)) {
      if (open.length) open.pop();
      else problems.push({ line: n, message: 'a ::: that closes no container' });
    }
  });
  for (const n of open) problems.push({ line: n, message: `container ${lines[n - 1].trim()} is never closed: add a line ::: after it` });

  const headings: Array<{ depth: number; text: string; line: number }> = [];
  const visit = (node: { type: string; depth?: number; position?: { start: { line: number } }; children?: unknown[]; value?: string }) => {
    if (node.type === 'heading') headings.push({ depth: node.depth ?? 0, text: textOf(node), line: node.position?.start.line ?? 0 });
    else for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(parseMarkdown(text) as never);
  if (!home) {
    const h1 = headings.filter((h) => h.depth === 1);
    if (typeof fm.title === 'string' && h1.length === 1 && h1[0].text !== fm.title) {
      problems.push({ line: h1[0].line, message: `the # H1 "${h1[0].text}" differs from title "${fm.title}": they must be the same text` });
    }
    if (h1.length > 1) problems.push({ line: h1[1].line, message: 'a second # H1: a page has one; use ## for sections' });
  }
  let previous = 1;
  for (const h of headings) {
    if (h.depth > previous + 1) problems.push({ line: h.line, message: `heading level ${h.depth} after level ${previous} skips a level` });
    previous = h.depth;
  }
  return problems.sort((a, b) => a.line - b.line);
}

function textOf(node: { value?: string; children?: unknown[] }): string {
  if (typeof node.value === 'string') return node.value;
  return ((node.children ?? []) as (typeof node)[]).map(textOf).join('');
}
