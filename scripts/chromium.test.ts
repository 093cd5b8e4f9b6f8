import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, headlessShellPath, requireChromium, testChromiumPath } from './chromium.mjs';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('requireChromium', () => {
  it('is the Chromium found, as chromiumPath() finds it', () => {
    process.env.CHROMIUM_PATH = process.execPath; // any file that exists
    expect(requireChromium()).toBe(process.execPath);
    expect(chromiumPath()).toBe(process.execPath);
  });
  it('says how to get one when there is none', () => {
    process.env.CHROMIUM_PATH = '/no/such/chromium';
    expect(chromiumPath()).toBeNull();
    expect(() => requireChromium()).toThrow('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  });
});

describe("the end-to-end tests' browser", () => {
  it('is CHROMIUM_PATH when set, over the headless shell; none when that path is missing', () => {
    process.env.CHROMIUM_PATH = process.execPath;
    expect(testChromiumPath()).toBe(process.execPath);
    process.env.CHROMIUM_PATH = '/no/such/chromium';
    expect(testChromiumPath()).toBeNull();
  });
  it("is Debian's headless shell where it is installed (always in CI: .ci/run installs it)", () => {
    delete process.env.CHROMIUM_PATH;
    if (process.env.CI) expect(headlessShellPath()).toBe('/usr/bin/chromium-headless-shell');
    if (headlessShellPath()) expect(testChromiumPath()).toBe(headlessShellPath());
    else expect(testChromiumPath()).toBe(chromiumPath());
  });
});
