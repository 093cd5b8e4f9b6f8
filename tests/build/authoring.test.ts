// What the author meets, built for real: a copy of the fixture site (tests/fixtures/site: a few pages of
// every shape the plugins handle, built by the same config as docs/) gets a new post and a draft (both
// started with `npm run new`, scripts/new.mjs), a folded sidebar group and a series put in order by `order`,
// and is built for production; then one mistake at a time, each of which must stop the build with one line
// naming the file, and no stack trace. A copy of the small site, not of docs/: the same plugins meet the same
// shapes, and a build takes seconds, not half a minute; nothing here names an article of the blog.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import { projectBin } from '../../scripts/bin.mjs';
import { createPost } from '../../scripts/new.mjs';
import { DESCRIPTION_PLACEHOLDER, ENVIRONMENT_PLACEHOLDER } from '../../site/node/newPost.mjs';
import { FIXTURE_PAGES } from '../e2e/fixture-site/site';
import { buildSite } from '../support/buildSite';
import { FIXTURE_ROOT } from '../support/fixtureRoot';
import { fixtureSiteCopies } from '../support/fixtureSite';

const ROOT = path.resolve(__dirname, '../..');
// Inside the repository: Rsbuild warns about (and does not clean) an output folder outside it. Each build has
// a folder of its own in it (the mistakes are built side by side).
const OUT = path.join(ROOT, 'test-results', 'build-authoring');
const PUBLISHED = 'published';
const TODAY = new Date().toISOString().slice(0, 10);

const POST = { section: 'notes', slug: 'notes-build-probe', title: '构建探针：一篇新文章' };
const DRAFT = { section: 'notes', slug: 'notes-draft-probe', title: '草稿探针：还没写完的文章' };

const fixtureSiteCopy = fixtureSiteCopies();

/** A fresh copy of the fixture site with the new post (published) and the draft, as `npm run new` writes them. */
function docsCopy(): string {
  const docs = fixtureSiteCopy();
  createPost(docs, { ...POST, date: TODAY });
  createPost(docs, { ...DRAFT, date: TODAY });
  const file = path.join(docs, POST.section, `${POST.slug}.md`);
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(DESCRIPTION_PLACEHOLDER, '一篇由构建测试写入的新文章，用来证明新文章只需一个 Markdown 文件和 _meta.json 中的一行，就会出现在站点的每个角落。')
    .replace(ENVIRONMENT_PLACEHOLDER, '> 本文环境：无可运行代码')
    .replace('draft: true\n', '')
    .replace('正文从这里开始。', '## 第一节\n\n构建探针的正文，链接到[另一篇文章](/notes/a-note)。');
  fs.writeFileSync(file, text);
  foldGroup(docs);
  reverseSeries(docs);
  return docs;
}

/**
 * The fixture's series of two parts, put in reading order by the front matter's `order` (the schema's object
 * form) against the sidebar's: the second part in the sidebar reads first.
 */
const SERIES = { name: '夹具系列', parts: ['guide/basics/series-one', 'guide/basics/series-two'] };
function reverseSeries(docs: string) {
  for (const [i, part] of SERIES.parts.entries()) {
    const file = path.join(docs, `${part}.md`);
    const text = fs.readFileSync(file, 'utf8');
    const line = `series: ${SERIES.name}\n`;
    if (!text.includes(line)) throw new Error(`${part}.md: no '${line.trim()}' line to turn into the object form`);
    fs.writeFileSync(file, text.replace(line, `series: { name: ${SERIES.name}, order: ${SERIES.parts.length - i} }\n`));
  }
}

/**
 * Two open groups of the guide section that hold published articles: the second is folded in the copy
 * (`collapsed: true`), the first is the group beside it.
 */
