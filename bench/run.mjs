#!/usr/bin/env node
// `npm run bench` — builds this site and a plain Rspress v2 site from the same docs/, serves both
// compressed (scripts/serve.mjs), measures them the same way and writes bench/REPORT.md and
// bench/report.json. A report, not a test: nothing here fails on a number.
//
//   npm run bench                 full: 3 Lighthouse runs per page, 7 search/navigation samples,
//                                 builds at 250 and 1,000 generated articles
//   npm run bench -- --quick      1 Lighthouse run, 3 samples, no generated-site builds
//   --sizes=250,1000              generated-site sizes (full mode)   --skip-build  reuse bench/out builds
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
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { createPagesServer } from '../scripts/serve.mjs';
import { generateFixture } from './gen-fixture.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(REPO, 'bench/out');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const SKIP_BUILD = args.includes('--skip-build');
const BUILD_RUNS = QUICK ? 1 : 3; // cold builds of the real site per site (median reported)
const SIZES = (args.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '250,1000').split(',').filter(Boolean).map(Number);
const LH_RUNS = QUICK ? 1 : 3;
const SAMPLES = QUICK ? 3 : 7;
const BASE = '/free-blog/';
const PAGES = { home: '/', article: '/work/java/java-thread-pool', overview: '/work/' };
const NEXT_ARTICLE = '/work/java/executors-thread-pool';
const SEARCH_WORD = '线程池';
const SEARCH_PREFIX = '线程';
const DEBOUNCE_MS = 150;
const CHROME = chromiumPath();
if (!CHROME) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');

const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const log = (...m) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...m);

// ---- builds ----------------------------------------------------------------------------------

/** Runs `rspress build` under /usr/bin/time -v (or samples RSS), cold (no persistent cache). */
function timedBuild({ config, outDir, docsDir }) {
  const rspress = path.join(REPO, 'node_modules/@rspress/core/bin/rspress.js');
  const cmd = [process.execPath, rspress, 'build', ...(config ? ['-c', config] : [])];
  const env = { ...process.env, BLOG_OUT_DIR: outDir, RSPRESS_PERSISTENT_CACHE: 'false', NODE_ENV: 'production' };
  if (docsDir) env.BLOG_DOCS_DIR = docsDir;
  else delete env.BLOG_DOCS_DIR;
  const useTime = fs.existsSync('/usr/bin/time');
  const [bin, ...rest] = useTime ? ['/usr/bin/time', '-v', ...cmd] : cmd;
  fs.rmSync(outDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(bin, rest, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    let peakSampled = 0;
    const sampler = useTime ? null : setInterval(() => (peakSampled = Math.max(peakSampled, treeRss(child.pid))), 200);
    child.on('close', (code) => {
      if (sampler) clearInterval(sampler);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) return reject(new Error(`build failed (${code}):\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`));
      const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? 0);
      resolve({ wallMs: Math.round(wallMs), peakRssMb: Math.round((rssKb || peakSampled) / 1024), pages: countHtml(outDir) });
    });
  });
}

function treeRss(pid) {
  // Sum of VmRSS over the process tree (fallback when /usr/bin/time is missing).
  let total = 0;
  const walk = (p) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const c of fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) walk(c);
    } catch {}
  };
  walk(pid);
  return total;
}

function countHtml(dir) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile() && e.name.endsWith('.html')) n++;
  return n;
}

// The index the search dialog loads first (ours: the shard manifest), and ours's sharded folder beside
// it (site/searchShards.ts): every gram shard and page file, and the average of each, which is what a
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

// ---- serving ---------------------------------------------------------------------------------

function serve(root) {
  const server = createPagesServer({ root, base: BASE });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
const pageUrl = (origin, route) => `${origin}${BASE.slice(0, -1)}${route}`;

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
  const server = await serve(outDir);
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
      return { lighthouse: lh, coldLoad: load, search, navigation: nav, searchIndex: searchIndexSize(outDir) };
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

if (!QUICK) {
  for (const n of SIZES) {
    const { docsDir, markdownBytes } = generateFixture(n);
    log(`fixture: ${n} generated articles (${Math.round(markdownBytes / 1024)} KiB Markdown)`);
    const row = { articles: n, markdownBytes };
    for (const [name, site] of Object.entries(sites)) {
      const outDir = path.join(OUT, `${name}-${n}`);
      log(`building ${name} with ${n} generated articles`);
      try {
        row[name] = { ...(await timedBuild({ config: site.config, outDir, docsDir })), searchIndex: searchIndexSize(outDir) };
      } catch (e) {
        row[name] = { error: String(e.message).slice(0, 2000) };
      }
      log(`built ${name}-${n}`, JSON.stringify(row[name]));
      fs.rmSync(outDir, { recursive: true, force: true });
    }
    report.scale.push(row);
  }
}

fs.writeFileSync(path.join(REPO, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
const { renderReport } = await import('./report.mjs');
fs.writeFileSync(path.join(REPO, 'bench/REPORT.md'), renderReport(report));
log('wrote bench/REPORT.md and bench/report.json');
