#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to find.
//   1. types       tsc over the Node-side code, and the browser's (theme/) and the shared code (site/shared/)
//                  as their own projects, which may import nothing Node-only (the three at once)
//   2. unit        Vitest: pure helpers, plugins and the content contracts over docs/
//   3. samples     the sample checker: every Rust, Java, SQL and git sample in docs/ runs as shown
//   4. build       rspress build (fails on a content mistake, a dead link or anchor, or any warning), the
//                  fixture site (tests/fixtures/site -> doc_build_fixture/, and doc_build_fixture_remote/ with the
//                  optional remote search on), then tests/build: a new post and a
//                  draft built on a copy of the fixture site, and mistakes that stop it
//   5. output      the consumers' own tools over that build (tests/output): the Nu Html Checker (vnu-jar) over
//                  every page, feedparser over the feeds (RFC 4287 MUSTs, links resolving to the feed), the
//                  sitemap's dates and the JSON-LD against docs/
//   6. e2e         Playwright in Debian's Chromium (its headless shell) against that build, served under
//                  /free-blog/ (axe with WCAG 2.2 AA and best-practice rules over every route), and the machinery
//                  tests (tests/e2e/fixture-site/) against the fixture site's build
// Options: --only=unit,e2e  --skip=samples  (names as above); extra args after -- go to Playwright.
//   --check   the inner loop (`npm run check`): types, unit and one build of the site, without the
//             sample checker, the author builds of tests/build, the output validators and the browser.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectBin } from './bin.mjs';
import { headlessShellPath, testChromiumPath } from './chromium.mjs';

const args = process.argv.slice(2);
const dashDash = args.indexOf('--');
const passThrough = dashDash === -1 ? [] : args.slice(dashDash + 1);
const opt = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]?.split(',') ?? null;
const quick = args.includes('--check');
const only = quick ? ['types', 'unit', 'build'] : opt('only');
const skip = opt('skip') ?? [];
const wanted = (step) => (only ? only.includes(step) : !skip.includes(step));
const CI = !!process.env.CI;
const RESULTS = path.resolve('test-results');
fs.mkdirSync(RESULTS, { recursive: true });

