#!/usr/bin/env node
// `npm run bench` — builds this site and a plain Rspress v2 site from the same docs/, serves both
// compressed (scripts/serve.mjs), measures them the same way and writes bench/REPORT.md and
// bench/report.json. A report, not a test: nothing here fails on a number.
//
//   npm run bench                 full: 3 Lighthouse runs per page, 7 search/navigation samples, and
//                                 both sites built and searched at 1,000 and 3,000 generated articles
//   npm run bench -- --quick      1 Lighthouse run, 3 samples, no generated-site builds
//   --sizes=1000,3000             generated-site sizes (full mode)   --skip-build  reuse bench/out builds
//   --build-runs=3                builds per site at up to 1,000 generated articles, taken in turns (median)
//   --build-timeout-min=20        a generated-site build still running after this is stopped and reported
//   --scale-only                  only the generated sites (bench/out/scale-only.json, not the report)
//
// Generated fixtures and builds live in bench/out/ (git-ignored). Needs Debian's Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { generateFixture } from './gen-fixture.mjs';
import { BASE, pageUrl, serveBuild } from './pages.mjs';
import { describeFailure, treeRss } from './process.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(REPO, 'bench/out');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const SKIP_BUILD = args.includes('--skip-build');
const SCALE_ONLY = args.includes('--scale-only'); // only the generated sites; writes bench/out/scale-only.json
const BUILD_RUNS = QUICK ? 1 : 3; // cold builds of the real site per site (median reported)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SIZES = (option('sizes') ?? '1000,3000').split(',').filter(Boolean).map(Number);
const BUILD_TIMEOUT_MS = Number(option('build-timeout-min') ?? 20) * 60_000;
const RETRY_HEAP_MB = 16_384; // of the machine's 24 GB
const SCALE_SAMPLES = 3;
// Build timings of a generated site: the first build of each site, then more builds taken in turns
// (plain, ours, plain, ours …), the median reported. One build each is not enough on this machine: the
// same build varies by ±5 % from one minute to the next, as much as the difference being measured.
// Sizes above 1,000 articles get one build each (6 minutes a build at 3,000).
const SCALE_BUILD_RUNS = Number(option('build-runs') ?? 3);
const buildRunsFor = (n) => (n <= 1000 ? SCALE_BUILD_RUNS : 1);
const LH_RUNS = QUICK ? 1 : 3;
const SAMPLES = QUICK ? 3 : 7;
const PAGES = { home: '/', article: '/work/java/java-thread-pool', overview: '/work/' };
const NEXT_ARTICLE = '/work/java/executors-thread-pool';
const SEARCH_WORD = '线程池';
const SEARCH_PREFIX = '线程';
const DEBOUNCE_MS = 150;
const CHROME = requireChromium();

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const log = (...m) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...m);

// ---- builds ----------------------------------------------------------------------------------

/**
 * Runs `rspress build` cold (no persistent cache) under /usr/bin/time -v, sampling the RSS of the whole
 * process tree every 200 ms. `heapMb` sets Node's old-space limit (default: Node's own); `timeoutMs`
 * stops a build that runs too long. A failed build rejects with an Error carrying what is known of it:
 * `timedOut`, `wallMs`, `peakRssMb`, and `describeFailure`'s account of where it stopped.
 */
