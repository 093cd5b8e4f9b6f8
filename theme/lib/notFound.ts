/** Home of the 404 page: '/', prefixed by version and language when they differ from the defaults. */
export function homeLinkFor(o: { defaultLang?: string; defaultVersion?: string; lang?: string; version?: string }): string {
  let root = '/';
  if (o.defaultVersion && o.version && o.version !== o.defaultVersion) root += `${o.version}/`;
  if (o.defaultLang && o.lang && o.lang !== o.defaultLang) root += `${o.lang}/`;
  return root;
}

/** '/free-blog/zh-CN/hello' -> '/free-blog/hello' when zh-CN is the default language; null otherwise. */
export function stripDefaultLangPrefix(pathname: string, defaultLang?: string): string | null {
  if (!defaultLang) return null;
  const escaped = defaultLang.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`/${escaped}(/|$)`);
  return re.test(pathname) ? pathname.replace(re, '/') : null;
}
