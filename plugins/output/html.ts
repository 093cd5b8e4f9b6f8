import fs from 'node:fs';
import path from 'node:path';
import { type CspOptions, cspStep } from './csp';
import { BuiltPage } from './page';
import { paintFirstStep } from './paintFirst';

/**
 * The one pass over the built HTML. Each page is read once (page.ts), changed by these steps in this
 * order, and written once:
 *   1. paint-first (paintFirst.ts): the entry scripts and route-chunk preloads become one inline
 *      loader that requests them after the first paint;
 *   2. CSP (csp.ts): the Content-Security-Policy meta, first in <head>, hashing every inline script,
 *      the loader of step 1 included. It must stay last: any step after it that added an inline
 *      script would be blocked by the policy.
 * Nothing else rewrites built pages.
 */
export const HTML_STEPS = ['paint-first', 'csp'] as const;

export interface HtmlOptions {
  csp?: CspOptions;
}

export function rewritePage(html: string, options: HtmlOptions = {}): string {
  const page = new BuiltPage(html);
  paintFirstStep(page);
  cspStep(page, options.csp);
  return page.toString();
}

export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Rewrites every built page in place; a page a step cannot handle stops the build naming the page. */
export function rewritePages(outDir: string, options: HtmlOptions = {}): number {
  const files = htmlFiles(outDir);
  for (const file of files) {
    let html: string;
    try {
      html = rewritePage(fs.readFileSync(file, 'utf8'), options);
    } catch (e) {
      throw Object.assign(new Error(`${path.relative(process.cwd(), file)}: ${(e as Error).message}`), { stack: `${path.relative(process.cwd(), file)}: ${(e as Error).message}` });
    }
    fs.writeFileSync(file, html);
  }
  return files.length;
}
