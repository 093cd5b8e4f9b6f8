import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { anchorIdFromHash, anchorWarning } from '../lib/anchor';
import { isPageDataFor } from './pageDataFor';

/** Fired on window after each client-side route change, once the new page's content is in the DOM. */
export const CONTENT_RELOAD_EVENT = 'RspressReloadContent';

/**
 * Restores two Rspress v1 behaviours v2 dropped:
 * - `RspressReloadContent` on window after each client-side route change, exactly once per
 *   change. It is NOT fired on the first load: that content comes with the HTML before any
 *   script runs, so scripts set themselves up on load and listen for the event afterwards.
 *   It fires when the new page's data is committed (the route chunk is loaded by then, so
 *   its content is rendered in the same commit or the one before).
 * - a console.warn when the location hash names no element (v2 silently skips the scroll).
 */
export function useContentReload() {
  const { page } = usePage();
  const { pathname, hash } = useLocation();
  // The page data is set again (same route) right after hydration; the route path only
  // changes when another page's data is committed.
  const routePath: string | undefined = page?.routePath;
  const previous = useRef(routePath);

  useEffect(() => {
    if (previous.current === routePath) return;
    previous.current = routePath;
    window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
  }, [routePath]);

  // Look for the anchor once the page data belongs to the address (it arrives a commit after the
  // address). The not-found page has no anchors to look for.
  const ready = page?.pageType !== '404' && isPageDataFor(page, pathname);
  useEffect(() => {
    if (!ready) return;
    const id = anchorIdFromHash(hash);
    if (!id) return;
    if (document.getElementById(id) || document.getElementsByName(id).length) return;
    console.warn(anchorWarning(id));
  }, [ready, pathname, hash]);
}
