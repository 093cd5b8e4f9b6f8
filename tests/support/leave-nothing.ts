// A setup file of the unit and output steps (vitest.config.ts, tests/output/vitest.config.ts). Their files share
// one module registry per worker (isolate: false), so what a test stubs must be undone before the next file's
// own code runs, which Vitest's restoreMocks / unstubEnvs options do only when the next *test* starts, after
// that file's top level and beforeAll. Undone here after every test instead: spies, stubbed variables and
// globals, fake timers. What a file changes by plain assignment is out of reach here: tests/unit/architecture.test.ts
// finds none.
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
