import type { RspressPlugin } from '@rspress/core';
import { rewriteBuiltPages } from '../hardening';
import { paintFirst } from './paintFirst';

/** Built pages load their scripts after the first paint (see paintFirst.ts). Production builds only. */
export function pluginPaintFirst(): RspressPlugin {
  return {
    name: 'free-blog-paint-first',
    // Synchronous on purpose: Rspress starts every plugin's afterBuild at once, and the hardening
    // plugin, registered after this one, must hash the loader this writes into each page.
    async afterBuild(config, isProd) {
      if (!isProd) return;
      rewriteBuiltPages(config.outDir, paintFirst);
    },
  };
}
