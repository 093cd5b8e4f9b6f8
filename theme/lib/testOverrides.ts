/**
 * TEST-ONLY runtime overrides. The end-to-end tests set `window.__FREE_BLOG_TEST__` with
 * Playwright's addInitScript to switch on configuration the shipped site leaves off (the navbar
 * hide mode) without another production build. The site never sets it, and it
 * grants nothing a script on the page could not do anyway.
 */
export interface TestOverrides {
  hideNavbar?: unknown;
}

export function testOverrides(): TestOverrides {
  if (typeof window === 'undefined') return {};
  const value = (window as unknown as { __FREE_BLOG_TEST__?: unknown }).__FREE_BLOG_TEST__;
  return value && typeof value === 'object' ? (value as TestOverrides) : {};
}
