#!/usr/bin/env node
// Where a page's main-thread time goes on a slow phone: Lighthouse's mobile run (4× CPU slowdown,
// simulated slow 4G), its own trace read back as the long tasks between the first paint and the page
// being quiet, with the script each is attributed to, and the script time per file.
//
//   node bench/profile.mjs [--root doc_build] [--runs 3] [--json out.json] /rust/ownership/rust-ownership /
//
// A report, not a test: the figures move with the machine's load. Needs Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { BASE, pageUrl, routesOf, serveBuild, takeOption } from './pages.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => takeOption(args, name, fallback);
const root = path.resolve(opt('root', 'doc_build'));
const runs = Number(opt('runs', '3'));
const jsonOut = opt('json', null);
const routes = routesOf(args, ['/rust/ownership/rust-ownership', '/']);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};
const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(BASE, '/').replace(/\.[0-9a-f]{8,}\./, '.…') : '(no script: the document, style, layout)');

const server = await serveBuild(root);
const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: CHROMIUM_ARGS });
const report = {};
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(pageUrl(server.origin, route), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = lhr.audits;
      samples.push({
        score: lhr.categories.performance.score * 100,
        fcp: a['first-contentful-paint'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        // Observed tasks of 50 ms and more, start and duration in ms, with the script they are attributed to.
        longTasks: (a['long-tasks']?.details?.items ?? []).map((t) => ({ url: short(t.url), start: Math.round(t.startTime), ms: Math.round(t.duration) })),
        // Script time per file: evaluation and parse/compile.
        scripts: (a['bootup-time']?.details?.items ?? []).map((s) => ({ url: short(s.url), scripting: Math.round(s.scripting), parse: Math.round(s.scriptParseCompile) })),
        // Main-thread time by kind of work.
        work: Object.fromEntries((a['mainthread-work-breakdown']?.details?.items ?? []).map((w) => [w.groupLabel, Math.round(w.duration)])),
      });
    }
    const mid = samples.map((s) => s.tbt).indexOf(median(samples.map((s) => s.tbt)));
    report[route] = { median: { score: median(samples.map((s) => s.score)), fcp: median(samples.map((s) => s.fcp)), lcp: median(samples.map((s) => s.lcp)), tbt: median(samples.map((s) => s.tbt)) }, medianRun: samples[mid >= 0 ? mid : 0], samples };
    const r = report[route];
    console.log(`\n${route}: performance ${r.median.score}, FCP ${Math.round(r.median.fcp)} ms, LCP ${Math.round(r.median.lcp)} ms, TBT ${Math.round(r.median.tbt)} ms (median of ${runs}; TBT per run: ${samples.map((s) => Math.round(s.tbt)).join(', ')})`);
    console.log('  long tasks of the median run (start, duration, script):');
    for (const t of r.medianRun.longTasks) console.log(`    ${String(t.start).padStart(6)} ms  ${String(t.ms).padStart(4)} ms  ${t.url}`);
    console.log('  script time by file (evaluation + parse/compile):');
    for (const s of r.medianRun.scripts) console.log(`    ${String(s.scripting + s.parse).padStart(5)} ms  ${s.url}`);
    console.log(`  main thread by kind: ${Object.entries(r.medianRun.work).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));
