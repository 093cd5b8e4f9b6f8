import { RspressAssumptionError } from '../../patches/internals';
import { BuiltPage } from './page';

/** A page Rspress rendered says so: <meta name="generator" content="Rspress v2.0.22">. */
const renderedByRspress = (page: BuiltPage) => page.all('meta').some((el) => el.attrs.name === 'generator' && /^Rspress\b/.test(el.attrs.content ?? ''));

// Paint first, then load the code. Every page is complete in its static HTML; its JavaScript only
// adds interaction (search, theme switch, copy buttons, comments). Rspress writes the entry scripts
// as `<script defer>` in <head> plus a preload of the page's route chunk, so the browser fetches about
// 150 KB of code alongside the HTML and CSS, and runs it the moment parsing ends, often before the
// first paint. On a slow phone the reader waits for that code before seeing the text it does not need.
//
// This build step replaces those tags with one small inline loader that fetches and runs the same
// scripts, in the same order, once the page has painted: after the browser reports the first
// contentful paint and the document has been parsed. A page whose largest paint may be an image it
// marks `fetchpriority="high"` (the home page's hero) also waits until that image is decoded and its
// paint has reached the screen: until the browser reports a largest contentful paint at least half the
// image's visible area (the image's own, or a larger one; at once if the image is off screen), or,
// where the browser does not report it, two frames. Otherwise the frame that shows the image can come
// after the requests, and Lighthouse counts the scripts' download into the largest contentful paint
// (about 1 s more on its simulated phone, in half the runs). If the browser cannot report paints, it
// waits one frame instead; a page opened in the background (nothing to paint) loads at once; and whatever
// happens, it loads after three seconds. Until then the page is the static HTML, fully readable.

export const PAINT_FIRST_MARK = 'data-fb-paint-first';

/** Milliseconds after which the scripts load even if no paint has been reported. */
export const PAINT_FIRST_TIMEOUT_MS = 3000;

// Plain ES5 on purpose: it is inlined as is and allowed by the CSP through its sha256. Scripts added
// with async = false run in the order they were added, as the deferred ones did. `defer` does nothing
// on an added script, but Rsbuild's assets-retry only retries a failed script that says async or defer.
export const LOADER = `function (scripts, preloads, timeout) {
var d = document, w = window, started = false, painted = false, late = false, parsed = d.readyState !== 'loading';
var imgs = [], pending = -1, largest = 0, need = -1, PO = w.PerformanceObserver, types = (PO && PO.supportedEntryTypes) || [];
var lcp = types.indexOf('largest-contentful-paint') >= 0;
function load() {
if (started) return;
started = true;
var head = d.head, el, i;
for (i = 0; i < preloads.length; i++) {
el = d.createElement('link'); el.rel = 'preload'; el.as = 'script'; el.href = preloads[i]; head.appendChild(el);
}
for (i = 0; i < scripts.length; i++) {
el = d.createElement('script'); el.src = scripts[i]; el.async = false; el.defer = true; head.appendChild(el);
}
}
function visibleArea(img) {
var r = img.getBoundingClientRect();
return Math.max(0, Math.min(r.right, w.innerWidth) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, w.innerHeight) - Math.max(r.top, 0));
}
function decoded() {
if (d.visibilityState === 'hidden') return load();
if (!lcp) { w.requestAnimationFrame(function () { w.requestAnimationFrame(function () { w.setTimeout(load, 0); }); }); return; }
var i;
need = 0;
for (i = 0; i < imgs.length; i++) need = Math.max(need, visibleArea(imgs[i]) / 2);
if (largest >= need) load();
}
function settle() { if (--pending === 0) decoded(); }
function start() {
if (started || !painted || !parsed) return;
if (late) return load();
if (pending >= 0) return;
var i, p;
if (d.querySelectorAll) imgs = d.querySelectorAll('img[fetchpriority="high"]');
if (!imgs.length) return load();
pending = 1;
for (i = 0; i < imgs.length; i++) {
p = imgs[i].decode ? imgs[i].decode() : null;
if (p) { pending++; p.then(settle, settle); }
}
settle();
}
function paint() { painted = true; start(); }
if (!parsed) d.addEventListener('DOMContentLoaded', function () { parsed = true; start(); });
if (lcp) new PO(function (list) {
var e = list.getEntries(), i;
for (i = 0; i < e.length; i++) largest = Math.max(largest, e[i].size);
if (need >= 0 && largest >= need) load();
}).observe({ type: 'largest-contentful-paint', buffered: true });
if (d.visibilityState === 'hidden') paint();
else if (types.indexOf('paint') >= 0) {
new PO(function (list, observer) {
if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); paint(); }
}).observe({ type: 'paint', buffered: true });
d.addEventListener('visibilitychange', function () { if (d.visibilityState === 'hidden') { if (need >= 0) load(); else paint(); } });
} else w.requestAnimationFrame(function () { w.setTimeout(paint, 0); });
w.setTimeout(function () { late = painted = true; start(); }, timeout);
}`;

/**
 * Step 1 of the post-build pass: the entry scripts and script preloads become the loader.
 * Throws when a page Rspress rendered (it has Rspress's root element) carries no entry script: Rspress
 * then writes its pages in another way than this step knows ("built-page-scripts" in
 * patches/internals.ts), and the page would ship without its code.
 */
export function paintFirstStep(page: BuiltPage): void {
  // Rspress's entry scripts: `<script defer src>` (not async, not a module) and its route-chunk preloads.
  const scripts = page.all('script').filter((el) => 'defer' in el.attrs && el.attrs.src && !('async' in el.attrs));
  if (scripts.length === 0) {
    // Already processed, or not a page Rspress rendered (a static HTML file of public/): left as it is.
    if (page.all('script').some((el) => PAINT_FIRST_MARK in el.attrs) || !renderedByRspress(page)) return;
    throw new RspressAssumptionError('built-page-scripts', 'the page says Rspress rendered it (<meta name="generator">) but has no <script defer src> entry script to load after the first paint');
  }
  const preloads = page.all('link').filter((el) => el.attrs.rel === 'preload' && el.attrs.as === 'script' && el.attrs.href?.endsWith('.js'));
  const args = [scripts.map((el) => el.attrs.src), preloads.map((el) => el.attrs.href), PAINT_FIRST_TIMEOUT_MS];
  const code = `(${LOADER})(${args.map((a) => JSON.stringify(a)).join(', ')})`;
  // Where the first entry script was.
  page.replace(scripts[0], `<script ${PAINT_FIRST_MARK}>${code}</script>`, [code]);
  for (const el of [...scripts.slice(1), ...preloads]) page.replace(el, '');
}

/** The page with its entry scripts and script preloads replaced by the paint-first loader (once: a page without them is left as it is). */
export function paintFirst(html: string): string {
  const page = new BuiltPage(html);
  paintFirstStep(page);
  return page.toString();
}
