import { defineConfig } from 'vitest/config';

// What readers' software reads, checked by that software over the production build (`npm test`'s
// `output` step, after the build): the Nu Html Checker over every page, feedparser over the feeds,
// the sitemap's dates and the JSON-LD against docs/, and the search index's files. BLOG_OUT_DIR picks another
// build folder.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/output/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // The files of a worker share one module registry, so the models of docs/ they check the build against
    // (tests/e2e/routes.ts) are built once per worker, not once per file: the step took 56-67 s with each file
    // loading its own, 25 s so. The files only read the build and docs/; none changes the process.
    isolate: false,
  },
});
