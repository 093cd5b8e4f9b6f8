import { PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { useContext, useLayoutEffect } from 'react';

// Once per page load, not per mount: by a later mount (a remount in development, say) the page data
// may lag a navigation behind the address, and must not be filed under the new path.
let done = false;

/**
 * The first page's data is loaded once, not twice.
 *
 * Rspress 2.0.22 keeps the first page's data where its App does not look for it: the client entry
 * stores it with setCurrentPageData (the second of three cache slots), and App's layout effect asks
 * consumeCachedPageData, which reads the first. Finding nothing, App loads the same data again right
 * after hydration and sets it as a new object, and every component that reads the page data renders
 * again in one synchronous task. Layout effects run child first, so this one (in the theme's Layout,
 * inside App) puts the data App already holds where App's effect then finds it: App sets the same
 * object, and React has nothing to render. Later route changes are untouched.
 */
export function useKeepFirstPageData() {
  const { data } = useContext(PageContext);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (done) return;
    done = true;
    if (data) warmPageData(pathname, data);
  }, []);
}
