import fs from 'node:fs';
import path from 'node:path';
import { type PageCopy, pageCopy } from './llms';
import { checkMetaFiles } from './metaCheck';
import { type CheckOptions, checkFrontMatter, checkMarkdown, checkPageSource, type PageProblem } from './pageCheck';
import { type DocsPage, docsPages } from './pages';
import { type ReadingTime, readingTimeEntry } from './readingTime';
import { folderOf } from '../shared/routes';

// The content check's passes over docs/, free of Rspress so that a worker thread can run them
// (site/node/content.ts). `checkDocs` is the whole check in one call (tests, `npm run new`); a build runs it
// in two parts: the front matter and the _meta.json files first, before Rspress reads a page; the
// Markdown, which needs a parse of every page, beside Rspress's own reading of the pages.

export interface FileProblem extends PageProblem {
  file: string;
}

export interface CheckDocsOptions {
  today?: Date;
  /** also the accuracy record of every article in a section (the content tests ask for it; the build checks only records that are there) */
  requireReview?: boolean;
  /** a link from a published page to a draft: an error in production (the draft is left out), a warning in dev */
  draftLinks?: 'error' | 'warning';
}

function pageOptions(root: string, page: DocsPage, draftRoutes: ReadonlySet<string>, options: CheckDocsOptions): CheckOptions {
  const { today = new Date(), requireReview = false, draftLinks = 'error' } = options;
  const overview = page.frontmatter.overview === true;
  const article = page.route !== '/' && !page.route.endsWith('/') && !overview;
  return {
    article,
    requireReview: requireReview && folderOf(page.route) !== '/',
    today,
    file: page.file,
    fileExists: (relative: string) => fs.existsSync(path.join(root, relative)),
    draftRoutes,
    draftLinks,
  };
}

const draftRoutesOf = (pages: DocsPage[]) => new Set(pages.filter((p) => p.draft).map((p) => p.route));

/** Every problem of every page under `root`, and of its sidebar files (_meta.json). */
export function checkDocs(root: string, options: CheckDocsOptions = {}): FileProblem[] {
  const pages = docsPages(root);
  const draftRoutes = draftRoutesOf(pages);
  const meta: FileProblem[] = checkMetaFiles(root);
  return meta.concat(
    pages.flatMap((page) => {
      return checkPageSource(page.text, pageOptions(root, page, draftRoutes, options)).map((p) => ({ ...p, file: page.file }));
    }),
  );
}

/**
 * The first part of the build's check: the _meta.json files and every page's front matter (no Markdown
 * parse), the pages whose front matter does not parse (the second part leaves them out, as checkDocs does),
 * and the pages as read (the second part takes them instead of reading docs/ again).
 */
export function checkDocsFrontMatter(root: string, options: CheckDocsOptions = {}, pages = docsPages(root)): { problems: FileProblem[]; unparsed: string[]; pages: DocsPage[] } {
  const draftRoutes = draftRoutesOf(pages);
  const problems: FileProblem[] = checkMetaFiles(root);
  const unparsed: string[] = [];
  for (const page of pages) {
    const front = checkFrontMatter(page.text, pageOptions(root, page, draftRoutes, options));
    for (const p of front.problems) problems.push({ ...p, file: page.file });
    if (!front.parsed) unparsed.push(page.file);
  }
  return { problems, unparsed, pages };
}

/**
 * The two parts' problems as one list, in the order `checkDocs` gives them: the _meta.json files first,
 * then page by page (the pages sorted by path as docsPages lists them), each page's by line.
 */
export function mergeProblems(front: FileProblem[], markdown: FileProblem[]): FileProblem[] {
  const meta = (p: FileProblem) => path.posix.basename(p.file) === '_meta.json';
  const pages = [...front.filter((p) => !meta(p)), ...markdown];
  const byPage = (a: FileProblem, b: FileProblem) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line);
  return [...front.filter(meta), ...pages.sort(byPage)];
}

export interface MarkdownPass {
  problems: FileProblem[];
  /** [absolute file, its text, its reading time] for site/node/readingTime.ts */
  readingTimes: Array<[string, string, ReadingTime]>;
  /** [absolute file, its text, its Markdown copy] for site/node/llms.ts */
  copies: Array<[string, string, PageCopy]>;
}

/**
 * The second part: every page's Markdown, parsed once, and what the build takes from that parse (reading
 * time, Markdown copy). Run in a worker thread; `projectRoot` is what `<root>` means in a code block's file=.
 */
export function markdownPass(root: string, options: CheckDocsOptions & { projectRoot: string; unparsed?: string[]; pages?: DocsPage[] }): MarkdownPass {
  const pages = options.pages ?? docsPages(root);
  const draftRoutes = draftRoutesOf(pages);
  const unparsed = new Set(options.unparsed);
  const result: MarkdownPass = { problems: [], readingTimes: [], copies: [] };
  for (const page of pages) {
    if (unparsed.has(page.file)) continue; // its front matter is the problem (the first part says so)
    for (const p of checkMarkdown(page.text, page.frontmatter, pageOptions(root, page, draftRoutes, options))) result.problems.push({ ...p, file: page.file });
    const abs = path.join(root, page.file);
    const counted = readingTimeEntry(abs, page.text);
    if (counted) result.readingTimes.push(counted);
    result.copies.push([abs, page.text, pageCopy(page.text, { file: page.file, docsRoot: root, projectRoot: options.projectRoot, frontmatter: page.frontmatter })]);
  }
  return result;
}