const GUIDE = 'guide';
const GROUPS = (JSON.parse(fs.readFileSync(path.join(FIXTURE_ROOT, GUIDE, '_meta.json'), 'utf8')) as Array<{ type?: string; name: string; collapsed?: boolean }>)
  .filter((e) => e.type === 'dir' && !e.collapsed)
  .map((e) => e.name)
  .filter((dir) => articlesOf(dir).length > 0);
const [BESIDE, FOLDED] = GROUPS;
/** The published articles of a guide group (the fixture's pages, drafts left out), as links. */
function articlesOf(dir: string): string[] {
  const group = `/${GUIDE}/${dir}/`;
  return FIXTURE_PAGES.filter((p) => p.route.startsWith(group) && p.route !== group).map((p) => `/free-blog${p.route}`);
}
/** The sidebar of a built page (an overview page lists every article of the section besides). */
const sidebarOf = (html: string) => /<aside class="rp-doc-layout__sidebar[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
function foldGroup(docs: string) {
  const file = path.join(docs, GUIDE, '_meta.json');
  const meta = JSON.parse(fs.readFileSync(file, 'utf8')).map((e: { name: string }) => (e.name === FOLDED ? { ...e, collapsed: true } : e));
  fs.writeFileSync(file, JSON.stringify(meta, null, 2));
}

/** A production build of a docs copy, into a folder of its own under OUT. */
const build = (docs: string, name: string) => buildSite(docs, path.join(OUT, name));

/** Every text file of the build, relative path -> content. */
function builtTexts(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|js|json|xml|txt|md|css)$/.test(entry.name)) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, abs), fs.readFileSync(abs, 'utf8'));
  }
  return out;
}

afterAll(() => fs.rmSync(OUT, { recursive: true, force: true }));

