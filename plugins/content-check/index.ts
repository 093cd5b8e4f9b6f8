import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logger, type RspressPlugin } from '@rspress/core';
import { expectPageCopies } from '../../site/llms';
import { expectReadingTimes } from '../../site/readingTime';
import { runInWorker } from '../../site/worker';
import { checkDocsFrontMatter, type FileProblem, type MarkdownPass, mergeProblems } from './pass';

export { checkDocs, type CheckDocsOptions, type FileProblem } from './pass';

export function formatProblem(rootName: string, p: FileProblem): string {
  return `${rootName}/${p.file}:${p.line}: ${p.warning ? 'warning: ' : ''}${p.message}`;
}

/** Prints the warnings; the errors, if any, as one Error listing them (no stack trace: the list is the whole story). */
function report(rootName: string, problems: FileProblem[]): Error | null {
  for (const p of problems.filter((p) => p.warning)) logger.warn(formatProblem(rootName, { ...p, warning: false }));
  const errors = problems.filter((p) => !p.warning);
  if (!errors.length) return null;
  const error = new Error(
    [`${errors.length} content problem${errors.length > 1 ? 's' : ''} in ${rootName}/ (fix these, then build again):`, ...errors.map((p) => `  ${formatProblem(rootName, p)}`)].join('\n'),
  );
  error.stack = error.message;
  return error;
}

const PASS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pass.ts');

/**
 * Checks every page's front matter and Markdown structure (site/pageCheck.ts) and every _meta.json
 * (site/metaCheck.ts), in `rspress build` and `rspress dev` alike. Each mistake is one line naming the file
 * and line; errors stop the build with that list and no stack trace, warnings are printed and the build
 * goes on. A link to a draft stops the production build (the draft is left out of it) and is a warning
 * in dev (it is there).
 *
 * In two parts (pass.ts). The config hook, the first thing Rspress runs, checks the _meta.json files and
 * the front matter before Rspress reads a route or a page (a front matter Rspress cannot read would
 * otherwise stop it with its own message), and starts the Markdown check, which needs a parse of every
 * page, in a worker thread. When the front matter has an error, the hook waits for the Markdown's
 * problems and stops the build with both lists at once. Otherwise Rspress reads the pages on its own
 * thread while the worker parses them (at 1,000 articles, 7 s beside its 7 s); the first extendPageData,
 * which Rspress calls once it has read them all and before it bundles anything, waits for the worker and
 * stops the build on an error. Warnings are printed once, when the worker is done. The same parse gives
 * the reading times and the Markdown copies, handed to their plugins.
 */
export function pluginContentCheck(): RspressPlugin {
  let markdown: Promise<Error | null> = Promise.resolve(null);
  return {
    name: 'free-blog-content-check',
    async config(config, _utils, isProd) {
      const root = config.root;
      if (!root) return config;
      const options = { draftLinks: isProd ? ('error' as const) : ('warning' as const) };
      const rootName = path.relative(process.cwd(), root) || '.';
      const { problems: front, unparsed, pages } = checkDocsFrontMatter(root, options);
      const pass = runInWorker<MarkdownPass>(PASS, 'markdownPass', [root, { ...options, projectRoot: process.cwd(), unparsed, pages }]);
      if (front.some((p) => !p.warning)) {
        // The build stops here; wait for the Markdown's problems too, so the author sees every mistake at once.
        const more = await pass.then((r) => r.problems, () => []);
        throw report(rootName, mergeProblems(front, more));
      }
      expectReadingTimes(pass.then((r) => r.readingTimes));
      expectPageCopies(pass.then((r) => r.copies));
      markdown = pass.then(
        (r) => report(rootName, mergeProblems(front, r.problems)),
        (error: Error) => Object.assign(new Error(`The content check's Markdown pass failed: ${error.message}`), { stack: error.stack }),
      );
      return config;
    },
    async extendPageData() {
      const error = await markdown;
      if (error) throw error;
    },
  };
}
