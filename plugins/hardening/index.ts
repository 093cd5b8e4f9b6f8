import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { applyCsp, type CspOptions, originOf } from './csp';
import { EARLY_SCRIPT } from './earlyScript';
import { rehypeAnchorTabindex } from './rehypeAnchorTabindex';

// Robustness, security and accessibility for the whole site (issue 7). See SECURITY-AUDIT.md.
export interface HardeningOptions {
  /** URL of a remote search API; its origin is allowed in connect-src. */
  remoteSearchUrl?: string;
  /** More origins for the CSP. */
  csp?: CspOptions;
}

const ROUTE_MODULE = path.join(__dirname, 'runtime', 'route.js');
const EARLY_MARK = 'data-fb-early';

export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(p));
    else if (entry.name.endsWith('.html')) out.push(p);
  }
  return out;
}

/** Every built HTML page, read, passed through `transform` and written back (afterBuild). */
export function rewriteBuiltPages(outDir: string | undefined, transform: (html: string) => string): void {
  for (const file of htmlFiles(path.resolve(process.cwd(), outDir ?? 'doc_build'))) {
    fs.writeFileSync(file, transform(fs.readFileSync(file, 'utf8')));
  }
}

export function pluginHardening(options: HardeningOptions = {}): RspressPlugin {
  const connectSrc = [originOf(options.remoteSearchUrl), ...(options.csp?.connectSrc ?? [])].filter(
    (x): x is string => Boolean(x),
  );
  // FB_HARDENING=0 builds without it: only to prove the tests fail without these fixes.
  if (process.env.FB_HARDENING === '0') return { name: 'free-blog-hardening' };
  return {
    name: 'free-blog-hardening',
    markdown: { rehypePlugins: [rehypeAnchorTabindex] },
    builderConfig: {
      html: {
        // First script in <head>: before Rspress's theme script, which reads localStorage.
        tags: [
          (tags) => [
            { tag: 'script', attrs: { [EARLY_MARK]: true }, children: EARLY_SCRIPT, head: true, append: false },
            ...tags,
          ],
        ],
      },
      // Route chunks, CSS and scripts are requested a second time when the first request fails.
      plugins: [pluginAssetsRetry({ max: 1, type: ['script', 'link'] })],
      tools: {
        rspack: (config, { rspack }) => {
          config.plugins ??= [];
          config.plugins.push(
            new rspack.NormalModuleReplacementPlugin(/^\.\/route\.js$/, (resource: { context?: string; request: string }) => {
              if (/[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime$/.test(resource.context ?? '')) resource.request = ROUTE_MODULE;
            }),
          );
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      rewriteBuiltPages(config.outDir, (html) => applyCsp(html, { ...options.csp, connectSrc }));
    },
  };
}