describe('a new post and a draft, built for production', () => {
  let result: Awaited<ReturnType<typeof build>>;
  let texts: Map<string, string>;
  beforeAll(async () => {
    result = await build(docsCopy(), PUBLISHED);
    texts = result.status === 0 ? builtTexts(path.join(OUT, PUBLISHED)) : new Map();
  });

  it('builds, printing no warning', () => {
    expect(result.status, result.output.slice(-3000)).toBe(0);
    expect(result.output.split('\n').filter((l) => /^warn\s/.test(l))).toEqual([]);
  });

  it('publishes the new post everywhere a post goes', () => {
    const route = `/${POST.section}/${POST.slug}`;
    const url = `/free-blog${route}`;
    const page = texts.get(`${POST.section}/${POST.slug}.html`) ?? '';
    expect(page).toContain(`<h1`);
    expect(page).toContain(POST.title);
    expect(texts.get('sitemap.xml')).toContain(url);
    expect(texts.get('atom.xml')).toContain(url);
    expect(texts.get('rss.xml')).toContain(url);
    expect(texts.get('llms.txt')).toContain(route);
    expect(texts.get('index.html'), 'the home page lists the newest posts').toContain(`href="${url}"`);
    expect(texts.get(`${POST.section}/index.html`), 'the section sidebar lists it').toContain(`href="${url}"`);
    const search = [...texts].filter(([file]) => /search_index/.test(file)).map(([, text]) => text);
    expect(search.some((t) => t.includes(POST.title)), 'the search index holds it').toBe(true);
  });

  it("writes a folded sidebar group's items only into the pages of that group (patch 004)", () => {
    expect(FOLDED, 'the fixture has two groups with articles').toBeDefined();
    const articles = articlesOf(FOLDED);
    const beside = sidebarOf(texts.get(`${GUIDE}/${BESIDE}/index.html`) ?? '');
    expect(beside, 'the folded group is listed').toContain(`href="/free-blog/${GUIDE}/${FOLDED}/"`);
    expect(beside, 'its item list is inert').toMatch(/grid-template-rows:0fr[^>]*inert=""/);
    for (const href of articles) expect(beside, `${href} is not in another group's page`).not.toContain(`href="${href}"`);
    // On its own pages Rspress opens the group, so its items are there.
    const own = sidebarOf(texts.get(`${GUIDE}/${FOLDED}/index.html`) ?? '');
    for (const href of articles) expect(own).toContain(`href="${href}"`);
  });

  it("puts a series' parts in the order its front matter gives, against the sidebar's", () => {
    const [first, second] = SERIES.parts;
    const html = texts.get(`${first}.html`) ?? '';
    const block = new RegExp(`<nav class="fb-series" aria-label="系列：${SERIES.name}">([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? '';
    expect(block, 'the first in the sidebar is the second of two').toContain('第 2 篇，共 2 篇');
    const listed = [...block.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => /href="([^"]+)"/.exec(item)?.[1] ?? 'itself');
    expect(listed).toEqual([`/free-blog/${second}`, 'itself']);
    const pager = /<nav class="fb-series-pager"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(pager).toMatch(new RegExp(`<a href="/free-blog/${second}" class="fb-series-pager__prev`));
    expect(pager).not.toContain('fb-series-pager__next');
  });

  it('builds the draft nowhere: no page, no link, no search entry, no feed item, not even its name', () => {
    const leaks = [...texts].filter(([, text]) => text.includes(DRAFT.slug) || text.includes(DRAFT.title)).map(([file]) => file);
    expect(leaks).toEqual([]);
    expect(fs.existsSync(path.join(OUT, PUBLISHED, DRAFT.section, `${DRAFT.slug}.html`))).toBe(false);
  });
});

describe('mistakes stop the build with one line naming the file, and no stack trace', () => {
  const cases: Array<{ name: string; change: (docs: string) => void; expected: RegExp }> = [
    {
      name: 'a link from a published page to a draft',
      change: (docs) => fs.appendFileSync(path.join(docs, POST.section, `${POST.slug}.md`), `\n还有一篇[草稿](./${DRAFT.slug})。\n`),
      expected: new RegExp(`${POST.slug}\\.md:\\d+: links to /${DRAFT.section}/${DRAFT.slug}, which is a draft`),
    },
    {
      name: 'a link to no page',
      change: (docs) => fs.appendFileSync(path.join(docs, POST.section, `${POST.slug}.md`), '\n见 [x](/notes/no-such-page)。\n'),
      expected: new RegExp(`${POST.slug}\\.md:\\d+: links to /notes/no-such-page, but the site has no page /notes/no-such-page`),
    },
    {
      name: 'a link to no heading',
      change: (docs) => fs.appendFileSync(path.join(docs, POST.section, `${POST.slug}.md`), '\n见 [x](#no-such-heading)。\n'),
      expected: new RegExp(`${POST.slug}\\.md:\\d+: links to #no-such-heading, but no heading of this page has that anchor`),
    },
    {
      name: 'a code fence never closed',
      change: (docs) => fs.appendFileSync(path.join(docs, POST.section, `${POST.slug}.md`), '\n```rust\nfn main() {}\n'),
      expected: new RegExp(`${POST.slug}\\.md:\\d+: code fence \`\`\`rust is never closed`),
    },
    {
      name: 'a generic type in a link label, outside backticks',
      change: (docs) => fs.appendFileSync(path.join(docs, POST.section, `${POST.slug}.md`), '\n- [RefCell<T> 与内部可变性](https://doc.rust-lang.org/book/)\n'),
      expected: new RegExp(`${POST.slug}\\.md:\\d+: <T> in a link label is not an HTML element`),
    },
    {
      name: 'a YAML slip in front matter',
      change: (docs) => {
        const file = path.join(docs, POST.section, `${POST.slug}.md`);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: (.*)$/m, 'title: [$1'));
      },
      expected: new RegExp(`${POST.slug}\\.md:\\d+: front matter is not valid YAML: [^\\n]*[^:]\\n`),
    },
    {
      name: 'an article without a date',
      change: (docs) => {
        const file = path.join(docs, POST.section, `${POST.slug}.md`);
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^date: .*\n/m, ''));
      },
      expected: new RegExp(`${POST.slug}\\.md:1: \`date\` must be the day the article was first published`),
    },
    {
      name: 'a _meta.json entry naming no page',
      change: (docs) => {
        const file = path.join(docs, POST.section, '_meta.json');
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`"${POST.slug}"`, `"${POST.slug}-typo"`));
      },
      expected: new RegExp(`${POST.section}/_meta\\.json:\\d+: lists "${POST.slug}-typo", but ${POST.section}/${POST.slug}-typo\\.md does not exist`),
    },
  ];

  // Side by side (each a copy and an output folder of its own): a build that stops early is mostly Node starting
  // and loading the config, one core's work.
  for (const [i, { name, change, expected }] of cases.entries()) {
    it.concurrent(name, async ({ expect }) => {
      const docs = docsCopy();
      change(docs);
      const { status, output } = await build(docs, `mistake-${i}`);
      expect(status).not.toBe(0);
      expect(output).toMatch(expected);
      expect(output, 'no stack trace').not.toMatch(/^\s+at\s/m);
    });
  }
});

