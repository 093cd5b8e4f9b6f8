declare global {
  /** GA4 measurement id, defined by pluginAnalytics (rspress.config.ts → GA_MEASUREMENT_ID). */
  const __FREE_BLOG_GA_ID__: string | null;
  interface Window {
    /** Test seam, read in the browser only: a measurement id used instead of the build-time one. */
    __BLOG_GA_ID_OVERRIDE__?: string | null;
  }
}
export {};
