// The site's content for one build: the pages of docs/ and what one parse of each gives (the content
// check's problems, the reading times, the Markdown copies). rspress.config.ts makes one and hands it to
// the plugins that need it (content check, drafts, posts, reading time, output): whoever asks first
// computes, the others get the same answer, and no plugin leaves anything for another in a module
// variable. The plugin list's order does not matter.
//
// The Markdown pass (a parse of every page: about 12 s at 1,000 generated articles on this machine) runs in
// the main thread. In a worker thread beside Rspress's own reading of the pages it made the build no
// faster (bench/REPORT.md, the threads table), so it does not have one.
import { type CheckDocsOptions, checkDocsFrontMatter, type FileProblem, markdownPass, mergeProblems } from './contentPass';
import type { PageCopy } from './llms';
import { type DocsPage, docsPages, docsStamp } from './pages';
import type { ReadingTime } from './readingTime';

export interface ContentCheck {
  /** every problem, the _meta.json files first, then page by page and line by line */
  problems: FileProblem[];
}

export interface Content {
  readonly root: string;
  /** The pages of docs/, drafts included, read once (again only when a file changed). */
  pages(): DocsPage[];
  /** The content check: front matter, _meta.json and Markdown of every page. */
  check(): Promise<ContentCheck>;
  /** Whether the front matter or a _meta.json file alone has an error: known at once, before the Markdown is parsed. */
  frontMatterFailed(): boolean;
  /** A page's reading time as the check's parse counted it (undefined when the page is counted from Rspress's text). */
  readingTime(file: string, text: string): Promise<ReadingTime | undefined>;
  /** A page's Markdown copy from the check's parse (undefined when the file changed since). */
  copy(file: string, text: string): Promise<PageCopy | undefined>;
}

export interface ContentOptions extends CheckDocsOptions {
  /** what `<root>` means in a code block's file= (the repository) */
  projectRoot: string;
}

export function siteContent(root: string, options: ContentOptions): Content {
  type Pass = { check: ContentCheck; readingTimes: Map<string, [string, ReadingTime]>; copies: Map<string, [string, PageCopy]> };
  let pass: Promise<Pass> | null = null;
  let passStamp: string | null = null;
  let frontFailed = false;
  // The pages, read once, and again only when a file was added, removed or changed (rspress dev
  // reloads the config on an edit).
  let read: { stamp: string; pages: DocsPage[] } | null = null;
  const pagesNow = () => {
    const stamp = docsStamp(root);
    if (read?.stamp !== stamp) read = { stamp, pages: docsPages(root) };
    return read;
  };

  const run = () => {
    const { stamp, pages } = pagesNow();
    if (pass && passStamp === stamp) return pass;
    passStamp = stamp;
    const { problems: front, unparsed } = checkDocsFrontMatter(root, options, pages);
    frontFailed = front.some((p) => !p.warning);
    const markdown = Promise.resolve().then(() => markdownPass(root, { ...options, unparsed, pages }));
    pass = markdown.then(
      (md) => ({
        check: { problems: mergeProblems(front, md.problems) },
        readingTimes: new Map(md.readingTimes.map(([file, text, value]) => [file, [text, value]])),
        copies: new Map(md.copies.map(([file, text, value]) => [file, [text, value]])),
      }),
      (error: Error) => {
        throw Object.assign(new Error(`The content check's Markdown pass failed: ${error.message}`), { stack: error.stack });
      },
    );
    return pass;
  };

  // A value counts only while the file still holds the text it was computed from.
  const lookup = <V>(entries: Map<string, [string, V]>, file: string, text: string): V | undefined => {
    const hit = entries.get(file);
    return hit && hit[0] === text ? hit[1] : undefined;
  };

  return {
    root,
    pages: () => pagesNow().pages,
    check: async () => (await run()).check,
    frontMatterFailed: () => {
      void run();
      return frontFailed;
    },
    // Asked once per page: the pass already started is the answer (looking at every file of docs/ again
    // for each page cost 8 s at 1,000 articles), and the lookup compares the page's text anyway.
    readingTime: async (file, text) => lookup((await (pass ?? run())).readingTimes, file, text),
    copy: async (file, text) => lookup((await (pass ?? run())).copies, file, text),
  };
}

