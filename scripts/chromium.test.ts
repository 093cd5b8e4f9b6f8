import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, requireChromium } from './chromium.mjs';

describe('requireChromium', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

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
