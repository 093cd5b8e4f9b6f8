import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { pageKind } from '../../site/shared/pageKind';
import { isPageDataFor } from '../hooks/pageDataFor';
import { setupGtag } from './gtag';
import { pageViewParams, samePath } from './pageView';

const buildId = typeof __FREE_BLOG_GA_ID__ === 'undefined' ? null : __FREE_BLOG_GA_ID__;

function send(kind: string) {
  try {
    const gtag = setupGtag(window.__BLOG_GA_ID_OVERRIDE__ || buildId);
    gtag(
      'event',
      'page_view',
      pageViewParams({ href: location.href, pathname: location.pathname, title: document.title, kind }),
    );
  } catch {
    // Measurement must never break reading.
  }
}

/**
 * One page_view on first load and on every path change (links, Back, Forward); none for a
 * hash-only or query-only change, and one only for /x.html → /x or /dir/index → /dir/ rewrites.
 *
 * The view is sent once the page data belongs to the new path (hooks/pageDataFor.ts), and is not
 * the data that was current when the path changed. The title is read after unhead has written it
 * (a setTimeout after the commit).
 * Call it from the Layout, which is the parent of everything that sets the title.
 */
export function usePageViews() {
  const { page } = usePage();
  const { pathname } = useLocation();
  const sentFor = useRef<string | null>(null); // router path of the last page_view
  const seenPath = useRef<string | null>(null); // router path of the previous run
  const lastPage = useRef<unknown>(null); // page data of the previous run
  const stalePage = useRef<unknown>(null); // page data that was current when the path changed

  useEffect(() => {
    const previous = lastPage.current;
    lastPage.current = page;
    if (seenPath.current !== pathname) {
      stalePage.current = seenPath.current === null ? null : previous;
      seenPath.current = pathname;
    }
    if (sentFor.current !== null && samePath(sentFor.current, pathname)) return;
    if (page === stalePage.current || !isPageDataFor(page, pathname)) return;
    sentFor.current = pathname;
    const kind = pageKind(page);
    // unhead writes document.title in a setTimeout(0) scheduled during this commit; go after it.
    window.setTimeout(() => window.setTimeout(() => send(kind), 0), 0);
  }, [pathname, page]);
}
