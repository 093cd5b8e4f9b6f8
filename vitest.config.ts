import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests and content contracts. Playwright specs (*.spec.ts) live in tests/e2e and are not run here.
export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'theme/**/*.test.ts',
      'plugins/**/*.test.ts',
      'scripts/**/*.test.ts',
      'site/**/*.test.ts',
      'patches/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // One worker per core. Vitest's default leaves one core free, which on the 2-core CI machine ran the
    // 61 files one after another here (61 s; 45 s with two workers).
    maxWorkers: os.availableParallelism(),
    minWorkers: 1,
    // The files of a worker share one module registry instead of each loading its own: the content models
    // (tests/e2e/routes.ts reads and parses every page of docs/) are built once per worker rather than once per
    // file, which took the step from 72-102 s to about 60 s here. A file may therefore leave nothing behind:
    // spies, stubbed variables and globals are undone after every test (below), and no test assigns to
    // process.env, a global or a module's state itself (tests/unit/architecture.test.ts checks).
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
