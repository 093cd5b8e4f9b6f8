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
    // (tests/e2e/routes.ts, imported by all of them through build.ts) are built once per worker, not once per
    // file: the step took 19 s here, 56-67 s with every file loading its own. The files only read the build and
    // docs/ (tests/unit/architecture.test.ts finds none changing the process); tests/support/leave-nothing.ts
    // undoes any stub after every test.
    isolate: false,
    setupFiles: ['tests/support/leave-nothing.ts'],
  },
});
