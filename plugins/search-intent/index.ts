import type { RspressPlugin } from '@rspress/core';
import { SEARCH_INTENT_SCRIPT } from './intentScript';

/**
 * Keeps a search started before the page's scripts ran (intentScript.ts): an inline script at the end of
 * <head>. The index itself is sharded after the build (plugins/output/search.ts).
 */
export function pluginSearchIntent(): RspressPlugin {
  return {
    name: 'free-blog-search-intent',
    builderConfig: {
      html: { tags: [{ tag: 'script', attrs: { 'data-fb-search-intent': true }, children: SEARCH_INTENT_SCRIPT, head: true, append: true }] },
    },
  };
}
