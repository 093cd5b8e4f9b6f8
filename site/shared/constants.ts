// The site's constants: the one place to change them for another deployment. Read by rspress.config.ts,
// the plugins, the theme and the tests alike (no imports: safe in the browser and in Node).

/** The base path the site is served under (GitHub Pages project site). */
export const BASE = '/free-blog/';
export const SITE_ORIGIN = 'https://free-blog-dev.github.io';
export const SITE_URL = `${SITE_ORIGIN}${BASE}`;
export const SITE_TITLE = 'My Blog';
export const AUTHOR_GITHUB = 'https://github.com/free-blog-dev';
/** The author as feeds and structured data name them (atom:author, dc:creator, JSON-LD): the GitHub account. */
export const AUTHOR_NAME = AUTHOR_GITHUB.replace(/\/+$/, '').split('/').pop() as string;
export const REPO_URL = `${AUTHOR_GITHUB}/free-blog`;
/**
 * Where each article's claim ledger is read (reviews/<route>.md in the repository, site/node/ledger.mjs): the
 * line “核对于 …” under an article's title links there.
 */
export const REVIEWS_URL = `${REPO_URL}/blob/main/reviews`;
/** The licence line: the footer shows it with a feed link, the Atom/RSS feeds carry it as plain text. */
export const FEED_COPYRIGHT = '© 2025–2026 Free Blog · 代码以 MIT 许可发布，文字以 CC BY-NC-SA 4.0 许可发布';
/**
 * sessionStorage key of the one full reload made when a page's code failed to load (the early script,
 * plugins/hardening/earlyScript.ts); the theme forgets it once a page has hydrated.
 */
export const CHUNK_RELOAD_KEY = 'fb-chunk-reload';
