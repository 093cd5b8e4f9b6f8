import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { rewritingPages } from '../../site/builtPages';
import { runInWorker } from '../../site/worker';
import { type CspOptions, cspStep } from './csp';
import { BuiltPage } from './page';
import { paintFirstStep } from './paintFirst';

/**
 * The one pass over the built HTML (production builds only). Each page is read, parsed once
 * (page.ts), changed by these steps in this order, and written once:
 *   1. paint-first (paintFirst.ts): the entry scripts and route-chunk preloads become one inline
 *      loader that requests them after the first paint;
 *   2. CSP (csp.ts): the Content-Security-Policy meta, first in <head>, hashing every inline script,
 *      the loader of step 1 included. It must stay last: any step after it that added an inline
 *      script would be blocked by the policy.
 * No other plugin rewrites built pages.
 */
export const POST_BUILD_STEPS = ['paint-first', 'csp'] as const;

export interface PostBuildOptions {
  csp?: CspOptions;
}

export function rewritePage(html: string, options: PostBuildOptions = {}): string {
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

/** Rewrites these built pages in place: one thread's share of the pass. */
export function rewriteFiles(files: string[], options: PostBuildOptions = {}): number {
  for (const file of files) {
    let html: string;
    try {
      html = rewritePage(fs.readFileSync(file, 'utf8'), options);
    } catch (e) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${(e as Error).message}`);
    }
    fs.writeFileSync(file, html);
  }
  return files.length;
}

/**
 * Pages per worker thread. Each page is independent, so a large site's pages are shared among worker
 * threads, one per core (at 1,000 articles, 4.7 s of work); a thread costs about 0.3 s to start, so a site
 * without this many pages for each of two threads is rewritten on the main thread.
 */
export const PAGES_PER_THREAD = 150;

export function threadsFor(pages: number, cores: number): number {
  const threads = Math.min(cores, Math.floor(pages / PAGES_PER_THREAD));
  return threads >= 2 ? threads : 1;
}

const MODULE = fileURLToPath(import.meta.url);

async function rewriteAll(outDir: string, options: PostBuildOptions): Promise<void> {
  const files = htmlFiles(outDir);
  const threads = threadsFor(files.length, os.availableParallelism());
  if (threads === 1) {
    rewriteFiles(files, options);
    return;
  }
  const shares = Array.from({ length: threads }, (_, t) => files.filter((_, i) => i % threads === t));
  await Promise.all(shares.map((share) => runInWorker<number>(MODULE, 'rewriteFiles', [share, options])));
}

export function pluginPostBuild(options: PostBuildOptions = {}): RspressPlugin {
  return {
    name: 'free-blog-post-build',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const pass = rewriteAll(path.resolve(process.cwd(), config.outDir ?? 'doc_build'), options);
      rewritingPages(pass);
      return pass;
    },
  };
}
