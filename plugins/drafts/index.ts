import type { RspressPlugin } from '@rspress/core';
import type { Content } from '../../site/node/content';
import { globLiteral } from '../../site/node/pages';

/**
 * Drafts (`draft: true` in front matter) are pages in `npm run dev` and nowhere in the production build.
 *
 * Leaving a draft out of the routes leaves it out of everything that starts from the routes: the
 * rendered pages, the sidebar and overview pages, search, sitemap, feeds, llms files and the home
 * page's latest posts. The drafts are added to `route.exclude` for the route scan only: Rspress
 * serialises the whole `route` config into every page's site data, so they are taken out again before
 * the bundle is made (beforeBuild runs after the routes are scanned and before the site data is
 * created), and no draft's file name ships. A link from a published page to a draft stops the build
 * (plugins/content-check).
 */
export function pluginDrafts(content: Content): RspressPlugin {
  let added: string[] = [];
  return {
    name: 'free-blog-drafts',
    config(config, _utils, isProd) {
      if (!isProd) return config;
      added = content
        .pages()
        .filter((p) => p.draft)
        .map((p) => globLiteral(p.file));
      if (!added.length) return config;
      return { ...config, route: { ...config.route, exclude: [...(config.route?.exclude ?? []), ...added] } };
    },
    beforeBuild(config) {
      if (!added.length || !config.route?.exclude) return;
      const drafts = new Set(added);
      config.route.exclude = config.route.exclude.filter((pattern) => !drafts.has(pattern));
    },
  };
}
