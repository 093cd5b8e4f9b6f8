#!/usr/bin/env node
// Generates the benchmark's large-site fixture: a copy of docs/ plus N articles of realistic
// Chinese technical text (sentences, headings and code blocks re-sampled from the real articles
// with a seeded random generator, so every run produces the same site).
//   node bench/gen-fixture.mjs 1000 [outDir]   -> bench/out/fixture-1000/docs (git-ignored)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks, proseLines } from '../site/node/markdown.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = path.join(REPO, 'docs');

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function listMarkdown(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'public' ? [] : listMarkdown(abs);
    return /\.mdx?$/.test(e.name) ? [abs] : [];
  });
}

// A word in no real article, written mid-sentence into one generated article (60 % of the way through
// the series, so it is neither the first nor the last page): the benchmark's first search looks for it,
// as a reader looks for a term they remember from one post.
export const MARKER_WORD = '鹦鹉螺骨针';
export const markerArticle = (count) => Math.floor(count * 0.6);

const CODE_LANGS = ['rust', 'java', 'sql', 'bash', 'toml', 'text', 'yaml', 'json'];

/** Sentences, headings and code blocks of the real articles (code found by site/node/markdown.mjs). */
export function corpus(docsDir = DOCS) {
  const sentences = [];
  const headings = [];
  const code = [];
  for (const file of listMarkdown(docsDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const mdx = file.endsWith('.mdx');
    for (const b of codeBlocks(text, { mdx })) {
      const lang = /^\w*/.exec(b.lang)[0] || 'text';
      const lines = b.bodyLines ? b.value.split('\n').length : 0;
      if (b.closed && CODE_LANGS.includes(lang) && lines <= 40 && lines > 2) code.push({ lang, body: b.value });
    }
    for (const line of proseLines(text, { mdx })) {
      const h = /^#{2,3}\s+(.+)$/.exec(line);
      if (h) {
        headings.push(h[1].replace(/[`*[\]()<>{}#]/g, '').trim());
        continue;
      }
      if (!line.trim() || /^\s*([|>#\-*+:!<]|\d+\.)/.test(line)) continue;
      const clean = line
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[<>{}|]/g, '')
        .trim();
      for (const s of clean.split(/(?<=[。！？])/)) {
        const t = s.trim();
        // Keep sentences with balanced inline code and real Chinese content.
        if (t.length >= 12 && t.length <= 160 && /[\u4e00-\u9fff]/.test(t) && (t.match(/`/g) ?? []).length % 2 === 0) sentences.push(t);
      }
    }
  }
  return { sentences, headings: headings.filter((h) => h.length >= 2 && h.length <= 40), code };
}

export function generateFixture(count, outDir = path.join(REPO, 'bench/out', `fixture-${count}`)) {
  const docsOut = path.join(outDir, 'docs');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(DOCS, docsOut, { recursive: true });
  const { sentences, headings, code } = corpus();
  const rand = mulberry32(20260221 + count);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const between = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const paragraph = (n) => Array.from({ length: n }, () => pick(sentences)).join('');
  const perDir = 50;
  const genRoot = path.join(docsOut, 'gen');
  const dirs = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const dir = `part-${String(Math.floor(i / perDir) + 1).padStart(2, '0')}`;
    if (!dirs.includes(dir)) {
      dirs.push(dir);
      fs.mkdirSync(path.join(genRoot, dir), { recursive: true });
    }
    const slug = `article-${String(i + 1).padStart(4, '0')}`;
    // At most 40 characters, and no space at the cut: the content check holds the H1 to the title.
    const title = `${pick(headings)}（第 ${i + 1} 篇）`.slice(0, 40).trim();
    const description = paragraph(2).replace(/`/g, '').slice(0, 100);
    const date = new Date(Date.UTC(2016, 0, 1) + i * 86_400_000).toISOString().slice(0, 10); // 3,000 days end in 2024
    const out = [`---`, `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(description)}`, `date: ${date}`, `---`, '', `# ${title}`, ''];
    out.push(`> 本文环境：基准测试生成的示例文章（第 ${i + 1} 篇）`, '', paragraph(between(2, 4)), '');
    if (i === markerArticle(count)) out.push(`${pick(sentences)}以${MARKER_WORD}为例，${pick(sentences)}`, '');
    const sections = between(5, 9);
    for (let s = 1; s <= sections; s++) {
      out.push(`## ${s}. ${pick(headings)}`, '');
      for (let p = between(2, 4); p > 0; p--) out.push(paragraph(between(2, 5)), '');
      if (rand() < 0.45) {
        const c = pick(code);
        out.push('```' + c.lang, c.body, '```', '');
      }
      if (rand() < 0.3) {
        out.push(`### ${s}.1 ${pick(headings)}`, '', paragraph(between(2, 4)), '');
      }
    }
    const text = out.join('\n');
    bytes += Buffer.byteLength(text);
    fs.writeFileSync(path.join(genRoot, dir, `${slug}.md`), text);
  }
  fs.writeFileSync(
    path.join(genRoot, '_meta.json'),
    JSON.stringify(dirs.map((d) => ({ type: 'dir', name: d, label: `生成文章 ${d}`, collapsible: true, collapsed: true })), null, 2),
  );
  const m = markerArticle(count);
  const markerRoute = `/gen/part-${String(Math.floor(m / perDir) + 1).padStart(2, '0')}/article-${String(m + 1).padStart(4, '0')}`;
  return { docsDir: docsOut, articles: count, markdownBytes: bytes, marker: { word: MARKER_WORD, route: markerRoute } };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const count = Number(process.argv[2] ?? 1000);
  const result = generateFixture(count, process.argv[3]);
  console.log(`wrote ${result.articles} articles (${(result.markdownBytes / 1024).toFixed(0)} KiB of Markdown) to ${path.relative(REPO, result.docsDir)}`);
}
