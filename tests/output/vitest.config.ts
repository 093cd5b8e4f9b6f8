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
  },
});
