import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../plugins/post-build';
import { BuiltPage } from '../../plugins/post-build/page';
import { treeElements } from '../../plugins/post-build/treeElements';

// The post-build pass reads each built page with parse5's tokenizer (plugins/post-build/page.ts), not
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
// (site/readingTime.ts). Over the production build, every article shows the count of its own source.
describe('reading time in the production build', () => {
  it('is, on every article, the count of its Markdown source', async () => {
    const { isArticle, listPageFiles, readPage } = await import('../content/docs');
    const { readingTime, readingTimeLabel } = await import('../../site/readingTime');
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
