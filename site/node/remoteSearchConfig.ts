// The optional remote search's settings for a build (rspress.config.ts): off unless BLOG_REMOTE_SEARCH names a
// JSON file of them (their shape and what the API answers: theme/lib/remoteSearch.ts, RemoteSearchConfig).
import fs from 'node:fs';
import path from 'node:path';

/** The settings as read: an object with a usable apiUrl; the rest is the theme's to read. */
export type RemoteSearchSettings = { apiUrl: string } & Record<string, unknown>;

/**
 * The settings in `file` (relative to `root`), or null without one (remote search off). A file that cannot be
 * read or parsed, or whose apiUrl is neither an http(s) URL (its origin joins the CSP's connect-src) nor a path
 * on this site, stops the build with a line that names the file and what is wrong.
 */
export function readRemoteSearchSettings(file: string | undefined, root: string): RemoteSearchSettings | null {
  if (!file) return null;
  let settings: unknown;
  try {
    settings = JSON.parse(fs.readFileSync(path.resolve(root, file), 'utf8'));
  } catch (e) {
    throw new Error(`BLOG_REMOTE_SEARCH=${file}: not a readable JSON file (${(e as Error).message})`);
  }
  const apiUrl = settings && typeof settings === 'object' ? (settings as { apiUrl?: unknown }).apiUrl : undefined;
  if (typeof apiUrl !== 'string' || !(/^https?:\/\/[^/\s]/.test(apiUrl) || /^\/(?!\/)\S*$/.test(apiUrl)))
    throw new Error(`BLOG_REMOTE_SEARCH=${file}: "apiUrl" must be an http(s) URL or a path starting with /, not ${JSON.stringify(apiUrl)}`);
  return settings as RemoteSearchSettings;
}
