import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
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

/** Rewrites these built pages in place; a page a step cannot handle stops the build naming the page. */
export function rewriteFiles(files: string[], options: HtmlOptions = {}): number {
  for (const file of files) {
    let html: string;
    try {
      html = rewritePage(fs.readFileSync(file, 'utf8'), options);
    } catch (e) {
      const where = `${path.relative(process.cwd(), file)}: ${(e as Error).message}`;
      throw Object.assign(new Error(where), { stack: where });
    }
    fs.writeFileSync(file, html);
  }
  return files.length;
}

/**
 * Pages from which the pass is shared among worker threads, one per core: each page is parsed and
 * serialised (about 12 ms), and once Rspress has finished the machine's cores are free. At 1,000
 * generated articles on two cores this takes the pass from 12.6 s to about half (bench/REPORT.md, the
 * threads table); below this a thread's start costs more than it saves.
 */
export const PAGES_FOR_THREADS = 300;

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'htmlWorker.mjs');

/** Rewrites every built page in place, in worker threads for a large site. Returns the number of pages. */
export async function rewritePages(outDir: string, options: HtmlOptions = {}, threads?: number): Promise<number> {
  const files = htmlFiles(outDir);
  const n = threads ?? (files.length >= PAGES_FOR_THREADS ? os.availableParallelism() : 1);
  if (n <= 1) return rewriteFiles(files, options);
  const pool = new Tinypool({ filename: WORKER, minThreads: n, maxThreads: n });
  try {
    const shares = Array.from({ length: n }, (_, i) => files.filter((_, j) => j % n === i));
    await Promise.all(shares.map((share) => pool.run({ files: share, options })));
  } finally {
    await pool.destroy();
  }
  return files.length;
}
