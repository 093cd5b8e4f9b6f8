import type { GiscusConfig } from './giscus';

declare global {
  /** Build-time giscus config, defined by pluginComments (rspress.config.ts → GISCUS). */
  const __FREE_BLOG_GISCUS__: Partial<GiscusConfig> | null;
  interface Window {
    /**
     * Test seam, read in the browser only: merged over the build-time config, e.g.
     * `{ repoId: '' }` shows the "not configured" state. Set with page.addInitScript.
     */
    __BLOG_GISCUS_OVERRIDE__?: Partial<GiscusConfig> | null;
  }
}
