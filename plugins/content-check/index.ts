import fs from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import { checkPageSource, type PageProblem } from '../../site/pageCheck';
import { folderOf, routeOfDocFile } from '../../site/routes';

/** The Markdown pages under a docs root, relative, '/'-separated (public/ and _-prefixed files left out). */
export function pageFiles(root: string, dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'public' ? [] : pageFiles(root, abs);
    return /\.mdx?$/.test(entry.name) ? [path.relative(root, abs).split(path.sep).join('/')] : [];
  });
}

export interface FileProblem extends PageProblem {
  file: string;
}

/**
 * Every problem of every page under `root`. `requireReview`: also the accuracy record of every article
 * in a section (the content tests ask for it; the build checks only records that are there).
 */
export function checkDocs(root: string, { today = new Date(), requireReview = false } = {}): FileProblem[] {
  return pageFiles(root)
    .sort()
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const route = routeOfDocFile(file);
      const overview = /^overview:\s*true\s*$/m.test(text.split(/\n---/)[0]);
      const article = route !== '/' && !route.endsWith('/') && !overview;
      return checkPageSource(text, { article, requireReview: requireReview && folderOf(route) !== '/', today }).map((p) => ({ ...p, file }));
    });
}

export function formatProblem(rootName: string, p: FileProblem): string {
  return `${rootName}/${p.file}:${p.line}: ${p.warning ? 'warning: ' : ''}${p.message}`;
}

/**
 * Checks every page's front matter and Markdown structure before anything is rendered (site/pageCheck.ts),
 * in `rspress build` and `rspress dev` alike. Each mistake is one line naming the file and line; errors stop
 * the build with that list and no stack trace, warnings are printed and the build goes on.
 */
export function pluginContentCheck(): RspressPlugin {
  return {
    name: 'free-blog-content-check',
    beforeBuild(config) {
      const root = config.root;
      if (!root) return;
      const problems = checkDocs(root);
      const rootName = path.relative(process.cwd(), root) || '.';
      for (const p of problems.filter((p) => p.warning)) logger.warn(formatProblem(rootName, { ...p, warning: false }));
      const errors = problems.filter((p) => !p.warning);
      if (!errors.length) return;
      const error = new Error(
        [`${errors.length} content problem${errors.length > 1 ? 's' : ''} in ${rootName}/ (fix these, then build again):`, ...errors.map((p) => `  ${formatProblem(rootName, p)}`)].join('\n'),
      );
      error.stack = error.message; // the list is the whole story: no stack trace for a content mistake
      throw error;
    },
  };
}
