import path from 'node:path';
import { logger, type RspressPlugin } from '@rspress/core';
import type { Content } from '../../site/node/content';
import type { FileProblem } from '../../site/node/contentPass';

export { checkDocs, type CheckDocsOptions, type FileProblem } from '../../site/node/contentPass';

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

/**
 * Checks every page's front matter and Markdown (site/node/pageCheck.ts) and every _meta.json
 * (site/node/metaCheck.ts), in `rspress build` and `rspress dev` alike, through the site's content
 * (site/node/content.ts). Each mistake is one line naming the file and line; errors stop the build with that
 * list and no stack trace, warnings are printed and the build goes on.
 *
 * The config hook, the first thing Rspress runs, starts the check. When the front matter has an error it
 * waits for the whole check and stops the build there, before Rspress reads a page (a front matter Rspress
 * cannot read would otherwise stop it with its own message). Otherwise the Markdown is parsed as soon as
 * the hook returns, and the first extendPageData, which Rspress calls once it has read the pages and
 * before it bundles anything, takes the check's answer and stops the build on an error.
 */
export function pluginContentCheck(content: Content): RspressPlugin {
  const rootName = path.relative(process.cwd(), content.root) || '.';
  let reported: Promise<Error | null> = Promise.resolve(null);
  return {
    name: 'free-blog-content-check',
    async config(config) {
      reported = content.check().then((c) => report(rootName, c.problems), (error: Error) => error);
      if (content.frontMatterFailed()) {
        // The build stops here; with the Markdown's problems too, so the author sees every mistake at once.
        const error = await reported;
        if (error) throw error;
      }
      return config;
    },
    async extendPageData() {
      const error = await reported;
      if (error) throw error;
    },
  };
}
