import { isActive } from '@rspress/core/runtime';

/**
 * Whether the page data is the data of the page at this router path: its route matches the path, or
 * it is the not-found page, whose data names /404 whatever the path.
 *
 * On a page change the router moves first and the data follows a render later (Rspress's App takes
 * it in a layout effect: warmed by the link, or loaded on Back and Forward); until then the data is
 * the previous page's, and this is false.
 */
export function isPageDataFor(page: { routePath?: string; pageType?: string } | undefined, pathname: string): boolean {
  if (!page) return false;
  if (page.pageType === '404') return true;
  return Boolean(page.routePath) && isActive(page.routePath!, pathname);
}
