import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireTestChromium } from './scripts/chromium.mjs';

// End-to-end tests against the production build (doc_build/), served under /free-blog/ with
// GitHub Pages semantics by scripts/serve.mjs. Debian's Chromium, its headless shell where installed (testChromiumPath,
// scripts/chromium.mjs); never a downloaded browser.
const PORT = Number(process.env.E2E_PORT ?? 4180);
const FIXTURE_PORT = PORT + 1;
const REMOTE_FIXTURE_PORT = PORT + 2;
const FIXTURE_OUT_DIR = process.env.BLOG_FIXTURE_OUT_DIR ?? 'doc_build_fixture';
const REMOTE_SEARCH_SPEC = 'remote-search.spec.ts';
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
// The browser resolves no host name but localhost (127.0.0.1, where the sites are served, is excluded too: the rule
// matches addresses as well). What the browser asks of the outside world is answered by the tests' stubs
// (stubOutsideWorld, tests/e2e/fixtures.ts), and a request that gets past them fails here instead of reaching the
// internet (machinery.spec.ts shows both). Requests made from Node (a test's `request`, route.fetch) are not the
// browser's and are not covered; no test sends one outside the machine.
// No browser found stops here with a line, never falls to Playwright's own download (as `executablePath: undefined` would).
const BROWSER = requireTestChromium();
const CHROMIUM_TEST_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One worker per core (two on the 2-core CI machine): each is a browser and its pages; the servers are light.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, os.availableParallelism())),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: 'test-results/e2e-junit.xml' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: BROWSER, args: CHROMIUM_TEST_ARGS },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // No trace by default: recording one (a DOM snapshot and screenshots at every step) made the sweep a third
    // slower; to record traces, add `-- --trace=retain-on-failure`. A failing test leaves its screenshot, taken
    // by the page fixture (tests/e2e/fixtures.ts) once the test has failed: Playwright's 'only-on-failure' takes
    // one of every page as its context closes and throws away those of tests that passed.
    trace: 'off',
    screenshot: 'off',
  },
  // Two sites, one server each: the blog itself (doc_build/), swept route by route, and the fixture site
  // (tests/fixtures/site, built to doc_build_fixture/ by `npm test`), a handful of pages of every shape the
  // plugins and the theme handle, which the machinery tests in tests/e2e/fixture-site/ run against. Those
  // tests name fixture pages, never an article, so renaming an article breaks none of them.
  projects: [
    { name: 'chromium', testIgnore: 'fixture-site/**', use: { ...desktop } },
    { name: 'fixture-site', testDir: 'tests/e2e/fixture-site', testIgnore: REMOTE_SEARCH_SPEC, use: { ...desktop, baseURL: `http://127.0.0.1:${FIXTURE_PORT}` } },
    // The same fixture site built with the optional remote search on (`npm run build:fixture`'s second build,
    // <fixture dir>_remote/), for its tests alone: the blog and the fixture site ship without it.
    { name: 'fixture-remote-search', testDir: 'tests/e2e/fixture-site', testMatch: REMOTE_SEARCH_SPEC, use: { ...desktop, baseURL: `http://127.0.0.1:${REMOTE_FIXTURE_PORT}` } },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(PORT), SITE_ROOT: process.env.BLOG_OUT_DIR ?? 'doc_build' },
      url: `http://127.0.0.1:${PORT}/free-blog/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(FIXTURE_PORT), SITE_ROOT: FIXTURE_OUT_DIR },
      url: `http://127.0.0.1:${FIXTURE_PORT}/free-blog/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(REMOTE_FIXTURE_PORT), SITE_ROOT: `${FIXTURE_OUT_DIR}_remote` },
      url: `http://127.0.0.1:${REMOTE_FIXTURE_PORT}/free-blog/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
