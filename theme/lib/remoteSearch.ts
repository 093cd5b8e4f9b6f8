/**
 * Optional remote search: a GET to a configured API with the query
 * parameters keyword, limit, searchIndexes and lang; the reply is a list of hit groups, shown as
 * tabs beside the local results (theme/search-hooks.tsx). On any failure the error is logged with
 * console.error and the list is empty. Pure logic only; no React here.
 *
 * Reply shape (JSON), one entry per group:
 *   [{ "group": "Rspress 文档", "hits": [{ "title": "…", "snippet": "…", "link": "https://…" }] }]
 * `index` is accepted for `group` (v1 named groups by index), `content` for `snippet` and `url`
 * for `link`. Anything else (not an array, a group without a hits array, a hit without a string
 * title, a non-string field) makes the whole reply malformed.
 */
export interface RemoteSearchIndex {
  value: string;
  label: string;
}

export interface RemoteSearchConfig {
  /** The API endpoint; empty means remote search is off. */
  apiUrl: string;
  /** Index names sent as searchIndexes (comma-separated); a label names the tab of its group. */
  searchIndexes?: (string | RemoteSearchIndex)[];
  /** Prefix for root-relative hit links that belong to another site. */
  domain?: string;
  /** Hits asked for and shown per group; default 7, as many as the local results. */
  limit?: number;
}

export interface RemoteHit {
  title: string;
  snippet: string;
  /** A safe http(s) or site-internal href, or undefined when the hit's link was unusable. */
  href?: string;
}

export interface RemoteHitGroup {
  group: string;
  hits: RemoteHit[];
}

export const REMOTE_SEARCH_LIMIT = 7;
export const REMOTE_SEARCH_TIMEOUT_MS = 8000;
export const REMOTE_SEARCH_LOG_PREFIX = '[free-blog] 远程搜索失败：';

export function isRemoteSearchEnabled(config: RemoteSearchConfig | null | undefined): config is RemoteSearchConfig {
  return !!config && typeof config.apiUrl === 'string' && config.apiUrl.trim() !== '';
}

/** The request URL: apiUrl plus keyword, limit, searchIndexes and lang (relative apiUrl resolves against `origin`). */
export function remoteSearchUrl(config: RemoteSearchConfig, keyword: string, lang: string, origin?: string): string {
  const url = new URL(config.apiUrl, origin);
  const indexes = (config.searchIndexes ?? []).map((item) => (typeof item === 'string' ? item : item.value));
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(config.limit ?? REMOTE_SEARCH_LIMIT));
  url.searchParams.set('searchIndexes', indexes.join(','));
  url.searchParams.set('lang', lang);
  return url.toString();
}

/**
 * A hit link made safe: absolute http(s) URLs as they are, root-relative paths prefixed with
 * `domain` when one is configured and with the site's base otherwise; anything else (javascript:,
 * data:, relative paths) gives undefined.
 */
export function safeHitHref(link: string | undefined, base: string, domain?: string): string | undefined {
  if (!link) return undefined;
  const trimmed = link.trim();
  if (/^\/(?!\/)/.test(trimmed)) {
    if (domain) {
      try {
        const url = new URL(trimmed, domain);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
      } catch {
        return undefined;
      }
    }
    return `${base.replace(/\/+$/, '')}${trimmed}`;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

class MalformedReply extends Error {
  constructor(detail: string) {
    super(`回复格式不对：${detail}`);
    this.name = 'MalformedReply';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new MalformedReply(`${what} 不是字符串`);
  return value;
}

/** Checks and normalises a parsed reply; throws on a malformed one. Empty groups are dropped. */
export function parseRemoteReply(
  reply: unknown,
  config: RemoteSearchConfig,
  base: string,
): RemoteHitGroup[] {
  if (!Array.isArray(reply)) throw new MalformedReply('应为数组');
  const limit = config.limit ?? REMOTE_SEARCH_LIMIT;
  const labels = new Map(
    (config.searchIndexes ?? []).flatMap((item) => (typeof item === 'string' ? [] : [[item.value, item.label] as const])),
  );
  const groups: RemoteHitGroup[] = [];
  reply.forEach((entry, i) => {
    if (!isRecord(entry)) throw new MalformedReply(`第 ${i + 1} 组不是对象`);
    if (!Array.isArray(entry.hits)) throw new MalformedReply(`第 ${i + 1} 组缺少 hits 数组`);
    const index = optionalString(entry.index, 'index');
    const name = optionalString(entry.group, 'group') ?? (index !== undefined ? (labels.get(index) ?? index) : undefined);
    const hits = entry.hits.map((hit, j): RemoteHit => {
      if (!isRecord(hit)) throw new MalformedReply(`第 ${i + 1} 组第 ${j + 1} 条不是对象`);
      if (typeof hit.title !== 'string') throw new MalformedReply(`第 ${i + 1} 组第 ${j + 1} 条缺少 title`);
      const snippet = optionalString(hit.snippet, 'snippet') ?? optionalString(hit.content, 'content') ?? '';
      const link = optionalString(hit.link, 'link') ?? optionalString(hit.url, 'url');
      return { title: hit.title, snippet, href: safeHitHref(link, base, config.domain) };
    });
    if (hits.length) groups.push({ group: name?.trim() || `远程结果 ${i + 1}`, hits: hits.slice(0, limit) });
  });
  return groups;
}

/** Tab labels must be unique and differ from the local tab's label (the panel keys tabs by label). */
export function uniqueGroupNames(groups: RemoteHitGroup[], taken: string[]): RemoteHitGroup[] {
  const used = new Set(taken);
  return groups.map((g) => {
    let name = g.group;
    for (let n = 2; used.has(name); n++) name = `${g.group} (${n})`;
    used.add(name);
    return { ...g, group: name };
  });
}

export interface RemoteSearchDeps {
  fetch: typeof fetch;
  base: string;
  lang: string;
  origin?: string;
  log?: (...args: unknown[]) => void;
  timeoutMs?: number;
}

/** Runs one remote search; never throws: failures are logged and give []. */
export async function searchRemote(config: RemoteSearchConfig, keyword: string, deps: RemoteSearchDeps): Promise<RemoteHitGroup[]> {
  const log = deps.log ?? console.error;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`超时（${deps.timeoutMs ?? REMOTE_SEARCH_TIMEOUT_MS} ms）`)), deps.timeoutMs ?? REMOTE_SEARCH_TIMEOUT_MS);
  try {
    const url = remoteSearchUrl(config, keyword, deps.lang, deps.origin);
    const response = await deps.fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const reply: unknown = await response.json();
    return parseRemoteReply(reply, config, deps.base);
  } catch (error) {
    log(REMOTE_SEARCH_LOG_PREFIX, error);
    return [];
  } finally {
    clearTimeout(timer);
  }
}
