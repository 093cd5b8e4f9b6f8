import fs from 'node:fs';
import path from 'node:path';
import { isArticle } from '../shared/pageKind';
import { allPosts, listPages } from '../shared/posts';
import { folderOf } from '../shared/routes';
import { type PageCopy, pageCopy } from './llms';
import { checkMetaFiles } from './metaCheck';
import { type CheckOptions, checkFrontMatter, checkMarkdown, deadLinks, type LinkTargets, type PageLinks, type PageProblem, pageLinks } from './pageCheck';
import { type DocsPage, docsPages } from './pages';
import { type ReadingTime, readingTimeEntry } from './readingTime';

// The content check's passes over docs/, free of Rspress (site/node/content.ts runs them). A build runs
// them in two parts: the front matter and the _meta.json files first, which alone can stop the build
// before the Markdown is parsed; then the Markdown, which needs a parse of every page (and, for the
// links, every page's headings). `checkDocs` runs both in one call (tests, `npm run new`).

export interface FileProblem extends PageProblem {
  file: string;
}

export interface CheckDocsOptions {
  today?: Date;
  /** also the accuracy record of every article in a section (the content tests ask for it; the build checks only records that are there) */
  requireReview?: boolean;
  /**
   * a link from a published page to a draft, and a link that goes nowhere: an error in production (a
   * draft is left out), a warning in `rspress dev` (the draft is there; a link may be to a page still
   * being written)
   */
  draftLinks?: 'error' | 'warning';
}

function pageOptions(root: string, page: DocsPage, draftRoutes: ReadonlySet<string>, options: CheckDocsOptions): CheckOptions {
  const { today = new Date(), requireReview = false, draftLinks = 'error' } = options;
  return {
    article: isArticle({ routePath: page.route, frontmatter: page.frontmatter }),
    requireReview: requireReview && folderOf(page.route) !== '/',
    today,
    file: page.file,
    fileExists: (relative: string) => fs.existsSync(path.join(root, relative)),
    draftRoutes,
    draftLinks,
  };
}

const draftRoutesOf = (pages: DocsPage[]) => new Set(pages.filter((p) => p.draft).map((p) => p.route));

/** Every problem of every page under `root`, and of its sidebar files (_meta.json): both parts in one call. */
export function checkDocs(root: string, options: CheckDocsOptions = {}): FileProblem[] {
  const front = checkDocsFrontMatter(root, options);
  const markdown = markdownPass(root, { ...options, unparsed: front.unparsed, pages: front.pages });
  return mergeProblems(front.problems, markdown.problems);
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
 * time and Markdown copy, when `projectRoot` is given: what `<root>` means in a code block's file=).
 * Then every link, against every page's route and headings.
 */
export function markdownPass(root: string, options: CheckDocsOptions & { projectRoot?: string; unparsed?: string[]; pages?: DocsPage[] }): MarkdownPass {
  const pages = options.pages ?? docsPages(root);
  const draftRoutes = draftRoutesOf(pages);
  const unparsed = new Set(options.unparsed);
  const result: MarkdownPass = { problems: [], readingTimes: [], copies: [] };
  const fileExists = (relative: string) => fs.existsSync(path.join(root, relative));
  // Where links may go: every page (a page whose front matter does not parse is there, its headings
  // unknown) and the list pages plugins/posts makes from the same pages.
  const anchors = new Map<string, ReadonlySet<string> | null>(pages.map((p) => [p.route, null]));
  for (const list of listPages(allPosts(pages.map((p) => ({ routePath: p.route, frontmatter: p.frontmatter })), () => null), () => '')) anchors.set(list.route, null);
  const linked: Array<[DocsPage, PageLinks]> = [];
  for (const page of pages) {
    if (unparsed.has(page.file)) continue; // its front matter is the problem (the first part says so)
    // One parse of the page for all that reads it here, dropped with the page.
    const parseCache = new Map();
    const pageOptionsOf = { ...pageOptions(root, page, draftRoutes, options), parseCache };
    for (const p of checkMarkdown(page.text, page.frontmatter, pageOptionsOf)) result.problems.push({ ...p, file: page.file });
    const links = pageLinks(page.text, page.frontmatter, pageOptionsOf);
    anchors.set(page.route, links.anchors);
    if (!page.draft) linked.push([page, links]);
    if (options.projectRoot === undefined) continue;
    const abs = path.join(root, page.file);
    const counted = readingTimeEntry(abs, page.text, { cache: parseCache });
    if (counted) result.readingTimes.push(counted);
    result.copies.push([abs, page.text, pageCopy(page.text, { file: page.file, docsRoot: root, projectRoot: options.projectRoot, frontmatter: page.frontmatter, parseCache })]);
  }
  const targets: LinkTargets = { anchors, drafts: draftRoutes, fileExists };
  const warning = options.draftLinks === 'warning' || undefined;
  for (const [page, links] of linked) {
    for (const p of deadLinks(page.file, links, targets)) result.problems.push({ ...p, warning, file: page.file });
  }
  return result;
}
