import { defineConfig } from 'vitest/config';

// The build tests: the post-build page model over the site's own build (builtPage.test.ts), and
// production builds of a copy of the fixture site with a change an author makes (a new post, a
// draft, a mistake) or its plugin list shuffled. `npm test` runs them in its build step, after the
// site's own build; each takes seconds (a stopped build) to half a minute (a whole one), so they
// stay out of the unit step.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One file at a time. The files could run at once (each build has its own generated files,
    // site/node/generated.ts), but on the 2-core CI machine that gained nothing: 46 s either way, in fresh clones.
    fileParallelism: false,
  },
});
