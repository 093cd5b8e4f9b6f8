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
    // The files of a worker share one module registry instead of each loading its own (TypeScript transforms,
    // the models of docs/ in tests/content/docs.ts): the step took 45 s here, 72-102 s with every file loading its
    // own. A file may therefore leave nothing behind: tests/support/leave-nothing.ts undoes spies, stubbed
    // variables and globals and fake timers after every test, and tests/unit/architecture.test.ts finds no test
    // file changing the process itself (process.env, a global, the working directory, a module mock).
    isolate: false,
    setupFiles: ['tests/support/leave-nothing.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
