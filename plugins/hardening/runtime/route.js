// Replaces @rspress/core/dist/runtime/route.js (2.0.22) through a module replacement in
// plugins/hardening/index.ts. It cannot be done with a theme slot: route matching lives in the
// runtime, below the theme. Differences from the original, each a reader-visible bug there:
//  - Route lookup follows the host (GitHub Pages): case-sensitive, '/page/' is not '/page', and
//    doubled slashes are one. The original lowercased and ignored the trailing slash, so the server
//    answered 404 (404.html) while the client rendered the article over it (E16): a 404 status with
//    an article. '.html' and a trailing '/index' are still accepted (the host serves them) and
//    redirectToCleanUrl rewrites them to the one canonical URL.
//  - decodeURIComponent is guarded: a malformed path never throws (it matches nothing: 404 page).
//  - A route chunk that fails to load (gone after a redeploy) reloads the target page once,
//    guarded by sessionStorage; a second failure shows a message instead of looping (R3/E11).
import { cleanUrl, normalizeHref } from '@rspress/shared';
import { routes } from 'virtual-routes';
import virtual_site_data from 'virtual-site-data';
import { removeBase, removeTrailingSlash } from '@rspress/core/dist/runtime/utils.js';

function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

// The original normalisation (used for isActive/matchPath: nav and sidebar highlighting).
function normalizeRoutePath(routePath) {
  const decoded = safeDecode(routePath) ?? routePath;
  return cleanUrl(decoded).replace(/\.html$/, '').replace(/\/index$/, '/').toLowerCase();
}

// The strict form used to find the page to render.
function strictRoutePath(routePath) {
  const decoded = safeDecode(routePath);
  if (decoded === null) return null;
  return cleanUrl(decoded).replace(/\/{2,}/g, '/').replace(/\.html$/, '').replace(/\/index$/, '/');
}

function matchPath(pattern, pathname) {
  const normalizedPattern = normalizeRoutePath(pattern);
  const normalizedPathname = normalizeRoutePath(pathname);
  const a = normalizedPattern.endsWith('/') ? normalizedPattern : `${normalizedPattern}/`;
  const b = normalizedPathname.endsWith('/') ? normalizedPathname : `${normalizedPathname}/`;
  return a === b ? { path: pattern } : null;
}

const byPath = new Map(routes.map((route) => [route.path || '', route]));
const guarded = new Map();

export const CHUNK_RELOAD_KEY = 'fb-chunk-reload';

function showLoadError(target) {
  if (typeof document === 'undefined' || document.getElementById('fb-load-error')) return;
  const box = document.createElement('div');
  box.id = 'fb-load-error';
  box.className = 'fb-load-error';
  box.setAttribute('role', 'alert');
  box.append('页面加载失败：网站可能刚刚更新，或网络不稳定。');
  const link = document.createElement('a');
  link.href = target;
  link.textContent = '重新加载';
  box.append(link);
  document.body.append(box);
}

function withGuard(route) {
  let wrapped = guarded.get(route);
  if (wrapped) return wrapped;
  wrapped = {
    ...route,
    preload: () =>
      route.preload().then(
        (mod) => {
          try {
            sessionStorage.removeItem(CHUNK_RELOAD_KEY);
          } catch {}
          return mod;
        },
        (error) => {
          if (typeof window === 'undefined') throw error;
          const target = `${removeTrailingSlash(virtual_site_data.base)}${normalizeHref(route.path, Boolean(virtual_site_data.route?.cleanUrls))}`;
          let already = null;
          try {
            already = sessionStorage.getItem(CHUNK_RELOAD_KEY);
          } catch {}
          if (already !== target) {
            try {
              sessionStorage.setItem(CHUNK_RELOAD_KEY, target);
            } catch {}
            console.warn(`Page code for ${target} failed to load; reloading it once.`, error);
            window.location.assign(target + (window.location.pathname === target ? window.location.search + window.location.hash : ''));
          } else {
            try {
              sessionStorage.removeItem(CHUNK_RELOAD_KEY);
            } catch {}
            console.warn(`Page code for ${target} failed to load again.`, error);
            document.documentElement.classList.add('fb-load-failed');
            showLoadError(target);
          }
          // Never settles: the page is being replaced, or keeps its static HTML under the message.
          return new Promise(() => {});
        },
      ),
  };
  guarded.set(route, wrapped);
  return wrapped;
}

function findRoute(pathname) {
  const p = strictRoutePath(pathname);
  if (p === null) return undefined;
  return byPath.get(p) ?? (p.endsWith('/') ? undefined : byPath.get(`${p}/`));
}

function pathnameToRouteService(pathname) {
  const route = findRoute(pathname);
  return route ? withGuard(route) : undefined;
}

function redirectToCleanUrl(location, history) {
  if (virtual_site_data.route?.cleanUrlsRedirect === false) return false;
  const matchedRoute = pathnameToRouteService(removeBase(location.pathname));
  if (!matchedRoute) return false;
  const canonicalRoutePath = normalizeHref(matchedRoute.path, Boolean(virtual_site_data.route?.cleanUrls));
  const canonicalPathname = `${removeTrailingSlash(virtual_site_data.base)}${canonicalRoutePath}`;
  if (location.pathname === canonicalPathname) return false;
  history.replaceState(history.state, '', `${canonicalPathname}${location.search}${location.hash}`);
  return true;
}

function isActive(itemLink, currentPathname) {
  return matchPath(itemLink, currentPathname) !== null;
}

const preloadLink = (link) => {
  if (virtual_site_data?.route?.prefetchLink === false) return;
  // Hover/touch prefetch: unguarded, a failure here must not reload the page (the click will).
  const route = findRoute(link);
  if (route) route.preload().catch(() => {});
};

export { isActive, matchPath, pathnameToRouteService, preloadLink, redirectToCleanUrl };
