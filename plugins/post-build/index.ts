import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
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

export function pluginPostBuild(options: PostBuildOptions = {}): RspressPlugin {
  return {
    name: 'free-blog-post-build',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(process.cwd(), config.outDir ?? 'doc_build');
      for (const file of htmlFiles(outDir)) fs.writeFileSync(file, rewritePage(fs.readFileSync(file, 'utf8'), options));
    },
  };
}
