import type { GiscusConfig } from '../../site/shared/config';
import { normalizeRoute } from '../../site/shared/routes';
/** Pure helpers of the comments widget (unit-tested in giscus.test.ts). */

export type { GiscusConfig };

export const GISCUS_ORIGIN = 'https://giscus.app';
/** Without a message from giscus.app for this long, the widget is taken to be unreachable. */
export const GISCUS_TIMEOUT_MS = 10_000;

/** Build-time config, with a partial override on top (the tests set one through a global). */
export function resolveGiscus(
  build: Partial<GiscusConfig> | null | undefined,
  override?: Partial<GiscusConfig> | null,
): Partial<GiscusConfig> {
  return { ...(build ?? {}), ...(override ?? {}) };
}

export function isConfigured(cfg: Partial<GiscusConfig>): cfg is GiscusConfig {
  return Boolean(cfg.repo && /^[\w.-]+\/[\w.-]+$/.test(cfg.repo) && cfg.repoId && cfg.category && cfg.categoryId);
}

/** https://github.com/<repo>/discussions, or undefined when the repo is not a valid 'owner/name'. */
export function discussionsUrl(repo: string | undefined): string | undefined {
  return repo && /^[\w.-]+\/[\w.-]+$/.test(repo) ? `https://github.com/${repo}/discussions` : undefined;
}

/**
 * The discussion term of a page: its route without base, trailing slash, '/index' or '.html'
 * ('/rust/ownership/rust-ownership'). Used with mapping="specific" and strict="1", so /x, /x/ and
 * /x.html share one discussion.
 */
export function giscusTerm(routePath: string): string {
  const p = normalizeRoute(routePath).replace(/\/+$/, '');
  return p === '' ? '/' : p.startsWith('/') ? p : `/${p}`;
}

/** What a window message means for us: giscus is alive, giscus reports a fatal error, or neither. */
export function classifyGiscusMessage(origin: string, data: unknown): 'alive' | 'error' | 'ignore' {
  if (origin !== GISCUS_ORIGIN) return 'ignore';
  if (typeof data !== 'object' || data === null || !('giscus' in data)) return 'ignore';
  const giscus = (data as { giscus: unknown }).giscus;
  if (typeof giscus !== 'object' || giscus === null) return 'ignore';
  const error = (giscus as { error?: unknown }).error;
  // 'Discussion not found' is normal for a page nobody has commented on yet: giscus creates the
  // discussion with the first comment. Any other error (repo not installed, bad ids) is fatal.
  if (typeof error === 'string' && error && !error.includes('Discussion not found')) return 'error';
  return 'alive';
}
