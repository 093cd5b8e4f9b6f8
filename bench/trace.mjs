#!/usr/bin/env node
// What the renderer's main thread does on a cold load, task by task: Chromium's own trace of one load at
// 4× CPU slowdown (DevTools throttling, a 412 × 823 phone viewport), read back as the top-level tasks over a
// threshold with the work inside each (parsing, style, layout, paint, script), and the whole load's time in
// font lookups and text shaping. Where bench/profile.mjs says which tasks Lighthouse counts as blocking,
// this says what they are made of.
//
//   node bench/trace.mjs [--root doc_build] [--runs 1] [--min 45] [--save trace.json] / /work/java/java-0002-spi
//
// A report, not a test: the figures move with the machine's load. Needs Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { pageUrl, routesOf, serveBuild, takeOption } from './pages.mjs';
import { covered, mainThread } from './traceEvents.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => takeOption(args, name, fallback);
const root = path.resolve(opt('root', 'doc_build'));
const runs = Number(opt('runs', '1'));
const minMs = Number(opt('min', '45'));
const save = opt('save', null);
const routes = routesOf(args, ['/', '/rust/ownership/rust-ownership']);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', 'blink', 'fonts'];

// The kinds of work a task is made of (trace event names), and the font work.
const WORK = ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'MinorGC', 'MajorGC'];
const FONTS = {
  'FontCache::GetFontPlatformData': 'font lookups by family',
  'FontCache::FallbackFontForCharacter': 'fallback font for a character',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike': 'render style per font and size',
  'InlineNode::ShapeTextIncludingFirstLine': 'text shaping (with the lookups it made)',
};
const FONT_SERVICE = Object.keys(FONTS).slice(0, 3);

function summarise({ events, fcp }) {
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur >= minMs);
  const inside = (task) => {
    const sums = {};
    for (const e of events) if (e !== task && e.start >= task.start && e.start < task.start + task.dur && WORK.includes(e.name)) sums[e.name] = (sums[e.name] ?? 0) + e.dur;
    return Object.entries(sums).filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
  };
  const fonts = Object.entries(FONTS).map(([name, what]) => {
    const all = events.filter((e) => e.name === name);
    return { what, ms: Math.round(all.reduce((s, e) => s + e.dur, 0)), calls: all.length };
  });
  const layouts = events.filter((e) => e.name === 'Layout').map((e) => [e.start, e.start + e.dur]);
  // The font service's calls made during layout: each call clipped to the layouts around it, nested calls once.
  const fontInLayout = [];
  for (const e of events.filter((f) => FONT_SERVICE.includes(f.name)))
    for (const [a, b] of layouts) if (e.start < b && e.start + e.dur > a) fontInLayout.push([Math.max(a, e.start), Math.min(b, e.start + e.dur)]);
  return {
    fcp,
    tasks: tasks.map((t) => ({ start: Math.round(t.start), ms: Math.round(t.dur), work: inside(t) })),
    layout: Math.round(covered(layouts)),
    fontInLayout: Math.round(covered(fontInLayout)),
    fonts,
  };
}

const server = await serveBuild(root);
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  for (const route of routes) {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(pageUrl(server.origin, route), { waitUntil: 'load' });
      // The scripts the paint-first loader starts after the first paint, and hydration: done well within 4 s at 4×.
      await page.waitForTimeout(4000);
      const buffer = await browser.stopTracing();
      await context.close();
      if (save) fs.writeFileSync(runs * routes.length > 1 ? save.replace(/\.json$/, `-${routes.indexOf(route)}-${i}.json`) : save, buffer);
      const s = summarise(mainThread(JSON.parse(buffer.toString())));
      console.log(`\n${route} (run ${i + 1}): first contentful paint ${Math.round(s.fcp)} ms; layout ${s.layout} ms in all, ${s.fontInLayout} ms of it in calls to the font service`);
      console.log(`  tasks of ${minMs} ms and more (start, duration, what is inside, ms):`);
      for (const t of s.tasks) console.log(`    ${String(t.start).padStart(6)}  ${String(t.ms).padStart(4)}  ${t.work}`);
      console.log('  font work over the whole load (each kind on its own; one call may be inside another):');
      for (const f of s.fonts) console.log(`    ${String(f.ms).padStart(5)} ms in ${String(f.calls).padStart(3)} calls: ${f.what}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
