import type { RspressPlugin } from '@rspress/core';

/**
 * page_view reporting (GA4 through gtag) on first load and every path change.
 *
 * The plugin hands the measurement id to the client bundle (`__FREE_BLOG_GA_ID__`). The
 * reporting itself is the usePageViews() hook, called by the Layout in theme/index.tsx and not
 * registered as a globalUIComponent: `?globalUIComponents=0` hides extra visible components, it
 * must not switch measurement off.
 *
 * Config (rspress.config.ts → GA_MEASUREMENT_ID, e.g. 'G-XXXXXXXXXX'): with an id, gtag.js is
 * loaded async after hydration and configured with send_page_view: false; without one, the
 * events still go to window.dataLayer (as gtag('event', 'page_view', {...}) arguments), where
 * tests and a later tag manager can see them. In the browser, `window.__BLOG_GA_ID_OVERRIDE__`
 * (set by tests with addInitScript) replaces the build-time id.
 */
export function pluginAnalytics(options: { measurementId?: string | null } = {}): RspressPlugin {
  return {
    name: 'free-blog-analytics',
    builderConfig: {
      source: { define: { __FREE_BLOG_GA_ID__: JSON.stringify(options.measurementId || null) } },
    },
  };
}
