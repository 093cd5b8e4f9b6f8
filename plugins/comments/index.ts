import type { RspressPlugin } from '@rspress/core';
import type { GiscusConfig } from '../../site/shared/config';

/**
 * Comments under every article, through giscus (GitHub Discussions), loaded lazily.
 *
 * The plugin hands the giscus ids to the client bundle (`__FREE_BLOG_GISCUS__`); the widget is
 * theme/comments/Comments.tsx, placed with `afterDocFooter={<Comments />}` on the Layout in theme/index.tsx
 * (the doc layout only, so home and 404 never get it; index pages and `comments: false` pages
 * are skipped by the component).
 *
 * Config (rspress.config.ts → GISCUS): repo 'owner/name', repoId, category, categoryId, all from
 * https://giscus.app. Any of them empty → the widget never loads and a line links to the repo's
 * Discussions instead. In the browser, `window.__BLOG_GISCUS_OVERRIDE__` (a partial config, set
 * by tests with addInitScript before the page loads) is merged over it.
 */
export function pluginComments(giscus?: Partial<GiscusConfig> | null): RspressPlugin {
  return {
    name: 'free-blog-comments',
    builderConfig: {
      source: { define: { __FREE_BLOG_GISCUS__: JSON.stringify(giscus ?? null) } },
    },
  };
}
