// Renders bench/report.json as bench/REPORT.md. `node bench/report.mjs` re-renders without measuring.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kb = (b) => (b == null ? '–' : `${(b / 1024).toFixed(1)} KB`);
const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
const num = (x, d = 0) => (x == null ? '–' : Number(x).toFixed(d));
const ratio = (a, b) => (a == null || b == null || b === 0 ? '–' : `${(a / b).toFixed(2)}×`);
const yes = (b) => (b ? 'yes' : 'no');
const mark = (ok) => (ok == null ? '?' : ok ? '✅ met' : '❌ not met');

/** Network flags from the recorded URLs; code flags from the loaded JS (older reports mixed both). */
function normalise(load) {
  const urls = [...load.responses.map((x) => x.url), ...(load.blockedExternal ?? [])];
  const code = load.codeInFirstLoadJs ?? { comments: load.commentsFetched, analytics: load.analyticsFetched, zoom: load.zoomFetched };
  load.codeInFirstLoadJs = code;
  load.commentsFetched = urls.some((u) => /giscus|comments/i.test(u));
  load.analyticsFetched = urls.some((u) => /googletagmanager|google-analytics|gtag/i.test(u));
  load.zoomFetched = urls.some((u) => /medium-zoom/i.test(u));
}

// What the first-load JavaScript of an article is, from a source-map build of this site (rspress build
// with output.sourceMap.js, bytes of minified code attributed to their sources). Update it when the
// bundle changes shape.
const REMAINING_JS = `**What the remaining first-load bytes are** (ours; measured on a source-map build, minified sizes before compression):

- \`lib-react\` (React 19 and react-dom) and \`lib-router\`: the same as plain.
- The article's own route chunk: its compiled Markdown (each code block's highlighted tokens as one HTML
  string, not a JSX call per token) and its own data (headings, front matter, description, reading time).
- All of it is requested after the first contentful paint (\`plugins/post-build\`, its paint-first step), so none of it
  competes with the HTML and CSS for the first paint; plain requests it with the HTML (\`<script defer>\`).
- \`index\` (about 67 KB): the route table (11 KB), the page list (9 KB: route, title, edit path and
  update time of every page; plain's carries every page's headings, front matter and description, 73 KB
  here), site data with the sidebars (7 KB), the social icons (2 KB), webpack's runtime and chunk map, and
  about 20 KB of local theme and plugin code: the accessibility fixes, the route-matching patch, the SEO
  tags, the ejected home, overview and 404 components, and the small *loaders* of search, comments,
  image zoom and analytics (their code and libraries load when used).
- The theme chunk (about 110 KB): Rspress's runtime and theme (layouts, nav, sidebar, outline, doc
  content, code blocks, about 75 KB), unhead (15 KB), nprogress, body-scroll-lock,
  compute-scroll-into-view and copy-to-clipboard.
- Not in ours but in plain's first load: FlexSearch and medium-zoom (ours load their replacements when
  used) and github-slugger's 8 KB Unicode table (\`theme/lib/slug.ts\` does the same in a line). Kept
  out of ours of what this site adds to plain: the Llms copy bar (turned off), \`qrcode.react\` and the
  device frame of \`@rspress/plugin-preview\` (its unused iframe modes; \`plugins/preview\`), and the
  package-manager tabs (only in /hello's chunk).`;

const gb = (mb) => (mb == null ? '–' : `${(mb / 1024).toFixed(2)} GB`);

/** One build attempt: its time and memory, or where it stopped. */
function attempt(a) {
  const heap = a.heapMb ? `${a.heapMb / 1024} GB heap` : "Node's default heap";
  if (!a.error) return `built in ${ms(a.wallMs)}, peak ${gb(a.peakRssMb)} (${heap})`;
  const where = a.oom
    ? `out of heap after ${ms(a.wallMs)} at ${gb(a.peakRssMb)}${a.heapAtLastGcMb ? ` (heap ${gb(a.heapAtLastGcMb)} at the last collection)` : ''}; last output \`${a.tail?.at(-1) ?? '–'}\`${a.frames?.length ? `; failing in \`${a.frames[0]}\`` : ''}`
    : a.timedOut
      ? `${a.error} at ${gb(a.peakRssMb)}; last output \`${a.tail?.at(-1) ?? '–'}\``
      : `${a.error}; last output \`${a.tail?.at(-1) ?? '–'}\``;
  return `${heap}: ${where}`;
}

