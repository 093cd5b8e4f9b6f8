import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The build tests: the post-build page model over the site's own build (builtPage.test.ts), and
// production builds of a copy of docs/ with a change an author makes (a new post, a
// draft, a mistake). `npm test` runs them in its build step, after the site's own build; each takes
// seconds (a stopped build) to half a minute (a whole one), so they stay out of the unit step.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One file per core at once: each build has its own generated files (site/node/generated.ts). On two cores
    // the step took 51 s against 62 with one file at a time.
    maxWorkers: os.availableParallelism(),
    minWorkers: 1,
  },
});
