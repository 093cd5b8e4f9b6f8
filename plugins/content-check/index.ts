import fs from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { checkMetaFiles } from '../../site/metaCheck';
import { checkPageSource, type PageProblem } from '../../site/pageCheck';
import { rememberPageCopy } from '../../site/llms';
import { rememberReadingTime } from '../../site/readingTime';
import { docsPages } from '../../site/pages';
import { folderOf } from '../../site/routes';

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

/** Every problem of every page under `root`, and of its sidebar files (_meta.json). */
export function checkDocs(root: string, { today = new Date(), requireReview = false, draftLinks = 'error' }: CheckDocsOptions = {}): FileProblem[] {
  const pages = docsPages(root);
  const draftRoutes = new Set(pages.filter((p) => p.draft).map((p) => p.route));
  const fileExists = (relative: string) => fs.existsSync(path.join(root, relative));
  const meta: FileProblem[] = checkMetaFiles(root);
  return meta.concat(pages.flatMap(({ file, route, text, frontmatter }) => {
    const overview = frontmatter.overview === true;
    const article = route !== '/' && !route.endsWith('/') && !overview;
    const problems = checkPageSource(text, {
      article,
      requireReview: requireReview && folderOf(route) !== '/',
      today,
      file,
      fileExists,
      draftRoutes,
      draftLinks,
    }).map((p) => ({ ...p, file }));
    // While the page's parse is cached: its reading time (plugins/reading-time) and its Markdown copy (plugins/llms).
    rememberReadingTime(path.join(root, file), text);
    rememberPageCopy(text, { file, docsRoot: root, projectRoot: process.cwd(), frontmatter });
    return problems;
  }));
}

export function formatProblem(rootName: string, p: FileProblem): string {
  return `${rootName}/${p.file}:${p.line}: ${p.warning ? 'warning: ' : ''}${p.message}`;
}

/**
 * Checks every page's front matter and Markdown structure (site/pageCheck.ts) and every _meta.json
 * (site/metaCheck.ts) before Rspress scans a route or renders anything,
 * in `rspress build` and `rspress dev` alike. Each mistake is one line naming the file and line; errors stop
 * the build with that list and no stack trace, warnings are printed and the build goes on. A link to a
 * draft stops the production build (the draft is left out of it) and is a warning in dev (it is there).
 */
export function pluginContentCheck(): RspressPlugin {
  return {
    name: 'free-blog-content-check',
    // The config hook is the first thing Rspress runs, before it scans routes or reads _meta.json.
    config(config, _utils, isProd) {
      const root = config.root;
      if (!root) return config;
      const problems = checkDocs(root, { draftLinks: isProd ? 'error' : 'warning' });
      const rootName = path.relative(process.cwd(), root) || '.';
      for (const p of problems.filter((p) => p.warning)) logger.warn(formatProblem(rootName, { ...p, warning: false }));
      const errors = problems.filter((p) => !p.warning);
      if (!errors.length) return config;
      const error = new Error(
        [`${errors.length} content problem${errors.length > 1 ? 's' : ''} in ${rootName}/ (fix these, then build again):`, ...errors.map((p) => `  ${formatProblem(rootName, p)}`)].join('\n'),
      );
      error.stack = error.message; // the list is the whole story: no stack trace for a content mistake
      throw error;
    },
  };
}
