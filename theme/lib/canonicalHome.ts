// The router's basename is the base without its slash ('/free-blog'), so a client-side link to the
// home page ('/': the nav's Home, the site title, 404's 'Take me home', the pager) leaves the
// address bar at '/free-blog', while the page's canonical URL (and what a reload is redirected to)
// is '/free-blog/'. This gives the URL to put back, or null when the address is already canonical.

export function canonicalHomeUrl(loc: { pathname: string; search: string; hash: string }, base: string): string | null {
  const bare = base.replace(/\/+$/, '');
  if (!bare || loc.pathname !== bare) return null;
  return `${bare}/${loc.search}${loc.hash}`;
}
