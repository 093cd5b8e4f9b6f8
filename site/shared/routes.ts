// Routes: the one normaliser. A page has one route ('/', '/work/', '/rust/error/panic'); the host
// also serves it as '.html' and a directory's page as '/index' or '/index.html'. Everything that
// compares or keys pages by route (overview groups, page kinds, SEO URLs, giscus terms, page views,
// the content tests) goes through normalizeRoute. Pure: no Node and no browser APIs.

/** '/work/index.html' -> '/work/', '/a/b.html' -> '/a/b', 'index' -> '', '/x?y#z' keeps '?y#z' out. */
export function normalizeRoute(path: string): string {
  return path
    .replace(/[?#].*$/, '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1');
}

/** The route of a file under docs/: 'work/java/java-spi.md' -> '/work/java/java-spi', 'rust/index.md' -> '/rust/'. */
export function routeOfDocFile(relativeFile: string): string {
  return `/${normalizeRoute(relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/^\/+/, ''))}`;
}

/** The top-level section key of a route: '/work/java/java-spi' -> 'work', '/' -> 'home'. */
export function sectionKey(route: string): string {
  return normalizeRoute(route).replace(/^\/+/, '').split('/')[0] || 'home';
}

/** The folder a page sits in: '/work/ai/lang-chain-rag' -> '/work/ai/', '/work/ai/' -> '/work/ai/', '/hello' -> '/'. */
export function folderOf(route: string): string {
  const r = normalizeRoute(route);
  return r.endsWith('/') ? r : r.slice(0, r.lastIndexOf('/') + 1) || '/';
}
