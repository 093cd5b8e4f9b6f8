import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../plugins/output/html';
import { BuiltPage } from '../../plugins/output/page';
import { treeElements } from '../support/treeElements';

// The post-build pass reads each built page with parse5's tokenizer (plugins/output/page.ts), not
// its tree builder. Over every page of the production build (npm test builds it just before this
// step), the elements it finds are those of the full tree. The build has already been rewritten by the
// pass: its scripts are the loader and the CSP meta's page, which is what the next build will read too.
const OUT = path.resolve(process.env.BLOG_OUT_DIR ?? 'doc_build');

describe('the post-build page model over the production build', () => {
  it('finds, on every page, the head, meta, link and script elements (offsets, attributes, text) a full parse finds', () => {
    if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error(`No build in ${OUT}: run \`npx rspress build\` first.`);
    const files = htmlFiles(OUT);
    expect(files.length).toBeGreaterThan(50);
    let scripts = 0;
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const mine = [...new BuiltPage(source).elements].sort((a, b) => a.start - b.start);
      expect(mine, path.relative(OUT, file)).toEqual(treeElements(source));
      scripts += mine.filter((e) => e.tag === 'script').length;
    }
    expect(scripts).toBeGreaterThan(files.length);
  });
});

// The reading time of a page comes from the content check's parse when the file imports nothing
// (site/node/readingTime.ts). Over the production build, every article shows the count of its own source.
describe('reading time in the production build', () => {
  it('is, on every article, the count of its Markdown source', async () => {
    const { isArticle, listPageFiles, readPage } = await import('../content/docs');
    const { readingTime } = await import('../../site/node/readingTime');
    const { readingTimeLabel } = await import('../../site/shared/readingTime');
    let checked = 0;
    for (const file of listPageFiles()) {
      const page = readPage(file);
      const html = path.join(OUT, `${page.route.replace(/^\//, '')}.html`);
      if (!isArticle(page) || !fs.existsSync(html)) continue;
      const shown = /class="fb-reading-time"[^>]*>([^<]+)</.exec(fs.readFileSync(html, 'utf8'))?.[1];
      if (shown === undefined) continue; // pages without the line (the e2e tests say which)
      expect(shown, file).toBe(readingTimeLabel(readingTime(page.body)));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

// The Markdown copies (plugins/output/llms.ts, site/node/llms.ts): one beside every page, and every URL of the site
// they hold (links to other copies, images published beside them, files of public/) is a file of the
// build. A copy is the author's Markdown: no front matter, no MDX import line, no code block that
// still names the file it takes its text from.
describe('the Markdown copies in the production build', () => {
  it('exist for every page, and every site URL in them is a file of the build', async () => {
    const { readMarkdown, withoutCode } = await import('../../site/node/markdown.mjs');
    const base = '/free-blog/';
    const copies = htmlFiles(OUT)
      .map((f) => path.relative(OUT, f).split(path.sep).join('/'))
      .filter((f) => f !== '404.html')
      .map((f) => f.replace(/\.html$/, '.md'));
    expect(copies.length).toBeGreaterThan(50);
    const urls = new Set<string>();
    for (const file of copies) {
      const abs = path.join(OUT, file);
      expect(fs.existsSync(abs), file).toBe(true);
      const text = fs.readFileSync(abs, 'utf8');
      expect(text, file).toMatch(/^# \S/);
      expect(withoutCode(text), file).not.toMatch(/^import\s.+from\s/m);
      const visit = (node: { type: string; url?: string; meta?: string | null; children?: unknown[] }) => {
        if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url?.startsWith(base)) urls.add(node.url);
        if (node.type === 'code') expect(node.meta ?? '', file).not.toMatch(/(^|\s)file=/);
        for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
      };
      visit(readMarkdown(text).tree as never);
    }
    expect([...urls].filter((u) => /\.md(#|$)/.test(u)).length).toBeGreaterThan(40);
    expect([...urls].some((u) => /\/images\/.+\.svg$/.test(u))).toBe(true);
    const missing = [...urls].filter((u) => !fs.existsSync(path.join(OUT, decodeURI(u.slice(base.length).replace(/#.*$/, '')))));
    expect(missing).toEqual([]);
  });

  it('are listed in llms.txt (every page but the home page) and held whole in llms-full.txt', () => {
    const txt = fs.readFileSync(path.join(OUT, 'llms.txt'), 'utf8');
    const full = fs.readFileSync(path.join(OUT, 'llms-full.txt'), 'utf8');
    for (const file of htmlFiles(OUT).map((f) => path.relative(OUT, f).split(path.sep).join('/')).filter((f) => f !== '404.html')) {
      const url = `/free-blog/${file.replace(/\.html$/, '.md')}`;
      if (file !== 'index.html') expect(txt, url).toContain(`](${url})`);
      expect(full, url).toContain(`---\nurl: ${url}\n---\n\n${fs.readFileSync(path.join(OUT, file.replace(/\.html$/, '.md')), 'utf8')}`);
    }
  });
});

// The content check finds dead anchors from its own model of Rspress's heading ids (site/node/anchors.ts).
// Over the production build, that model gives exactly the ids of every page's headings.
describe('heading anchors in the production build', () => {
  it("are, on every page, the ids the content check's model gives", async () => {
    const { listPageFiles, readPage } = await import('../content/docs');
    const { readMarkdown } = await import('../../site/node/markdown.mjs');
    const { headingAnchors } = await import('../../site/node/anchors');
    let checked = 0;
    for (const file of listPageFiles()) {
      const page = readPage(file);
      const stem = page.route === '/' ? 'index' : page.route.endsWith('/') ? `${page.route.slice(1)}index` : page.route.slice(1);
      const html = path.join(OUT, `${stem}.html`);
      if (!fs.existsSync(html)) continue;
      const text = fs.readFileSync(path.resolve('docs', file), 'utf8');
      const doc = /<div class="rp-doc[^"]*"[^>]*>([\s\S]*?)<\/main>/.exec(fs.readFileSync(html, 'utf8'))?.[1];
      if (doc === undefined) continue; // the home page: no doc content
      // (the theme's own headings, the comments' title, are ours: fb-…)
      const built = [...doc.matchAll(/<h[1-6][^>]*\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1])).filter((id) => !id.startsWith('fb-'));
      const model = [...headingAnchors(readMarkdown(text, { mdx: file.endsWith('.mdx') }).tree as never)];
      // An overview page lists its section after its own text, each group under a heading of the theme's.
      expect(page.frontmatter.overview ? built.slice(0, model.length) : built, file).toEqual(model);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