/** The growth section: the real site and each generated size, ours beside plain. */
function renderGrowth(r) {
  const L = [];
  const search = (f) => (f ? `${f.found} found; ${kb(f.bytes)} in ${num(f.requests)} requests${f.found.startsWith('0/') ? '' : `, typed → hit ${ms(f.typedToHitMs)}`}${f.indexBeforeClickBytes ? `; index already loaded with the page: ${kb(f.indexBeforeClickBytes)}` : ''}` : '–');
  L.push('## Growth: 1,000 and 3,000 generated articles');
  L.push('');
  L.push("Each size is the real `docs/` plus N generated articles (`bench/gen-fixture.mjs`: sentences, headings and code of the real articles re-sampled with a fixed seed, 50 to a sidebar group). Both sites are built from the same fixture, cold, with Node's default heap; a build that runs out of it is run once more with a 16 GB heap, and both attempts are listed. Up to 1,000 articles each site is built several times, the two sites in turns, and the median time and memory are reported (the same build varies by ±5 % from one minute to the next on this machine); above, once. **Peak memory** is the whole process tree's resident memory (sampled every 200 ms; at least the largest process's maximum from `/usr/bin/time -v`).");
  L.push('');
  L.push("**First search** is a reader's: the page is loaded and idle, then everything the browser transfers from the click on the search button (and the hover before it) until the hit is on screen, compressed as served, headers included; median of the samples. *marker* is a word that one generated article holds mid-sentence (the hit must be that article); *common* is \"" + (r.sites?.ours?.search?.word ?? '线程池') + "\", which most articles hold (any hit). Typed → hit includes the 150 ms debounce.");
  L.push('');
  L.push('| Articles | Site | Build | Peak memory | First search: marker | First search: common |');
  L.push('|---|---|---|---|---|---|');
  const real = (name) => r.builds?.[name];
  for (const name of ['ours', 'plain'])
    if (real(name)) L.push(`| real site (${real(name).pages} pages) | ${name} | ${ms(real(name).wallMs)} | ${gb(real(name).peakRssMb)} | – | ${search(r.sites[name].firstSearch)} |`);
  for (const row of r.scale) {
    for (const name of ['ours', 'plain']) {
      const b = row[name];
      if (!b) continue;
      const timed = (b.timing ?? []).filter((t) => !t.error);
      const runs = timed.length > 1 ? ` (median of ${timed.length}: ${timed.map((t) => ms(t.wallMs)).join(', ')})` : '';
      const build = b.error ? `did not build: ${attempt(b.attempts.at(-1))}` : `${ms(b.wallMs)}${runs}${b.heapMb ? ` (${b.heapMb / 1024} GB heap)` : ''}`;
      L.push(`| ${row.articles.toLocaleString('en')} (${b.pages ?? '–'} pages) | ${name} | ${build} | ${b.error ? '–' : gb(b.peakRssMb)} | ${search(b.firstSearch?.marker)} | ${search(b.firstSearch?.common)} |`);
    }
    if (row.ours?.wallMs && row.plain?.wallMs)
      L.push(`| | ours / plain | ${ratio(row.ours.wallMs, row.plain.wallMs)} | ${ratio(row.ours.peakRssMb, row.plain.peakRssMb)} | | |`);
  }
  L.push('');
  const failed = r.scale.flatMap((row) => ['ours', 'plain'].flatMap((name) => (row[name]?.attempts ?? []).filter((a) => a.error).map((a) => `- ${name}, ${row.articles.toLocaleString('en')} articles: ${attempt(a)}.`)));
  if (failed.length) L.push('Attempts that did not finish:', '', ...failed, '');
  const at = (n) => r.scale.find((row) => row.articles === n);
  const k = at(1000);
  if (k?.ours) {
    const m = k.ours.firstSearch?.marker;
    const afterDebounce = m?.typedToHitMs == null ? null : m.typedToHitMs - (r.sites?.ours?.search?.debounceMs ?? 150);
    const rows = [
      ['A first search transfers ≤ 150 KB compressed in total', m ? m.bytes <= 150 * 1024 : null, m ? `${kb(m.bytes)} (marker); ${kb(k.ours.firstSearch.common.bytes)} for the common word` : 'not measured'],
      ['Its first hit ≤ 300 ms after the debounce', afterDebounce == null ? null : afterDebounce <= 300, afterDebounce == null ? 'not found' : `${ms(afterDebounce)} after the debounce (typed → hit ${ms(m.typedToHitMs)})`],
      ['Build no slower than plain', k.plain?.wallMs ? k.ours.wallMs <= k.plain.wallMs : k.plain?.error ? true : null, `${ms(k.ours.wallMs)} vs ${k.plain?.wallMs ? ms(k.plain.wallMs) : k.plain?.error ?? '–'}`],
      ['Build no larger in memory than plain', k.plain?.peakRssMb && !k.plain.error ? k.ours.peakRssMb <= k.plain.peakRssMb : k.plain?.error ? true : null, `${gb(k.ours.peakRssMb)} vs ${k.plain && !k.plain.error ? gb(k.plain.peakRssMb) : '–'}`],
    ];
    const t = at(3000);
    if (t?.ours) rows.push(['At 3,000 articles the build finishes on this machine', !t.ours.error, t.ours.attempts.map(attempt).join('; then ')]);
    L.push('Targets at 1,000 generated articles (and 3,000):', '');
    L.push('| Target | Status | Measured (ours) |');
    L.push('|---|---|---|');
    for (const [name, ok, m2] of rows) L.push(`| ${name} | ${mark(ok)} | ${m2} |`);
    L.push('');
  }
  return L;
}