function timedBuild({ config, outDir, docsDir, heapMb = null, timeoutMs = 0 }) {
  const rspress = path.join(REPO, 'node_modules/@rspress/core/bin/rspress.js');
  const cmd = [process.execPath, rspress, 'build', ...(config ? ['-c', config] : [])];
  const env = { ...process.env, BLOG_OUT_DIR: outDir, RSPRESS_PERSISTENT_CACHE: 'false', NODE_ENV: 'production' };
  if (docsDir) env.BLOG_DOCS_DIR = docsDir;
  else delete env.BLOG_DOCS_DIR;
  env.NODE_OPTIONS = [env.NODE_OPTIONS, heapMb ? `--max-old-space-size=${heapMb}` : ''].filter(Boolean).join(' ');
  const useTime = fs.existsSync('/usr/bin/time');
  const [bin, ...rest] = useTime ? ['/usr/bin/time', '-v', ...cmd] : cmd;
  fs.rmSync(outDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(bin, rest, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-200_000)));
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-200_000)));
    let peakTreeKb = 0;
    const sampler = setInterval(() => (peakTreeKb = Math.max(peakTreeKb, treeRss(child.pid))), 200);
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
        }, timeoutMs)
      : null;
    child.on('close', (code) => {
      clearInterval(sampler);
      if (timer) clearTimeout(timer);
      const wallMs = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const maxProcessKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? 0);
      // The tree's sampled sum, or the largest single process if that was higher between two samples.
      const peakRssMb = Math.round(Math.max(peakTreeKb, maxProcessKb) / 1024);
      if (code !== 0 || timedOut) {
        const error = new Error(
          timedOut ? `stopped after ${Math.round(timeoutMs / 60_000)} min` : `build failed (${code}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`,
        );
        Object.assign(error, { timedOut, wallMs, peakRssMb, heapMb, ...describeFailure(stdout, stderr) });
        return reject(error);
      }
      resolve({ wallMs, peakRssMb, maxProcessRssMb: Math.round(maxProcessKb / 1024), heapMb, pages: countHtml(outDir) });
    });
  });
}

function countHtml(dir) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile() && e.name.endsWith('.html')) n++;
  return n;
}

// The index the search dialog loads first (ours: the shard manifest), and ours's sharded folder beside
// it (site/shared/searchShards.ts): every gram shard and page file, and the average of each, which is what a
// query fetches a few of.
function searchIndexSize(outDir) {
  const dir = path.join(outDir, 'static');
  const all = fs.readdirSync(dir).filter((f) => /^search_index\..*\.json$/.test(f));
  const measure = (files, base = dir) => {
    const raw = files.map((f) => fs.readFileSync(path.join(base, f)));
    const sum = (f) => raw.reduce((a, b) => a + f(b), 0);
    return {
      files: files.length > 3 ? files.length : files,
      rawBytes: sum((b) => b.length),
      gzipBytes: sum((b) => zlib.gzipSync(b, { level: 9 }).length),
      brotliBytes: sum((b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length),
    };
  };
  const folder = fs.readdirSync(dir).find((f) => /^search_index\./.test(f) && fs.statSync(path.join(dir, f)).isDirectory());
  let sharded = null;
  if (folder) {
    const files = fs.readdirSync(path.join(dir, folder));
    const shards = measure(files.filter((f) => /^g\d+\.json$/.test(f)), path.join(dir, folder));
    const pages = measure(files.filter((f) => /^p\d+\.json$/.test(f)), path.join(dir, folder));
    sharded = { shards, pages, avgShardGzip: Math.round(shards.gzipBytes / shards.files), avgPageGzip: Math.round(pages.gzipBytes / pages.files) };
  }
  return { ...measure(all), sharded };
}

// ---- Lighthouse ------------------------------------------------------------------------------

async function runLighthouse(origin) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROMIUM_ARGS });
  const out = {};
  try {
    for (const [name, route] of Object.entries(PAGES)) {
      const runs = [];
      for (let i = 0; i < LH_RUNS; i++) {
        const { lhr } = await lighthouse(pageUrl(origin, route), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const failed = (cat) =>
          lhr.categories[cat].auditRefs
            .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1)
            .map((r) => `${r.id} (${lhr.audits[r.id].displayValue ?? lhr.audits[r.id].score})`);
        runs.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          notFull: {
            performance: failed('performance'),
            accessibility: failed('accessibility'),
            bestPractices: failed('best-practices'),
            seo: failed('seo'),
          },
          runtimeError: lhr.runtimeError?.message ?? null,
        });
      }
      const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];
      out[name] = {
        route,
        median: Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
        notFull: runs[0].notFull,
        runs,
      };
      log(`lighthouse ${name}`, JSON.stringify(out[name].median));
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

