import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEPT_ROUTES, sourceStemOf } from '../e2e/routes';
import { folderOf } from '../../site/shared/routes';
import { reviewProblems } from '../../site/shared/review';
import { checkDocs, formatProblem } from '../../plugins/content-check';
import { codeBlocks, DOCS, headings, isArticle, listPageFiles, readPage, withoutCode } from './docs';

const pages = listPageFiles().map(readPage);
const byRoute = new Map(pages.map((p) => [p.route, p]));

describe('routes', () => {
  // The pages other sites link to must exist; any other page is welcome (routes are derived from docs/).
  it.each(KEPT_ROUTES)('%s exists as a page', (route) => {
    const stem = path.join(path.dirname(DOCS), sourceStemOf(route));
    expect(fs.existsSync(`${stem}.md`) || fs.existsSync(`${stem}.mdx`), `${stem}.md(x)`).toBe(true);
    expect(byRoute.has(route)).toBe(true);
  });

  it('gives every page its own route', () => {
    const routes = pages.map((p) => p.route);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('keeps the slugs that are spelled oddly but linked from elsewhere', () => {
    for (const f of ['rust/error/rust-Result.md', 'work/java/docker-nacos-hosname.md', 'work/other/docker-nacos-hosname.md']) {
      expect(fs.existsSync(path.join(DOCS, f)), f).toBe(true);
    }
  });
});

describe.each(pages.map((p) => [p.route, p] as const))('%s', (_route, page) => {
  const fm = page.frontmatter;

  it('has a Chinese description of sensible length, in plain text', () => {
    expect(typeof fm.description).toBe('string');
    const d = String(fm.description);
    expect(d).toMatch(/[\u4e00-\u9fff]/);
    expect(d.length).toBeGreaterThanOrEqual(20);
    expect(d.length).toBeLessThanOrEqual(200);
    expect(d, "no Markdown in a description").not.toMatch(/[`*]|\]\(/);
  });

  if (page.route === '/') {
    it('is the home page', () => expect(fm.pageType).toBe('home'));
    return;
  }

  it('has a title and one H1 equal to it', () => {
    expect(typeof fm.title).toBe('string');
    const h1 = headings(page.body).filter((h) => h.depth === 1);
    expect(h1.map((h) => h.text)).toEqual([fm.title]);
  });

  it('uses headings h2 to h4 without skipping a level', () => {
    const hs = headings(page.body).filter((h) => h.depth > 1);
    let prev = 1;
    for (const h of hs) {
      expect(h.depth, `line ${h.line}: ${h.text}`).toBeLessThanOrEqual(4);
      expect(h.depth, `line ${h.line} skips a level: ${h.text}`).toBeLessThanOrEqual(prev + 1);
      prev = h.depth;
    }
  });

  if (isArticle(page)) {
    it('has a first-published date', () => {
      expect(fm.date).toMatch(/^20\d\d-\d\d-\d\d$/);
    });
  }

  // Every article of a section is technical and carries its accuracy check (site/shared/review.ts); the
  // pages at the root (the Hello demo) are not articles of a subject.
  if (isArticle(page) && folderOf(page.route) !== '/' && fm.draft !== true) {
    it('records when its claims were last checked, and against what (reviewed, reviewedVersions)', () => {
      expect(reviewProblems(fm)).toEqual([]);
    });

    // Tags drive the tag pages and related posts (site/shared/posts.ts): 2–5 of them, shared with other posts.
    it('has 2–5 tags, at least one shared with another article', () => {
      const tags = (fm.tags ?? []) as string[];
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(5);
      const others = pages.filter((p) => p !== page).flatMap((p) => ((p.frontmatter.tags ?? []) as string[]).map((t) => t.toLowerCase()));
      expect(tags.some((t) => others.includes(t.toLowerCase()))).toBe(true);
    });
  }

  it('closes every ::: container on a line of its own, after a blank line', () => {
    // Directly after a list item, ':::' is read as part of that item, the container never closes
    // and the reader sees ':::tip' as text.
    const lines = withoutCode(page.body).split('\n');
    lines.forEach((line, i) => {
      if (line.trim() === ':::') expect(lines[i - 1]?.trim(), `line ${i + 1}`).toBe('');
    });
  });

  it('uses only in-page live previews (plugins/preview ships no iframe modes)', () => {
    const iframe = codeBlocks(page.body)
      .map((b) => `${b.line}: \`\`\`${b.lang} ${b.meta}`)
      .filter((l) => /\bpreview\b.*\biframe/.test(l));
    expect(iframe, 'a ```tsx preview="iframe-…" block: write ```tsx preview (in-page) instead').toEqual([]);
  });

  it('does not say it is still being written (that is what `draft: true` is for)', () => {
    expect(/正在撰写中/.test(withoutCode(page.body))).toBe(false);
  });
});

describe("the build's content check (plugins/content-check)", () => {
  // Front matter schema, Markdown structure, images, raw HTML, links to drafts: site/node/pageCheck.ts, whose
  // own tests show each mistake failing. Here: docs/ as it is has none of them, not even a warning, and
  // every article in a section carries its accuracy record.
  it('finds no problem in docs/, drafts included', () => {
    expect(checkDocs(DOCS, { requireReview: true }).map((p) => formatProblem('docs', p))).toEqual([]);
  });

  it('no index page is a draft (a section is published with its first post)', () => {
    const drafts = listPageFiles({ drafts: true }).map(readPage).filter((p) => p.frontmatter.draft === true);
    expect(drafts.filter((p) => !isArticle(p)).map((p) => p.file)).toEqual([]);
  });
});
