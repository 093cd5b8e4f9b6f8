import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The progress bar: minimum 0.08, speed 200 ms, trickle speed 800 ms, trickle rate 0.02.
// Rspress v2's Link starts nprogress 200 ms into a route load and only switches the spinner off,
// so the library's defaults are the site's constants: this pins them (tests/e2e/fixture-site/constants.spec.ts
// checks the bar in the browser).
const require = createRequire(import.meta.url);
const nprogressPath = require.resolve('nprogress', { paths: [require.resolve('@rspress/core/package.json')] });
const NProgress = require(nprogressPath) as { settings: Record<string, unknown>; version: string };

describe('nprogress as bundled by @rspress/core', () => {
  it('has the spec constants', () => {
    expect(NProgress.settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800, trickleRate: 0.02, trickle: true });
  });
  it('is the version the theme was checked against', () => expect(NProgress.version).toBe('0.2.0'));
});
