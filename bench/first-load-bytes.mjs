#!/usr/bin/env node
// The bytes an article's first load needs, from a build folder alone (no browser, no prefetches): its
// HTML, every script and style sheet the HTML names (the paint-first loader lists the scripts as
// strings), each compressed with brotli (quality 11, as a CDN serves static files) and summed.
//
//   node bench/first-load-bytes.mjs <build dir> [route …]      (default route: /work/java/java-thread-pool)
//   node bench/first-load-bytes.mjs --compare <before dir> <after dir> [route …]
//
// Used to compare two builds of the same docs (before and after a change): a report, not a test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const brotli = (buf) => zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function firstLoadBytes(dir, route) {
  const html = path.join(dir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
  const text = fs.readFileSync(html);
  const assets = [...new Set([...text.toString('utf8').matchAll(/static\/(?:js|css)\/[\w./-]+?\.(?:js|css)(?=["'\s])/g)].map((m) => m[0]))];
  const files = assets.map((a) => ({ file: a, bytes: brotli(fs.readFileSync(path.join(dir, a))) }));
  return { html: brotli(text), files, total: brotli(text) + files.reduce((s, f) => s + f.bytes, 0) };
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;
const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const [, before, after, ...routes] = args;
  console.log('| route | before | after | difference |\n|---|---|---|---|');
  for (const route of routes.length ? routes : ['/work/java/java-thread-pool']) {
    const a = firstLoadBytes(before, route).total;
    const b = firstLoadBytes(after, route).total;
    console.log(`| \`${route}\` | ${kb(a)} | ${kb(b)} | ${b >= a ? '+' : '−'}${kb(Math.abs(b - a))} |`);
  }
} else if (args[0]) {
  for (const route of args.slice(1).length ? args.slice(1) : ['/work/java/java-thread-pool']) {
    const r = firstLoadBytes(args[0], route);
    console.log(`${route}: html ${kb(r.html)}, ${r.files.map((f) => `${path.basename(f.file)} ${kb(f.bytes)}`).join(', ')}; total ${kb(r.total)} brotli`);
  }
}