// ---- Playwright measurements -----------------------------------------------------------------

async function newContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  // Nothing leaves the machine; third parties are counted as requested, then aborted.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
  return context;
}

async function waitReady(page) {
  await page.waitForLoadState('load');
  // Our theme marks hydration on <html>; the plain theme has no marker, so wait for the nav's
  // search button to become interactive (React attaches handlers on hydration) and network idle.
  await page.waitForLoadState('networkidle');
}

function kindOf(response) {
  const url = response.url();
  const type = response.request().resourceType();
  if (/search_index/.test(url)) return 'searchIndex';
  if (type === 'document') return 'html';
  if (type === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (type === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (type === 'image' || /\.(svg|png|jpe?g|webp|gif|avif|ico)(\?|$)/.test(url)) return 'images';
  if (type === 'font') return 'fonts';
  return 'other';
}

async function coldLoad(browser, origin, outDir) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const responses = [];
  const external = [];
  page.on('requestfailed', (r) => external.push(r.url()));
  page.on('response', (r) => responses.push(r));
  await page.goto(pageUrl(origin, PAGES.article));
  await waitReady(page);
  await page.waitForTimeout(3000); // idle-time prefetches (search index, route chunks) get their chance
  const byKind = {};
  const list = [];
  for (const r of responses) {
    const sizes = await r.request().sizes().catch(() => null);
    const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    const kind = kindOf(r);
    byKind[kind] ??= { requests: 0, bytes: 0 };
    byKind[kind].requests++;
    byKind[kind].bytes += bytes;
    list.push({ url: r.url().replace(origin, ''), kind, status: r.status(), bytes });
  }
  await context.close();
  const total = list.reduce((a, r) => a + r.bytes, 0);
  const urls = [...list.map((r) => r.url), ...external];
  const jsFiles = list
    .filter((r) => r.kind === 'js' && r.url.startsWith(BASE))
    .map((r) => path.join(outDir, r.url.slice(BASE.length).split('?')[0]))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'));
  const jsContains = (re) => jsFiles.some((code) => re.test(code));
  return {
    route: PAGES.article,
    requests: list.length,
    totalBytes: total,
    byKind,
    searchIndexFetched: urls.some((u) => /search_index/.test(u)),
    // Requested over the network (by URL) ...
    commentsFetched: urls.some((u) => /giscus|comments/i.test(u)),
    analyticsFetched: urls.some((u) => /googletagmanager|google-analytics|gtag/i.test(u)),
    zoomFetched: urls.some((u) => /medium-zoom/i.test(u)),
    // ... and code present in the JS that was loaded (chunks have hashed names, so by content).
    // The libraries themselves, by a string only they contain (a loader naming them does not count).
    codeInFirstLoadJs: {
      comments: jsContains(/customElements\.define\(\s*["'`]giscus-widget/),
      analytics: jsContains(/googletagmanager\.com\/gtag\/js/) && jsContains(/function gtag\(/),
      zoom: jsContains(/medium-zoom-overlay/),
      searchEngine: jsContains(/flexsearch|FlexSearch/),
    },
    blockedExternal: external,
    responses: list,
  };
}

async function searchTiming(browser, origin) {
  const openToFirstHit = [];
  const typedToFirstHit = [];
  const keystrokeToUpdate = [];
  const errors = [];
  for (let i = 0; i < SAMPLES; i++) {
    const context = await newContext(browser);
    try {
    const page = await context.newPage();
    await page.goto(pageUrl(origin, PAGES.article));
    await waitReady(page);
    await page.evaluate(() => {
      // Marks the time the first search hit appears and each later change to the results.
      window.__hits = { first: null, changes: [] };
      new MutationObserver(() => {
        const t = performance.now();
        const hits = document.querySelectorAll('.rp-suggest-item');
        if (hits.length && window.__hits.first === null) window.__hits.first = t;
        if (hits.length) window.__hits.changes.push({ t, text: [...hits].map((h) => h.textContent).join('|') });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      // Typed CJK text fires input, not keydown.
      window.addEventListener('input', () => {
        window.__hits.lastKey = performance.now();
        window.__hits.firstInput ??= window.__hits.lastKey;
      }, true);
    });
    const t0 = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    const input = page.locator('.rp-search-panel__input').first();
    await input.waitFor({ state: 'visible' });
    // Typed as an IME commits text: one input event, no key events (press() knows no Chinese keys).
    await input.focus();
    await page.keyboard.insertText(SEARCH_PREFIX);
    await page.waitForFunction(() => window.__hits.first !== null, null, { timeout: 60_000 });
    const { first, firstInput } = await page.evaluate(() => window.__hits);
    openToFirstHit.push(first - t0);
    typedToFirstHit.push(first - firstInput);
    // One more keystroke: time from keydown to the results changing.
    await page.waitForTimeout(400);
    const before = await page.evaluate(() => window.__hits.changes.length);
    const lastText = await page.evaluate(() => window.__hits.changes.at(-1)?.text);
    await page.keyboard.insertText(SEARCH_WORD.slice(SEARCH_PREFIX.length));
    await page.waitForFunction(
      ([n, txt]) => window.__hits.changes.slice(n).some((c) => c.text !== txt),
      [before, lastText],
      { timeout: 15_000 },
    );
    const dt = await page.evaluate(([n, txt]) => {
      const c = window.__hits.changes.slice(n).find((x) => x.text !== txt);
      return c.t - window.__hits.lastKey;
    }, [before, lastText]);
    keystrokeToUpdate.push(dt);
    } catch (e) {
      errors.push(String(e.message).split('\n')[0]);
    } finally {
      await context.close();
    }
  }
  return {
    errors,
    word: SEARCH_WORD,
    prefix: SEARCH_PREFIX,
    debounceMs: DEBOUNCE_MS,
    openToFirstHitMs: { median: median(openToFirstHit), samples: openToFirstHit.map(Math.round) },
    typedToFirstHitMs: { median: median(typedToFirstHit), samples: typedToFirstHit.map(Math.round) },
    keystrokeToUpdateMs: { median: median(keystrokeToUpdate), samples: keystrokeToUpdate.map(Math.round) },
  };
}

/**
 * A reader's first search, counted on the wire: the page is loaded and idle, then everything requested
 * from the click on the search button (hovering it included) until a hit for `route` (any hit when
 * `route` is null) is on screen — Chromium's encoded bytes, headers included; and, apart, the search
 * index bytes the page had already loaded before the click. Also the time from the
 * typed word's input event to that hit (it includes the 150 ms debounce). A word not found within 20 s
 * is reported as not found, with the bytes moved until then.
 */
async function firstSearch(browser, origin, { word, route = null, samples = SAMPLES }) {
  const runs = [];
  for (let i = 0; i < samples; i++) {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const requests = new Map();
      let counting = false;
      cdp.on('Network.requestWillBeSent', (e) => {
        if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url.replace(origin, ''), bytes: 0, done: false, afterClick: counting });
      });
      const finish = (id, bytes) => {
        const r = requests.get(id);
        if (r) Object.assign(r, { bytes, done: true });
      };
      cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength));
      cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0));
      await page.goto(pageUrl(origin, PAGES.article));
      await waitReady(page);
      await page.waitForTimeout(2000); // idle-time prefetches are over before counting starts
      await page.evaluate((target) => {
        window.__first = { hit: null, typed: null };
        const isHit = (el) => {
          if (target === null) return true;
          const a = el.matches('a') ? el : el.querySelector('a[href]') ?? el.closest('a[href]');
          return !!a && decodeURI(a.getAttribute('href') ?? '').includes(target);
        };
        new MutationObserver(() => {
          if (window.__first.hit === null && [...document.querySelectorAll('.rp-suggest-item')].some(isHit)) window.__first.hit = performance.now();
        }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['href'] });
        window.addEventListener('input', () => (window.__first.typed ??= performance.now()), true);
      }, route);
      counting = true;
      await page.locator('.rp-search-button').first().click();
      const input = page.locator('.rp-search-panel__input').first();
      await input.waitFor({ state: 'visible' });
      await input.focus();
      await page.keyboard.insertText(word);
      const found = await page
        .waitForFunction(() => window.__first.hit !== null, null, { timeout: 20_000 })
        .then(() => true, () => false);
      counting = false;
      const { hit, typed } = await page.evaluate(() => window.__first);
      const deadline = Date.now() + 5000;
      while ([...requests.values()].some((r) => r.afterClick && !r.done) && Date.now() < deadline) await page.waitForTimeout(50);
      const list = [...requests.values()].filter((r) => r.afterClick);
      // A site that loads its index with the page (plain Rspress) has paid for it before the click.
      const before = [...requests.values()].filter((r) => !r.afterClick && /search_index/.test(r.url));
      runs.push({
        found,
        typedToHitMs: found ? Math.round(hit - typed) : null,
        bytes: list.reduce((a, r) => a + r.bytes, 0),
        requests: list.length,
        searchBytes: list.filter((r) => /search_index/.test(r.url)).reduce((a, r) => a + r.bytes, 0),
        indexBeforeClickBytes: before.reduce((a, r) => a + r.bytes, 0),
        list: list.map(({ url, bytes }) => ({ url, bytes })),
      });
    } catch (e) {
      runs.push({ error: String(e.message).split('\n')[0] });
    } finally {
      await context.close();
    }
  }
  const ok = runs.filter((r) => !r.error);
  const hits = ok.filter((r) => r.found);
  return {
    word,
    route,
    found: `${hits.length}/${runs.length}`,
    typedToHitMs: median(hits.map((r) => r.typedToHitMs)),
    bytes: median(ok.map((r) => r.bytes)),
    requests: median(ok.map((r) => r.requests)),
    searchBytes: median(ok.map((r) => r.searchBytes)),
    indexBeforeClickBytes: median(ok.map((r) => r.indexBeforeClickBytes)),
    errors: runs.filter((r) => r.error).map((r) => r.error),
    firstRun: ok[0]?.list ?? [],
  };
}

