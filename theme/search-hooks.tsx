/**
 * Rspress search hooks (config `search.searchHooks`), used for the optional remote search. When a remote search API is configured (REMOTE_SEARCH in rspress.config.ts, from
 * BLOG_REMOTE_SEARCH; the shipped site has none and is built without this module), each query also GETs the API and every
 * hit group it returns becomes a tab beside the local results ("My Blog"). The panel keeps its
 * loading state until this hook settles; failures are logged and add nothing.
 */
import { withBase } from '@rspress/core/runtime';
import { RemoteSearchResults } from './components/RemoteSearchResults';
import { isRemoteSearchEnabled, type RemoteHit, type RemoteSearchConfig, searchRemote, uniqueGroupNames } from './lib/remoteSearch';

declare const __FREE_BLOG_REMOTE_SEARCH__: RemoteSearchConfig | null | undefined;

/** The build-time setting (rspress.config.ts, BLOG_REMOTE_SEARCH). */
export function remoteSearchConfig(): RemoteSearchConfig | null {
  return typeof __FREE_BLOG_REMOTE_SEARCH__ === 'undefined' ? null : (__FREE_BLOG_REMOTE_SEARCH__ ?? null);
}

export async function onSearch(query: string, localResult: { group: string }[]) {
  const config = remoteSearchConfig();
  if (!isRemoteSearchEnabled(config)) return undefined;
  const groups = await searchRemote(config, query, {
    fetch: window.fetch.bind(window),
    base: withBase('/'),
    lang: document.documentElement.lang || 'zh-CN',
    origin: window.location.origin,
  });
  return uniqueGroupNames(
    groups,
    localResult.map((group) => group.group),
  ).map((group) => ({ group: group.group, result: group.hits }));
}

/** Renders a remote group's tab (RenderType.Custom). */
export function render(hits: RemoteHit[]) {
  return <RemoteSearchResults hits={hits} />;
}
