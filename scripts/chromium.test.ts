import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath, headlessShellPath, requireChromium, requireTestChromium, testChromiumPath } from './chromium.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

/** A machine with just these files (and CHROMIUM_PATH as given): what the lookups see there. */
function machine(files: string[], chromiumPathVar?: string) {
  const present = new Set(files);
  vi.spyOn(fs, 'existsSync').mockImplementation((p) => present.has(String(p)));
  if (chromiumPathVar === undefined) vi.stubEnv('CHROMIUM_PATH', undefined);
  else vi.stubEnv('CHROMIUM_PATH', chromiumPathVar);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('requireChromium', () => {
  it('is the Chromium found, as chromiumPath() finds it', () => {
    machine(['/opt/chrome'], '/opt/chrome');
    expect(requireChromium()).toBe('/opt/chrome');
    expect(chromiumPath()).toBe('/opt/chrome');
  });
  it('says how to get one when there is none', () => {
    machine([], '/no/such/chromium');
    expect(chromiumPath()).toBeNull();
    expect(() => requireChromium()).toThrow('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  });
  it('is the full browser even where the headless shell is installed (the benchmark measures what readers run)', () => {
    machine([SHELL, FULL]);
    expect(requireChromium()).toBe(FULL);
  });
});

describe("the end-to-end tests' browser", () => {
  it("is Debian's headless shell where it is installed, over the full browser", () => {
    machine([SHELL, FULL]);
    expect(headlessShellPath()).toBe(SHELL);
    expect(testChromiumPath()).toBe(SHELL);
  });
  it('is the full browser where the shell is missing, and none where neither is', () => {
    machine([FULL]);
    expect(headlessShellPath()).toBeNull();
    expect(testChromiumPath()).toBe(FULL);
    machine([]);
    expect(testChromiumPath()).toBeNull();
  });
  it('is CHROMIUM_PATH when set, over the shell; none when that file is missing (no other browser instead)', () => {
    machine([SHELL, FULL, '/opt/chrome'], '/opt/chrome');
    expect(testChromiumPath()).toBe('/opt/chrome');
    machine([SHELL, FULL], '/no/such/chromium');
    expect(testChromiumPath()).toBeNull();
  });
  it("stops the tests' config with a line when there is none, where Playwright would take its own download", () => {
    machine([SHELL]);
    expect(requireTestChromium()).toBe(SHELL);
    machine([]);
    expect(() => requireTestChromium()).toThrow('No Chromium for the end-to-end tests: apt-get install -y chromium-headless-shell');
  });
});
