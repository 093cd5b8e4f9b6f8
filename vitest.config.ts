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
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
