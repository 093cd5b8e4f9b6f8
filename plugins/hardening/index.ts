import type { RspressPlugin } from '@rspress/core';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { EARLY_SCRIPT } from './earlyScript';
import { rehypeAnchorTabindex } from './rehypeAnchorTabindex';
import { rehypeEmptyHeaderCells } from './rehypeEmptyHeaderCells';

// Robustness, security and accessibility for the whole site. See SECURITY-AUDIT.md.
const EARLY_MARK = 'data-fb-early';

// The CSP is part of the post-build pass (plugins/post-build).
export function pluginHardening(): RspressPlugin {
  // FB_HARDENING=0 builds without it: only to prove the tests fail without these fixes.
  if (process.env.FB_HARDENING === '0') return { name: 'free-blog-hardening' };
  return {
    name: 'free-blog-hardening',
    markdown: { rehypePlugins: [rehypeAnchorTabindex, rehypeEmptyHeaderCells] },
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
    },
  };
}