async function navTiming(browser, origin) {
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(pageUrl(origin, PAGES.article));
    await waitReady(page);
    const oldH1 = await page.locator('h1').first().textContent();
    const wait = page.evaluate(
      (old) =>
        new Promise((resolve) => {
          let t0 = null;
          window.addEventListener('click', () => (t0 = performance.now()), { capture: true, once: true });
          const tick = () => {
            const h1 = document.querySelector('h1');
            if (t0 !== null && h1 && h1.textContent !== old && h1.getBoundingClientRect().height > 0) resolve(performance.now() - t0);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      oldH1,
    );
    await page.locator(`a.rp-prev-next-page__next`).first().click();
    samples.push(await wait);
    if (!page.url().endsWith(NEXT_ARTICLE)) throw new Error(`pager led to ${page.url()}`);
    await context.close();
  }
  return { from: PAGES.article, to: NEXT_ARTICLE, clickToH1Ms: { median: median(samples), samples: samples.map(Math.round) } };
}

async function measureSite(name, outDir) {
  const server = await serveBuild(outDir);
  log(`${name}: serving ${path.relative(REPO, outDir)} at ${server.origin}`);
  try {
    const lh = await runLighthouse(server.origin);
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
    try {
      const load = await coldLoad(browser, server.origin, outDir);
      log(`${name}: cold load`, load.requests, 'requests', load.totalBytes, 'bytes');
      const search = await searchTiming(browser, server.origin);
      log(`${name}: search`, JSON.stringify(search.openToFirstHitMs), JSON.stringify(search.keystrokeToUpdateMs));
      const nav = await navTiming(browser, server.origin);
      log(`${name}: navigation`, JSON.stringify(nav.clickToH1Ms));
      const first = await firstSearch(browser, server.origin, { word: SEARCH_WORD });
      log(`${name}: first search`, first.found, first.bytes, 'bytes', first.typedToHitMs, 'ms');
      return { lighthouse: lh, coldLoad: load, search, navigation: nav, firstSearch: first, searchIndex: searchIndexSize(outDir) };
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

// ---- main ------------------------------------------------------------------------------------

const PLAIN_CONFIG = path.join(REPO, 'bench/plain/rspress.config.ts');
const sites = { ours: { outDir: path.join(OUT, 'site') }, plain: { outDir: path.join(OUT, 'plain'), config: PLAIN_CONFIG } };
const report = {
  generatedAt: new Date().toISOString(),
  mode: QUICK ? 'quick' : 'full',
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length, chromium: CHROME },
  lighthouseRuns: LH_RUNS,
  samples: SAMPLES,
  builds: {},
  sites: {},
  scale: [],
};

const BUILDS_FILE = path.join(OUT, 'builds.json');
// The real site is built BUILD_RUNS times per site, ours and plain taking turns, and the median wall
// time is reported: a single cold build on this shared 2-core machine varies by ±20 %.
if (!SCALE_ONLY) {
  const toBuild = [];
  for (const [name, site] of Object.entries(sites)) {
    if (SKIP_BUILD && fs.existsSync(path.join(site.outDir, 'index.html'))) {
      // Reuse the build and the numbers measured when it was made.
      const saved = fs.existsSync(BUILDS_FILE) ? JSON.parse(fs.readFileSync(BUILDS_FILE, 'utf8'))[name] : null;
      if (saved) report.builds[name] = { ...saved, reused: true };
    } else toBuild.push([name, site]);
  }
  const buildRuns = Object.fromEntries(toBuild.map(([name]) => [name, []]));
  for (let i = 0; i < BUILD_RUNS; i++) {
    for (const [name, site] of toBuild) {
      log(`building ${name} → ${path.relative(REPO, site.outDir)} (${i + 1}/${BUILD_RUNS})`);
      const run = await timedBuild({ config: site.config, outDir: site.outDir });
      buildRuns[name].push(run);
      log(`built ${name}`, JSON.stringify(run));
    }
  }
  for (const [name] of toBuild) {
    const runs = buildRuns[name];
    report.builds[name] = {
      ...runs.at(-1),
      wallMs: median(runs.map((r) => r.wallMs)),
      peakRssMb: median(runs.map((r) => r.peakRssMb)),
      runs: runs.map((r) => r.wallMs),
    };
    const saved = fs.existsSync(BUILDS_FILE) ? JSON.parse(fs.readFileSync(BUILDS_FILE, 'utf8')) : {};
    fs.writeFileSync(BUILDS_FILE, JSON.stringify({ ...saved, [name]: report.builds[name] }, null, 2));
  }
  for (const [name, site] of Object.entries(sites)) report.sites[name] = await measureSite(name, site.outDir);
}

// Generated sites: at each size, both sites are built from one fixture (ours first), each with Node's
// default heap and, if V8 runs out of it, once more with a RETRY_HEAP_MB heap; the failed attempt is kept
// with where it stopped. A site that built is served and searched for the fixture's marker word (one
// article holds it, mid-sentence) and for a word most articles hold; then its output is deleted.
async function scaleSite(site, outDir, docsDir, marker) {
  const attempts = [];
  for (const heapMb of [null, RETRY_HEAP_MB]) {
    try {
      const run = await timedBuild({ config: site.config, outDir, docsDir, heapMb, timeoutMs: BUILD_TIMEOUT_MS });
      attempts.push(run);
      break;
    } catch (e) {
      const { message, stack, ...known } = e;
      attempts.push({ error: String(message).split('\n')[0], ...known });
      log(`  failed: ${attempts.at(-1).error}${e.oom ? ` (out of heap; last output: ${e.tail.at(-1)})` : ''}`);
      if (!e.oom) break;
    }
  }
  const built = attempts.at(-1).error ? null : attempts.at(-1);
  const row = { ...(built ?? { error: attempts.at(-1).error }), attempts };
  if (!built) return row;
  row.searchIndex = searchIndexSize(outDir);
  const server = await serveBuild(outDir);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  try {
    row.firstSearch = {
      marker: await firstSearch(browser, server.origin, { word: marker.word, route: marker.route, samples: SCALE_SAMPLES }),
      common: await firstSearch(browser, server.origin, { word: SEARCH_WORD, samples: SCALE_SAMPLES }),
    };
  } finally {
    await browser.close();
    await server.close();
  }
  return row;
}

if (!QUICK || SCALE_ONLY) {
  for (const n of SIZES) {
    const { docsDir, markdownBytes, marker } = generateFixture(n);
    log(`fixture: ${n} generated articles (${Math.round(markdownBytes / 1024)} KiB Markdown), marker ${marker.word} in ${marker.route}`);
    const row = { articles: n, markdownBytes, marker };
    for (const [name, site] of Object.entries(sites)) {
      const outDir = path.join(OUT, `${name}-${n}`);
      log(`building ${name} with ${n} generated articles`);
      row[name] = await scaleSite(site, outDir, docsDir, marker);
      const { attempts, firstSearch: fs_, ...summary } = row[name];
      log(`${name}-${n}`, JSON.stringify(summary), fs_ ? JSON.stringify({ marker: [fs_.marker.found, fs_.marker.bytes, fs_.marker.typedToHitMs], common: [fs_.common.found, fs_.common.bytes, fs_.common.typedToHitMs] }) : '');
      fs.rmSync(outDir, { recursive: true, force: true });
    }
    // More builds, in turns, for the timing; the reported time and memory become the medians.
    const names = Object.keys(sites).filter((name) => !row[name].error);
    for (let run = 1; run < buildRunsFor(n); run++) {
      for (const name of run % 2 ? [...names].reverse() : names) {
        const outDir = path.join(OUT, `${name}-${n}`);
        log(`timing build ${run + 1} of ${buildRunsFor(n)}: ${name} with ${n} generated articles`);
        const b = await timedBuild({ config: sites[name].config, outDir, docsDir, heapMb: row[name].heapMb ?? null, timeoutMs: BUILD_TIMEOUT_MS }).catch((e) => ({ error: String(e.message).split('\n')[0] }));
        (row[name].timing ??= [{ wallMs: row[name].wallMs, peakRssMb: row[name].peakRssMb }]).push(b.error ? { error: b.error } : { wallMs: b.wallMs, peakRssMb: b.peakRssMb });
        fs.rmSync(outDir, { recursive: true, force: true });
      }
    }
    for (const name of names) {
      const ok = (row[name].timing ?? []).filter((t) => !t.error);
      if (ok.length < 2) continue;
      row[name].firstWallMs = row[name].wallMs;
      row[name].wallMs = median(ok.map((t) => t.wallMs));
      row[name].peakRssMb = median(ok.map((t) => t.peakRssMb));
    }
    report.scale.push(row);
    fs.rmSync(path.dirname(docsDir), { recursive: true, force: true });
  }
}

if (SCALE_ONLY) {
  // A partial run (generated sites only) is kept beside the builds, never as the report.
  fs.writeFileSync(path.join(OUT, 'scale-only.json'), `${JSON.stringify(report, null, 2)}\n`);
  log('wrote bench/out/scale-only.json');
  process.exit(0);
}
fs.writeFileSync(path.join(REPO, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
const { renderReport } = await import('./report.mjs');
fs.writeFileSync(path.join(REPO, 'bench/REPORT.md'), renderReport(report));
log('wrote bench/REPORT.md and bench/report.json');