function run(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** As run(), also handing back everything the command printed (it is still shown as it comes). */
function runCaptured(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (process.stdout.write(d), (output += d)));
    child.stderr.on('data', (d) => (process.stderr.write(d), (output += d)));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** As run(), printing nothing: hands back the exit code and everything the command printed. */
function runQuiet(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The warnings of Rspress/Rsbuild's logger ('warn    …' lines): a clean build prints none. */
function buildWarnings(output) {
  // eslint-disable-next-line no-control-regex
  return output.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((line) => /^warn\s/.test(line));
}

function banner(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

/**
 * The browser for the end-to-end tests, as testChromiumPath() finds it (CHROMIUM_PATH; else Debian's headless shell
 * of Chromium; else a full Chromium or Chrome, with a line saying the shell is quicker and how to get it). With
 * none at all, installs the shell when we may (root with apt-get), or says what is missing.
 */
function ensureChromium() {
  const found = testChromiumPath();
  if (found) {
    if (!process.env.CHROMIUM_PATH && found !== headlessShellPath()) {
      console.log(`The tests run in the full browser, ${found}: Chromium's headless shell is quicker (on a 2-core machine with Debian's Chromium 156 the step took 846 s in it, 1,352 s in the full browser): apt-get install -y chromium-headless-shell.`);
    }
    return found;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH}: no such file. Point it at a Chromium/Chrome binary, or unset it.`);
    return null;
  }
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's headless shell of it (apt-get install -y chromium-headless-shell) …");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const shell = headlessShellPath();
    if (shell) return shell;
  }
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found.',
      '  Looked for: /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome(-stable).',
      '  Install it:  sudo apt-get install -y chromium-headless-shell   (Debian; or the full browser, chromium)',
      '  or point CHROMIUM_PATH at a Chromium/Chrome binary.',
      '  (Never `npx playwright install`: the tests use the system browser.)',
    ].join('\n'),
  );
  return null;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Tools the checks run (cargo, javac, git) read /dev/null as stdin; if it has become a regular file, the
// Rust samples fail with a confusing rustc parse error. Say so once, at the top.
if (process.platform !== 'win32' && !fs.statSync('/dev/null').isCharacterDevice()) {
  console.error('/dev/null is not the null device (a regular file): cargo will fail. Recreate it as root:');
  console.error('  rm -f /dev/null && mknod -m 666 /dev/null c 1 3      (.ci/run does this itself)');
  process.exit(1);
}

const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function step(name, title, fn) {
  if (!wanted(name)) return;
  banner(title);
  const started = Date.now();
  const code = await fn();
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

await step('types', 'types: tsc (the whole repository, and theme/ and site/shared/ on their own)', async () => {
  // The three are independent and each compiler is single-threaded: run together, each one's report is
  // printed whole, in this order, once all have ended.
  const projects = ['.', 'theme', 'site/shared'];
  const results = await Promise.all(projects.map((project) => runQuiet(projectBin('tsc'), ['-p', project])));
  let failed = 0;
  results.forEach(({ code, output }, i) => {
    if (output.trim()) console.log(`tsc -p ${projects[i]}:\n${output.trimEnd()}`);
    if (code !== 0) failed = code;
  });
  return failed;
});

await step('unit', 'unit and content tests: vitest', async () => {
  const out = path.join(RESULTS, 'vitest.json');
  const code = await run(projectBin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const r = readJson(out);
  if (r) {
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (code !== 0) counts.failed += 1;
  return code;
});

await step('samples', 'code samples: scripts/check-samples.mjs', async () => {
  const out = path.join(RESULTS, 'samples.txt');
  const code = await new Promise((resolve) => {
    const child = spawn('node', ['scripts/check-samples.mjs'], {
      env: { ...process.env, ...(CI ? { SAMPLES_REQUIRE_ALL: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      text += d;
    });
    child.on('close', (c) => {
      fs.writeFileSync(out, text);
      resolve(c ?? 1);
    });
  });
  const m = /samples: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(fs.readFileSync(out, 'utf8'));
  if (m) {
    counts.passed += Number(m[1]);
    counts.failed += Number(m[2]);
    counts.skipped += Number(m[3]);
  } else if (code !== 0) counts.failed += 1;
  return code;
});

let built = false;
const FIXTURE_OUT_DIR = process.env.BLOG_FIXTURE_OUT_DIR ?? 'doc_build_fixture';
/**
 * Builds the fixture site (tests/fixtures/site): a few pages of every shape the plugins and the theme handle,
 * which the machinery tests of the e2e step run against (tests/e2e/fixture-site/). A few seconds.
 */
async function buildFixtureSite() {
  banner(`build: the fixture site (tests/fixtures/site -> ${FIXTURE_OUT_DIR}/, and with remote search on -> ${FIXTURE_OUT_DIR}_remote/)`);
  const { code, output } = await runCaptured('npm', ['run', '--silent', 'build:fixture'], { BLOG_FIXTURE_OUT_DIR: FIXTURE_OUT_DIR });
  const warnings = buildWarnings(output);
  if (warnings.length) console.error(`\nThe fixture site's build printed ${warnings.length} warning(s):\n${warnings.map((w) => `  ${w}`).join('\n')}`);
  return code === 0 && !warnings.length;
}
await step('build', 'build: rspress build', async () => {
  const { code, output } = await runCaptured(projectBin('rspress'), ['build']);
  built = code === 0;
  if (!built) counts.failed += 1;
  // A warning always means something to fix; one that everybody learns to ignore hides the real ones.
  const warnings = buildWarnings(output);
  if (built && warnings.length) {
    console.error(`\nThe build printed ${warnings.length} warning(s); a clean build prints none:\n${warnings.map((w) => `  ${w}`).join('\n')}`);
    counts.failed += 1;
    return 1;
  }
  if (code !== 0 || quick) return code;
  // The fixture site (tests/fixtures/site): a few pages of every shape the plugins and the theme handle,
  // which the machinery tests of the e2e step run against (tests/e2e/fixture-site/).
  if (!(await buildFixtureSite())) {
    counts.failed += 1;
    return 1;
  }
  // Then what an author meets, built for real on copies of the fixture site (tests/build): a new post, a draft,
  // and the mistakes that must stop the build with a clear line.
  banner('build: an author\'s changes, built (tests/build)');
  const out = path.join(RESULTS, 'vitest-build.json');
  const authoring = await run(projectBin('vitest'), ['run', '--config', 'tests/build/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const r = readJson(out);
  if (r) {
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
  } else if (authoring !== 0) counts.failed += 1;
  return authoring;
});

await step('output', "what readers' software reads, checked by that software (tests/output)", async () => {
  const outDir = process.env.BLOG_OUT_DIR ?? 'doc_build';
  if (!built && !fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`No build in ${outDir}/ to check: the build step failed or was skipped.`);
    counts.failed += 1;
    return 1;
  }
  const out = path.join(RESULTS, 'vitest-output.json');
  const code = await run(projectBin('vitest'), ['run', '--config', 'tests/output/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const r = readJson(out);
  if (r) {
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
  } else if (code !== 0) counts.failed += 1;
  return code;
});

await step('e2e', 'end-to-end: Playwright + Chromium against the production build', async () => {
  const browser = ensureChromium();
  if (!browser) {
    counts.failed += 1;
    return 1;
  }
  console.log(`browser: ${browser}`);
  const outDir = process.env.BLOG_OUT_DIR ?? 'doc_build';
  if (!built && !fs.existsSync(path.join(outDir, 'index.html'))) {
    console.error(`No build in ${outDir}/ to test: the build step failed or was skipped.`);
    counts.failed += 1;
    return 1;
  }
  // `--only=e2e` after a build of the blog alone: the fixture site takes seconds, build it here.
  const fixturesBuilt = [FIXTURE_OUT_DIR, `${FIXTURE_OUT_DIR}_remote`].every((dir) => fs.existsSync(path.join(dir, 'index.html')));
  if (!fixturesBuilt && !(await buildFixtureSite())) {
    counts.failed += 1;
    return 1;
  }
  const out = path.join(RESULTS, 'playwright.json');
  const code = await run(projectBin('playwright'), ['test', '--reporter=list,json', ...passThrough], {
    CHROMIUM_PATH: browser,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const r = readJson(out);
  if (r?.stats) {
    counts.passed += r.stats.expected ?? 0;
    counts.failed += (r.stats.unexpected ?? 0) + (r.stats.flaky ?? 0);
    counts.skipped += r.stats.skipped ?? 0;
  } else if (code !== 0) counts.failed += 1;
  return code;
});

banner('summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(8)} ${String(s.seconds).padStart(4)} s`);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
