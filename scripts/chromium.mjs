// Where Chromium is, and how it is launched. Debian's package (apt-get install chromium); never a
// browser downloaded by a test tool.
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

/** chromiumPath(), or an error saying how to get one: for the scripts that cannot run without it (the bench). */
export function requireChromium() {
  const found = chromiumPath();
  if (!found) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
  return found;
}
