import { preloadLink, useLocation, withBase } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { type ConnectionLike, IDLE_PREFETCH_LIMIT, LIKELY_LINKS, linkRoute, prefetchAllowed } from '../lib/prefetch';

/**
 * Fetches the code and data of the pages a reader is likely to open next, so that a click shows
 * the page at once instead of waiting for its route chunk. Through Rspress's public preloadLink
 * (the same as its <Link> does on mouseenter), after hydration only: nothing is added before the
 * first paint. Never on Save-Data or 2G (lib/prefetch.ts).
 *  - intent: pointer over, focus on or touch of any link into the site (keyboard readers included,
 *    and links the theme renders without its <Link>);
 *  - reading: once the reader scrolls the page, when idle, the pager's next and previous pages and the
 *    sidebar items around the current one, then article links as they scroll into view, at most
 *    IDLE_PREFETCH_LIMIT per page. Not before the first scroll: a reader who opens a long page at its
 *    top and leaves, or a phone still busy with the page it opened, downloads nothing beyond that page
 *    (bench/FINDINGS.md, 'Fetching ahead waits for the reader's first scroll'). A page that fits the
 *    window, or one opened partway down, is being read already: its idle work is posted at once.
 */
export function usePrefetch() {
  const { pathname } = useLocation();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionLike }).connection;
    const base = withBase('/');
    const fetchAhead = (link: Element | null | undefined) => {
      if (!(link instanceof HTMLAnchorElement) || !prefetchAllowed(connection)) return false;
      const route = linkRoute(link, window.location, base);
      if (!route) return false;
      preloadLink(route); // a route's chunk is requested once however often this is called
      return true;
    };

    const onIntent = (e: Event) => fetchAhead((e.target as Element | null)?.closest?.('a[href]'));
    const options = { passive: true, capture: true };
    document.addEventListener('pointerover', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    document.addEventListener('touchstart', onIntent, options);

    let budget = IDLE_PREFETCH_LIMIT;
    const seen = new WeakSet<Element>();
    const fetchIdle = (link: Element | null) => {
      if (!link || seen.has(link) || budget <= 0) return;
      seen.add(link);
      if (fetchAhead(link)) budget--;
    };
    // Safari has no requestIdleCallback: a short timeout stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = (fn: () => void) => (hasIdle ? window.requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 300));
    const cancelIdle = (id: number | ReturnType<typeof setTimeout>) =>
      hasIdle ? window.cancelIdleCallback(id as number) : clearTimeout(id as ReturnType<typeof setTimeout>);

    let observer: IntersectionObserver | undefined;
    const idleIds: Array<number | ReturnType<typeof setTimeout>> = [];
    // Posted at the reader's first scroll (once), run when the page is idle.
    const aheadOfReader = () => {
      idleIds.push(
        idle(() => {
          for (const selector of LIKELY_LINKS) fetchIdle(document.querySelector(selector));
          const active = document.querySelector('.rp-sidebar-item--active');
          const items = [...document.querySelectorAll('a.rp-sidebar-item')];
          const at = active ? items.indexOf(active) : -1;
          if (at >= 0) [items[at + 1], items[at - 1]].forEach((item) => fetchIdle(item ?? null));
          if (!('IntersectionObserver' in window)) return;
          observer = new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              idleIds.push(idle(() => fetchIdle(entry.target)));
            }
          });
          for (const link of document.querySelectorAll('.rspress-doc a[href]')) observer.observe(link);
        }),
      );
    };
    // A page the reader already sees to its end (it does not scroll), or one opened partway down (a link
    // to a heading, a position restored): they are reading it already.
    const root = document.documentElement;
    if (window.scrollY > 0 || root.scrollHeight <= window.innerHeight) aheadOfReader();
    else window.addEventListener('scroll', aheadOfReader, { passive: true, once: true });

    return () => {
      document.removeEventListener('pointerover', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
      document.removeEventListener('touchstart', onIntent, options);
      window.removeEventListener('scroll', aheadOfReader);
      idleIds.forEach(cancelIdle);
      observer?.disconnect();
    };
  }, [pathname]);
}
