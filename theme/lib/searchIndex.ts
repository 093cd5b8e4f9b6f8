// Where the search index files are, and one fetch of each per page load.
//
// Kept apart from the dialog so the search button can start the download when the reader shows intent
// (hovering or focusing it, or pressing Ctrl/Cmd+K) without loading the dialog's code first. A failed
// fetch is forgotten, so a retry or the next open asks the network again.
import { searchIndexHash } from 'virtual-page-data';

export function searchIndexUrl(lang: string, version: string): string | undefined {
  const hash = searchIndexHash[`${version ?? ''}###${lang ?? ''}`];
  if (!hash) return undefined;
  const base = __webpack_public_path__.replace(/\/$/, '');
  const v = version ? `.${version.replace('.', '_')}` : '';
  const l = lang ? `.${lang}` : '';
  return `${base}/static/search_index${v}${l}.${hash}.json`;
}

const pending = new Map<string, Promise<unknown>>();

/** The parsed JSON at `url`, fetched once per page load (with one retry) unless it failed. */
export function loadJson<T>(url: string): Promise<T> {
  let p = pending.get(url);
  if (!p) {
    const once = () =>
      fetch(url).then((res) => {
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        return res.json();
      });
    // One retry at once: a static file that failed is most often a dropped connection.
    p = once().catch(once);
    p.catch(() => pending.delete(url));
    pending.set(url, p);
  }
  return p as Promise<T>;
}