describe('npm run dev', () => {
  it('serves a draft like any other page (its route is in the dev build)', async () => {
    const docs = docsCopy();
    // A preferred port; when something else holds it, the dev server takes the next free one and
    // prints the address it serves at, which is where the test then looks.
    const port = 4311;
    const child = spawn(projectBin('rspress'), ['dev', '--port', String(port)], {
      cwd: ROOT,
      env: { ...process.env, BLOG_DOCS_DIR: docs, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let exited = false;
    // Stopped however the test ends (a timeout included), with what it printed when it fails.
    let stopped = false;
    const stop = () => {
      if (stopped || !child.pid) return;
      stopped = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    onTestFinished(stop);
    onTestFailed(() => console.error(`npm run dev printed:\n${output.slice(-2000)}`));
    let heard = () => {}; // wakes the wait below when the server says something, or exits
    const said = (d: Buffer) => {
      output += d;
      heard();
    };
    child.stdout.on('data', said);
    child.stderr.on('data', said);
    child.on('exit', () => {
      exited = true;
      heard();
    });
    try {
      const servedAt = () => /Local:\s+(http:\/\/localhost:\d+)/.exec(output)?.[1];
      // A build finished: Rsbuild's 'ready   built in 1.2 s' or 'error   build failed in 0.7s'.
      const built = () => /\b(built|build failed) in\b/.test(output);
      let html = '';
      // Ask once the server has said where it serves, and again after each thing it says next (a build
      // finishing, say), until it serves the page, or it has finished a build and still does not, or it
      // exits.
      for (let done = false; !html && !done && !exited; ) {
        const next = new Promise<void>((resolve) => (heard = resolve));
        const origin = servedAt();
        done = built();
        html = origin ? await fetch(`${origin}/free-blog/${DRAFT.section}/${DRAFT.slug}`).then((r) => (r.ok ? r.text() : ''), () => '') : '';
        if (!html && !done) await next;
      }
      expect(html, output.slice(-2000)).toContain('<div id="__rspress_root"');
      // The dev page is rendered in the browser from the route table in its scripts: the draft is in it.
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
      const bodies = await Promise.all(scripts.map((src) => fetch(new URL(src, servedAt())).then((r) => r.text())));
      expect(bodies.some((b) => b.includes(`/${DRAFT.section}/${DRAFT.slug}`)), 'the draft route in the dev bundle').toBe(true);
      expect(output).not.toMatch(/content problem/);
      // The first build has finished, and did not fail: a failed dev build still serves the page's HTML
      // (an assumption check that did not fit dev's modules went unnoticed that way).
      while (!built() && !exited) await new Promise<void>((resolve) => (heard = resolve));
      expect(output, 'the dev build').not.toMatch(/build failed|Build error/);
    } finally {
      stop();
    }
  });
});