export function renderReport(r) {
  const o = r.sites.ours;
  const p = r.sites.plain;
  normalise(o.coldLoad);
  normalise(p.coldLoad);
  const L = [];
  L.push('# Benchmark: this blog vs. plain Rspress v2');
  L.push('');
  L.push(`Generated ${r.generatedAt} by \`npm run bench${r.mode === 'quick' ? ' -- --quick' : ''}\` (${r.mode} mode: ${r.lighthouseRuns} Lighthouse run(s) per page, ${r.samples} samples per timing). Raw numbers: [report.json](./report.json).`);
  L.push('');
  L.push('## How to read it');
  L.push('');
  L.push('- **ours** is this repository built as deployed (theme/, plugins, its own llms files). **plain** is Rspress v2 with its default theme and no plugins, built from the same `docs/` (`bench/plain/rspress.config.ts`, same base `/free-blog/`, clean URLs). Ratios are ours ÷ plain: below 1.00× is lighter or faster than plain.');
  L.push('- Both builds are served by `scripts/serve.mjs` on 127.0.0.1 with gzip/brotli, as a CDN would; bytes are **on the wire** (compressed body + headers). There is no network latency locally, so times are CPU-bound.');
  L.push('- Lighthouse 12 runs with its default **mobile** preset (simulated slow 4G and 4× CPU slowdown), in Debian Chromium with the project\'s launch flags; the table shows the **median** of the runs. Scores are 0–100; FCP/LCP/TBT are simulated milliseconds.');
  L.push('- Search and navigation times are measured inside the page with `performance.now()` (desktop viewport, no throttling): *open → first hit* is from just before Ctrl+K (which also starts loading the dialog and the index), through typing the word, to the first `.rp-suggest-item` in the DOM, so it **includes the 150 ms input debounce** and the test driver\'s round trips between opening and typing; *typed → first hit* is from the input event of the typed word to that first hit (the target\'s measure: it minus the debounce is the time spent searching and rendering); *keystroke → update* is from the input event of one more typed character to the hit list changing (also includes the debounce). Navigation is from the click on the pager\'s "下一页" to the new H1 being rendered.');
  L.push('- Build time is wall-clock of a **cold** `rspress build` (`RSPRESS_PERSISTENT_CACHE=false`); for the real site it is the **median of 3 builds** per site in full mode (ours and plain taking turns; all runs listed under the build table); for the generated sites up to 1,000 articles the median of 3 builds taken in turns (every run listed in the Growth table), above that one build each. Peak memory is the maximum RSS reported by `/usr/bin/time -v` (for the generated sites, of the whole process tree). The machine has 2 cores shared with other work, so times carry noise of roughly ±20 %; compare ratios of runs made together, not absolute numbers across reports.');
  L.push('- This is a report, not a test. `npm test` times nothing.');
  L.push('');

  // Targets
  const pages = Object.keys(o.lighthouse);
  const lhAll = (key, target) => pages.every((pg) => o.lighthouse[pg].median[key] >= target);
  const ourJs = o.coldLoad.byKind.js?.bytes ?? 0;
  const plainJs = p.coldLoad.byKind.js?.bytes ?? 0;
  const buildRatio = r.builds.ours && r.builds.plain ? r.builds.ours.wallMs / r.builds.plain.wallMs : null;
  // Older reports have no typed → first hit; they measured the target from opening.
  const searchAfterDebounce = (o.search.typedToFirstHitMs ?? o.search.openToFirstHitMs).median - o.search.debounceMs;
  const targets = [
    ['Lighthouse performance 100 on home, article, overview', lhAll('performance', 100), pages.map((pg) => `${pg} ${num(o.lighthouse[pg].median.performance)}`).join(', ')],
    ['Accessibility 100', lhAll('accessibility', 100), pages.map((pg) => `${pg} ${num(o.lighthouse[pg].median.accessibility)}`).join(', ')],
    ['Best practices 100', lhAll('bestPractices', 100), pages.map((pg) => `${pg} ${num(o.lighthouse[pg].median.bestPractices)}`).join(', ')],
    ['SEO 100', lhAll('seo', 100), pages.map((pg) => `${pg} ${num(o.lighthouse[pg].median.seo)}`).join(', ')],
    ['CLS 0', pages.every((pg) => o.lighthouse[pg].median.cls === 0), pages.map((pg) => `${pg} ${num(o.lighthouse[pg].median.cls, 3)}`).join(', ')],
    ['First-load JS of an article ≤ 0.8 × plain', ourJs <= 0.8 * plainJs, `${kb(ourJs)} vs ${kb(plainJs)} = ${ratio(ourJs, plainJs)}`],
    ['No comments / analytics / zoom / search index before needed', !o.coldLoad.commentsFetched && !o.coldLoad.analyticsFetched && !o.coldLoad.zoomFetched && !o.coldLoad.searchIndexFetched && !o.coldLoad.codeInFirstLoadJs.comments && !o.coldLoad.codeInFirstLoadJs.zoom && !o.coldLoad.codeInFirstLoadJs.analytics, `requested on load: comments ${yes(o.coldLoad.commentsFetched)}, analytics ${yes(o.coldLoad.analyticsFetched)}, zoom ${yes(o.coldLoad.zoomFetched)}, search index ${yes(o.coldLoad.searchIndexFetched)}; library inside the first-load JS: Giscus ${yes(o.coldLoad.codeInFirstLoadJs.comments)}, gtag ${yes(o.coldLoad.codeInFirstLoadJs.analytics)}, medium-zoom ${yes(o.coldLoad.codeInFirstLoadJs.zoom)}, FlexSearch ${yes(o.coldLoad.codeInFirstLoadJs.searchEngine)} (remote search is off in the shipped config)`],
    ['Search first hit ≤ 150 ms after the debounce', searchAfterDebounce <= 150, `${ms(searchAfterDebounce)} after the debounce (typed → first hit ${ms((o.search.typedToFirstHitMs ?? o.search.openToFirstHitMs).median)}); ${ms(o.search.openToFirstHitMs.median)} from opening the dialog`],
    ['Search: what loads before a query ≤ 60 KB compressed', o.searchIndex.gzipBytes <= 60 * 1024, `${kb(o.searchIndex.gzipBytes)} gzip (${kb(o.searchIndex.rawBytes)} raw)${o.searchIndex.sharded ? `: the shard manifest; a query then fetches a few of the ${o.searchIndex.sharded.shards.files} gram shards (${kb(o.searchIndex.sharded.avgShardGzip)} gzip on average) and its candidate pages (${kb(o.searchIndex.sharded.avgPageGzip)} each)` : o.searchIndex.fullText ? `: the compact index of a report made before the index was sharded (its full-text file, fetched on the first query: ${kb(o.searchIndex.fullText.gzipBytes)} gzip); see the 1,000-article section below` : ''}`],
    ['Build time ≤ 1.3 × plain', buildRatio == null ? null : buildRatio <= 1.3, r.builds.ours ? `${ms(r.builds.ours.wallMs)} vs ${ms(r.builds.plain.wallMs)} = ${ratio(r.builds.ours.wallMs, r.builds.plain.wallMs)}` : 'not built in this run'],
  ];
  L.push('## Targets');
  L.push('');
  L.push('| Target | Status | Measured (ours) |');
  L.push('|---|---|---|');
  for (const [t, ok, m] of targets) L.push(`| ${t} | ${mark(ok)} | ${m} |`);
  L.push('');

  // Lighthouse
  L.push('## Lighthouse (mobile, median)');
  L.push('');
  L.push('| Page | Site | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS |');
  L.push('|---|---|---|---|---|---|---|---|---|---|');
  for (const pg of pages) {
    for (const [name, s] of [['ours', o], ['plain', p]]) {
      const m = s.lighthouse[pg].median;
      L.push(`| ${pg} \`${s.lighthouse[pg].route}\` | ${name} | ${num(m.performance)} | ${num(m.accessibility)} | ${num(m.bestPractices)} | ${num(m.seo)} | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${num(m.cls, 3)} |`);
    }
    const a = o.lighthouse[pg].median;
    const b = p.lighthouse[pg].median;
    L.push(`| | ours / plain | ${ratio(a.performance, b.performance)} | ${ratio(a.accessibility, b.accessibility)} | ${ratio(a.bestPractices, b.bestPractices)} | ${ratio(a.seo, b.seo)} | ${ratio(a.fcpMs, b.fcpMs)} | ${ratio(a.lcpMs, b.lcpMs)} | ${ratio(a.tbtMs, b.tbtMs)} | – |`);
  }
  L.push('');
  L.push('Audits below a full score (ours, first run):');
  L.push('');
  for (const pg of pages) {
    const nf = o.lighthouse[pg].notFull;
    const parts = Object.entries(nf).filter(([, v]) => v.length).map(([k, v]) => `**${k}**: ${v.join(', ')}`);
    L.push(`- ${pg}: ${parts.length ? parts.join('; ') : 'none'}`);
  }
  L.push('');

  // Cold load
  L.push(`## Cold first load of a long article (\`${o.coldLoad.route}\`)`);
  L.push('');
  L.push('Fresh browser context, page load plus 3 s of idle time (so anything fetched ahead without a sign from the reader is counted).');
  L.push('');
  const kinds = ['html', 'js', 'css', 'images', 'fonts', 'searchIndex', 'other'];
  L.push('| | ours | plain | ours / plain |');
  L.push('|---|---|---|---|');
  L.push(`| Requests | ${o.coldLoad.requests} | ${p.coldLoad.requests} | ${ratio(o.coldLoad.requests, p.coldLoad.requests)} |`);
  for (const k of kinds) {
    const a = o.coldLoad.byKind[k];
    const b = p.coldLoad.byKind[k];
    if (!a && !b) continue;
    L.push(`| ${k} bytes (requests) | ${kb(a?.bytes ?? 0)} (${a?.requests ?? 0}) | ${kb(b?.bytes ?? 0)} (${b?.requests ?? 0}) | ${ratio(a?.bytes ?? 0, b?.bytes ?? 0)} |`);
  }
  L.push(`| **Total bytes** | **${kb(o.coldLoad.totalBytes)}** | **${kb(p.coldLoad.totalBytes)}** | ${ratio(o.coldLoad.totalBytes, p.coldLoad.totalBytes)} |`);
  L.push(`| Search index fetched | ${yes(o.coldLoad.searchIndexFetched)} | ${yes(p.coldLoad.searchIndexFetched)} | |`);
  L.push(`| Comments code fetched | ${yes(o.coldLoad.commentsFetched)} | ${yes(p.coldLoad.commentsFetched)} | |`);
  L.push(`| Analytics fetched | ${yes(o.coldLoad.analyticsFetched)} | ${yes(p.coldLoad.analyticsFetched)} | |`);
  L.push(`| Image-zoom code fetched | ${yes(o.coldLoad.zoomFetched)} | ${yes(p.coldLoad.zoomFetched)} | |`);
  for (const [k, label] of [['comments', 'Giscus library'], ['analytics', 'gtag library'], ['zoom', 'medium-zoom library'], ['searchEngine', 'search engine (FlexSearch)']])
    L.push(`| ${label} inside the first-load JS | ${yes(o.coldLoad.codeInFirstLoadJs[k])} | ${yes(p.coldLoad.codeInFirstLoadJs[k])} | |`);
  L.push('');
  L.push(REMAINING_JS);
  L.push('');
  L.push('<details><summary>Every response (ours)</summary>');
  L.push('');
  L.push('| Kind | Bytes | URL |');
  L.push('|---|---|---|');
  for (const x of [...o.coldLoad.responses].sort((a, b) => b.bytes - a.bytes)) L.push(`| ${x.kind} | ${kb(x.bytes)} | \`${x.url}\` |`);
  L.push('');
  L.push('</details>');
  L.push('');

  // Search and navigation
  L.push('## Search and navigation (median)');
  L.push('');
  L.push('| | ours | plain | ours / plain |');
  L.push('|---|---|---|---|');
  L.push(`| Search "${o.search.prefix ?? o.search.word}": open → first hit (incl. ${o.search.debounceMs} ms debounce) | ${ms(o.search.openToFirstHitMs.median)} | ${ms(p.search.openToFirstHitMs.median)} | ${ratio(o.search.openToFirstHitMs.median, p.search.openToFirstHitMs.median)} |`);
  if (o.search.typedToFirstHitMs && p.search.typedToFirstHitMs) L.push(`| Search "${o.search.prefix}" typed → first hit (incl. ${o.search.debounceMs} ms debounce) | ${ms(o.search.typedToFirstHitMs.median)} | ${ms(p.search.typedToFirstHitMs.median)} | ${ratio(o.search.typedToFirstHitMs.median, p.search.typedToFirstHitMs.median)} |`);
  L.push(`| Search: keystroke → updated hits (incl. debounce) | ${ms(o.search.keystrokeToUpdateMs.median)} | ${ms(p.search.keystrokeToUpdateMs.median)} | ${ratio(o.search.keystrokeToUpdateMs.median, p.search.keystrokeToUpdateMs.median)} |`);
  L.push(`| Pager "下一页" click → new H1 (\`${o.navigation.to}\`) | ${ms(o.navigation.clickToH1Ms.median)} | ${ms(p.navigation.clickToH1Ms.median)} | ${ratio(o.navigation.clickToH1Ms.median, p.navigation.clickToH1Ms.median)} |`);
  for (const [name, site] of [['ours', o], ['plain', p]])
    if (site.search.errors?.length) L.push(`| ${name}: search samples that failed | ${site.search.errors.length} of ${r.samples}: ${site.search.errors[0]} | | |`);
  if (o.searchIndex.sharded)
    L.push(`| ours: gram shards / page files, of which a query fetches a few (gzip, average) | ${kb(o.searchIndex.sharded.avgShardGzip)} / ${kb(o.searchIndex.sharded.avgPageGzip)} | | |`);
  L.push(`| Search index loaded first (gzip / raw) | ${kb(o.searchIndex.gzipBytes)} / ${kb(o.searchIndex.rawBytes)} | ${kb(p.searchIndex.gzipBytes)} / ${kb(p.searchIndex.rawBytes)} | ${ratio(o.searchIndex.gzipBytes, p.searchIndex.gzipBytes)} |`);
  L.push('');

  // Builds
  L.push('## Build cost');
  L.push('');
  L.push('| Site | Pages | Articles generated | Wall time | Peak RSS | Search index gzip (raw) |');
  L.push('|---|---|---|---|---|---|');
  for (const name of ['ours', 'plain']) {
    const b = r.builds[name];
    if (b) L.push(`| ${name} (real site)${b.reused ? ' ¹' : ''} | ${b.pages} | 0 | ${ms(b.wallMs)} | ${b.peakRssMb} MB | ${kb(r.sites[name].searchIndex.gzipBytes)} (${kb(r.sites[name].searchIndex.rawBytes)}) |`);
  }
  for (const row of r.scale) {
    for (const name of ['ours', 'plain']) {
      const b = row[name];
      if (!b) continue;
      if (b.error) L.push(`| ${name} | – | ${row.articles} | failed: ${b.error.split('\n')[0]} | | |`);
      else L.push(`| ${name}${b.heapMb ? ` (${b.heapMb / 1024} GB heap)` : ''} | ${b.pages} | ${row.articles} | ${ms(b.wallMs)} | ${b.peakRssMb} MB | ${kb(b.searchIndex.gzipBytes)} (${kb(b.searchIndex.rawBytes)}) |`);
    }
  }
  if (r.builds.ours && r.builds.plain) L.push(`| ours / plain (real site) | | | ${ratio(r.builds.ours.wallMs, r.builds.plain.wallMs)} | ${ratio(r.builds.ours.peakRssMb, r.builds.plain.peakRssMb)} | |`);
  for (const row of r.scale) {
    if (row.ours?.wallMs && row.plain?.wallMs)
      L.push(`| ours / plain (${row.articles} generated) | | | ${ratio(row.ours.wallMs, row.plain.wallMs)} | ${ratio(row.ours.peakRssMb, row.plain.peakRssMb)} | ${ratio(row.ours.searchIndex.gzipBytes, row.plain.searchIndex.gzipBytes)} |`);
  }
  const runsOf = (name) => r.builds[name]?.runs;
  if (runsOf('ours')?.length > 1 || runsOf('plain')?.length > 1)
    L.push('', `Real-site builds, every run in order: ours ${(runsOf('ours') ?? []).map(ms).join(', ')}; plain ${(runsOf('plain') ?? []).map(ms).join(', ')}.`);
  if (Object.values(r.builds).some((b) => b.reused)) L.push('', '¹ Build measured by an earlier run of the bench (`--skip-build` reused its output and numbers).');
  if (!r.scale.length) L.push('', '_Generated-site builds are skipped in quick mode; run `npm run bench` for the 1,000 and 3,000 article rows._');
  L.push('');
  if (r.scale.some((row) => row.ours?.attempts)) L.push(...renderGrowth(r));
  // Runs beside VitePress, Starlight and Docusaurus come from ../shared/bench (a different harness);
  // their tables are kept by hand in bench/PEERS.md, the findings of one question each (a profile, a cut
  // and its before/after) in bench/FINDINGS.md, and before/after comparisons of one change (two builds,
  // bench/first-load-bytes.mjs --compare) in bench/BEFORE-AFTER.md; shown here as they are.
  for (const name of ['PEERS.md', 'FINDINGS.md', 'BEFORE-AFTER.md']) {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), name);
    if (fs.existsSync(file)) L.push(fs.readFileSync(file, 'utf8').trim(), '');
  }
  return `${L.join('\n')}\n`;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'REPORT.md'), renderReport(report));
  console.log('wrote bench/REPORT.md');
}
