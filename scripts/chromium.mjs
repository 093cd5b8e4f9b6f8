// Where Chromium is, and how it is launched: Debian's packages (apt-get install chromium, or
// chromium-headless-shell for the tests), never a browser downloaded by a test tool.
import fs from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** CHROMIUM_PATH, or the first Chromium found on this machine, or null. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

// Debian's headless shell of Chromium (package chromium-headless-shell): the same Chromium as the chromium
// package, of the same version, built as the headless shell alone, without the desktop browser around it: the
// kind of build Playwright itself runs headless tests in. The end-to-end tests run there: on a 2-core machine
// with Chromium 156, `npm test`'s browser step took 1,352 s in the full browser and 846 s in the shell (two fresh
// clones, one after the other), every test passing in both. The benchmark (Lighthouse with it) and the OG image
// script keep the full browser, which is what readers run.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's headless shell of Chromium if it is installed, or null. */
export function headlessShellPath() {
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : null;
}

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH when set (found or not), or else the headless shell, or
 * else the full browser chromiumPath() finds; null when there is none.
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  return headlessShellPath() ?? chromiumPath();
}

/** testChromiumPath(), or an error saying how to get one, never Playwright's own download: for the tests' config. */
export function requireTestChromium() {
  const found = testChromiumPath();
  if (!found) {
    throw new Error(
      'No Chromium for the end-to-end tests: apt-get install -y chromium-headless-shell (Debian), or set CHROMIUM_PATH to a Chromium/Chrome binary that exists. Never `npx playwright install`.',
    );
  }
  return found;
}

/** chromiumPath(), or an error saying how to get one: for the scripts that cannot run without it (the bench). */
export function requireChromium() {
  const found = chromiumPath();
  if (!found) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  return found;
}
