import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMetaFiles } from '../../site/node/metaCheck';
import { type CheckOptions, checkFrontMatter, checkMarkdown, type PageProblem } from '../../site/node/pageCheck';
import { siteContent } from '../../site/node/content';
import { fixtureSiteCopies } from '../../tests/support/fixtureSite';
import { checkDocs, formatProblem, pluginContentCheck } from './index';

const TODAY = new Date('2026-11-24T12:00:00Z');
const ARTICLE = { article: true, requireReview: true, today: TODAY };
const page = (front: string, body = '# 标题\n\n正文。\n') => `---\n${front}\n---\n\n${body}`;
const GOOD_FRONT = [
  'title: 标题',
  'description: 一句中文描述。',
  'date: 2026-11-01',
  'reviewed: 2026-11-24',
  'reviewedVersions:',
  '  - JDK 17',
].join('\n');
/** Every problem of a page: its front matter, then (when the front matter parses) its Markdown. */
function checkPageSource(text: string, options: CheckOptions): PageProblem[] {
  const front = checkFrontMatter(text, options);
  if (!front.parsed) return front.problems;
  return [...front.problems, ...checkMarkdown(text, front.frontmatter, options)].sort((a, b) => a.line - b.line);
}

const messages = (text: string, options: CheckOptions = ARTICLE) => checkPageSource(text, options).map((p) => `${p.line}: ${p.warning ? 'warning: ' : ''}${p.message}`);

describe('checkPageSource', () => {
  it('passes a correct article', () => expect(messages(page(GOOD_FRONT))).toEqual([]));

  it('names a YAML slip with its line', () => {
    const out = messages(page(`${GOOD_FRONT}\ntags: [a, b`));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^\d+: front matter is not valid YAML/);
  });

  it('wants a real publication date on an article', () => {
    expect(messages(page(GOOD_FRONT.replace('date: 2026-11-01\n', '')))).toEqual([
      expect.stringMatching(/`date` must be the day the article was first published, written YYYY-MM-DD/),
    ]);
    expect(messages(page(GOOD_FRONT.replace('2026-11-01', '2026-02-30'))).join()).toMatch(/real calendar day/);
  });

  it('wants title and description as text', () => {
    expect(messages(page(GOOD_FRONT.replace('title: 标题', 'title: [1]'))).join()).toMatch(/`title` is missing or not text/);
    expect(messages(page(GOOD_FRONT.replace('description: 一句中文描述。\n', '')))).toEqual([expect.stringMatching(/warning: `description` is missing/)]);
  });

  it('warns about an unknown key', () => {
    expect(messages(page(`${GOOD_FRONT}\ndarft: true`))).toEqual([expect.stringMatching(/^8: warning: unknown front-matter key `darft`/)]);
  });

  it('finds a code fence that is never closed, at its line', () => {
    expect(messages(page(GOOD_FRONT, '# 标题\n\n```rust\nfn main() {}\n\n## 下一节\n'))).toEqual([
      expect.stringMatching(/^12: code fence ```rust is never closed/),
    ]);
  });

  it('finds a ::: container that is never closed, and one closed twice', () => {
    expect(messages(page(GOOD_FRONT, '# 标题\n\n:::tip 提示\n内容\n\n## 下一节\n'))).toEqual([
      expect.stringMatching(/^12: container :::tip 提示 is never closed/),
    ]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n:::tip\n内容\n\n:::\n\n:::\n'))).toEqual([expect.stringMatching(/^17: a ::: that closes no container/)]);
    // Inside code a ::: is code.
    expect(messages(page(GOOD_FRONT, '# 标题\n\n```md\n:::tip\n```\n'))).toEqual([]);
  });

  it('wants the H1 to be the title and no skipped heading level', () => {
    expect(messages(page(GOOD_FRONT, '# 另一个标题\n\n### 跳级\n'))).toEqual([
      expect.stringMatching(/^10: the # H1 "另一个标题" differs from title "标题"/),
      expect.stringMatching(/^12: heading level 3 after level 1 skips a level/),
    ]);
  });

  it('wants updated as a day, draft as true or false, and one H1', () => {
    expect(messages(page(`${GOOD_FRONT}\nupdated: 2026-13-01`))).toEqual([expect.stringMatching(/^8: `updated` must be a day written YYYY-MM-DD/)]);
    expect(messages(page(`${GOOD_FRONT}\ndraft: yes please`))).toEqual([expect.stringMatching(/^8: `draft` must be true or false/)]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n正文\n\n# 标题\n'))).toEqual([expect.stringMatching(/^14: a second # H1/)]);
  });

  it('wants a language on every code fence', () => {
    expect(messages(page(GOOD_FRONT, '# 标题\n\n```\nls\n```\n'))).toEqual([expect.stringMatching(/^12: code fence ``` has no language/)]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n```text\nls\n```\n'))).toEqual([]);
  });

  it('wants tags as a list of words and series as a name or { name, order }', () => {
    expect(messages(page(`${GOOD_FRONT}\ntags: [Java, 并发]\nseries: Rust 并发`))).toEqual([]);
    expect(messages(page(`${GOOD_FRONT}\nseries: { name: Rust 并发, order: 2 }`))).toEqual([]);
    expect(messages(page(`${GOOD_FRONT}\ntags: Java`))).toEqual([expect.stringMatching(/^8: `tags` must be a list of words/)]);
    expect(messages(page(`${GOOD_FRONT}\ntags: [Java, java]`))).toEqual([expect.stringMatching(/^8: `tags` lists the same tag twice/)]);
    expect(messages(page(`${GOOD_FRONT}\nseries: { name: X, order: 0 }`))).toEqual([expect.stringMatching(/^8: `series` must be the series name/)]);
    expect(messages(page(`${GOOD_FRONT}\nseries: { name: X, part: 2 }`))).toEqual([expect.stringMatching(/^8: `series` must be/)]);
  });

  it('wants Chinese alt text on every image, and its file', () => {
    const exists = (f: string) => f === 'network/images/ok.svg' || f === 'public/logo.svg';
    const options = { ...ARTICLE, file: 'network/post.md', fileExists: exists };
    expect(messages(page(GOOD_FRONT, '# 标题\n\n![握手的三个报文](./images/ok.svg)\n\n![站点标志](/logo.svg)\n'), options)).toEqual([]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n![handshake](./images/ok.svg)\n'), options)).toEqual([
      expect.stringMatching(/^12: image \.\/images\/ok\.svg needs Chinese alt text/),
    ]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n![](./images/ok.svg)\n'), options).join()).toMatch(/needs Chinese alt text/);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n正文\n\n![握手](./images/gone.svg)\n'), options)).toEqual([
      expect.stringMatching(/^14: image file \.\/images\/gone\.svg does not exist \(looked for docs\/network\/images\/gone\.svg\)/),
    ]);
  });

  it('refuses raw HTML that can run script, in the body and in front matter, but not in code', () => {
    expect(messages(page(GOOD_FRONT, '# 标题\n\n正文\n\n<script>alert(1)</script>\n'))).toEqual([expect.stringMatching(/^14: raw HTML that can run script/)]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n<img src="x.png" alt="图"\n  onerror="alert(1)">\n'))).toEqual([expect.stringMatching(/^12: an on…= event handler/)]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n[点我](javascript:alert(1))\n')).join()).toMatch(/^12: a javascript:, vbscript: or data: link/);
    expect(messages(page(`${GOOD_FRONT}\nhead: [[script, {}, 'alert(1)']]`, '# 标题\n'))).toEqual([expect.stringMatching(/^8: `head` may add <meta> \(without http-equiv\) and <link>/)]);
    expect(messages(page(`${GOOD_FRONT}\nhead: [[meta, { http-equiv: refresh, content: '0;url=https://example.com' }]]`, '# 标题\n')).join()).toMatch(/`head` may add/);
    expect(messages(page(`${GOOD_FRONT}\nhead: [[meta, { name: keywords, content: Rust }]]`, '# 标题\n'))).toEqual([]);
    expect(messages(page(`${GOOD_FRONT}\ndescription2: <img src=x onerror=alert(1)>`, '# 标题\n')).join()).toMatch(/`description2`: an on…= event handler/);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n```html\n<script>x()</script>\n```\n\n行内 `<b onclick="x">` 也是代码\n'))).toEqual([]);
  });

  it('finds a tag that is no HTML element, in a link label or in prose, but not in code or escaped', () => {
    expect(messages(page(GOOD_FRONT, '# 标题\n\n- [RefCell<T> and the Interior Mutability Pattern](https://example.com/)\n'))).toEqual([
      expect.stringMatching(/^12: <T> in a link label is not an HTML element: .*backticks/),
    ]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n正文\n\n返回 Vec<String> 的函数。\n'))).toEqual([expect.stringMatching(/^14: <String> in the text is not an HTML element/)]);
    // Code, escapes, real elements, custom elements and SVG's own elements are fine.
    const fine = [
      '- [`RefCell<T>` 与内部可变性](https://example.com/)',
      '返回 Vec\\<String> 的函数，`Option<T>` 也是。',
      '<kbd>Ctrl</kbd> + <abbr title="x">K</abbr><br/>',
      '<my-widget></my-widget>',
      '<svg viewBox="0 0 1 1"><g><path d="M0 0"/></g></svg>',
      '<!-- <T> in a comment -->',
    ];
    for (const line of fine) expect(messages(page(GOOD_FRONT, `# 标题\n\n${line}\n`)), line).toEqual([]);
  });

  it('refuses to publish the placeholders of `npm run new`', async () => {
    const { postText } = await import('../../scripts/new.mjs');
    const draft = postText({ title: '标题', date: '2026-11-01' });
    expect(messages(draft, { ...ARTICLE, requireReview: false })).toEqual([]);
    expect(messages(draft.replace('draft: true\n', ''), { ...ARTICLE, requireReview: false })).toEqual([
      expect.stringMatching(/^3: `description` is still the placeholder from `npm run new`/),
      expect.stringMatching(/^9: the 本文环境 line is still the placeholder/),
    ]);
  });

  it('finds a link from a published page to a draft: an error in a build, a warning in dev', () => {
    const drafts = new Set(['/network/next-post']);
    const body = '# 标题\n\n见[下一篇](./next-post)与[另一篇](/network/next-post#小节)。\n\n[ref]: ../network/next-post.md\n';
    const options = { ...ARTICLE, file: 'network/post.md', draftRoutes: drafts };
    expect(messages(page(GOOD_FRONT, body), options)).toEqual([
      expect.stringMatching(/^12: links to \/network\/next-post, which is a draft \(draft: true\)/),
      expect.stringMatching(/^12: links to \/network\/next-post, which is a draft/),
      expect.stringMatching(/^14: links to \/network\/next-post, which is a draft/),
    ]);
    expect(messages(page(GOOD_FRONT, body), { ...options, draftLinks: 'warning' }).every((m) => m.includes('warning: links to'))).toBe(true);
    // A draft may link to a draft; other pages are not drafts.
    expect(messages(page(`${GOOD_FRONT}\ndraft: true`, body), options)).toEqual([]);
    expect(messages(page(GOOD_FRONT, '# 标题\n\n[上一篇](./prev-post)\n'), options)).toEqual([]);
  });

  it('wants the accuracy record on an article in a section, not on a draft', () => {
    const unreviewed = GOOD_FRONT.split('\n').slice(0, 3).join('\n');
    expect(messages(page(unreviewed)).join()).toMatch(/no `reviewed/);
    expect(messages(page(`${unreviewed}\ndraft: true`))).toEqual([]);
    expect(messages(page(unreviewed), { ...ARTICLE, requireReview: false })).toEqual([]);
    // A record that is there is always checked.
    expect(messages(page(`${unreviewed}\nreviewed: 2027-01-01\nreviewedVersions: [JDK 17]`), { ...ARTICLE, requireReview: false }).join()).toMatch(/in the future/);
  });
});

describe('_meta.json', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const tree = (meta: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-meta-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'notes', 'sub'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'notes', 'a.md'), '# a\n');
    fs.writeFileSync(path.join(dir, 'notes', '_meta.json'), meta);
    return dir;
  };
  const problems = (meta: string) => checkMetaFiles(tree(meta)).map((p) => `${p.file}:${p.line}: ${p.message}`);

  it('accepts entries that resolve', () => {
    expect(problems('["a", { "type": "file", "name": "a.md" }, { "type": "dir", "name": "sub" }, { "type": "divider" }]')).toEqual([]);
  });

  it('names an entry whose page or folder is missing, at its line', () => {
    expect(problems('[\n  "a",\n  { "type": "file", "name": "gone" },\n  { "type": "dir", "name": "nowhere" }\n]')).toEqual([
      'notes/_meta.json:3: lists "gone", but notes/gone.md does not exist: fix the name or remove the entry',
      'notes/_meta.json:4: lists the folder "nowhere", which does not exist',
    ]);
  });

  it('names broken JSON with its line, and a wrong shape', () => {
    expect(problems('[\n  "a",\n  "b"\n  "c"\n]')).toEqual([expect.stringMatching(/^notes\/_meta\.json:4: not valid JSON: /)]);
    expect(problems('{ "a": 1 }')).toEqual([expect.stringMatching(/^notes\/_meta\.json:1: must be a list/)]);
    expect(problems('[{ "type": "page", "name": "a" }]')).toEqual([expect.stringMatching(/unknown entry type "page"/)]);
  });
});

// The check over a whole site: a copy of the fixture site (tests/fixtures/site), a page of every shape in a few
// dozen small files, not of docs/, whose articles the tests would otherwise name (and read in full, each time).
describe('the build step', () => {
  const copyDocs = fixtureSiteCopies();

  it('a new post is one file and one _meta.json line, and passes', () => {
    const dir = copyDocs();
    const before = checkDocs(dir, { today: TODAY }).length;
    fs.writeFileSync(path.join(dir, 'notes', 'notes-new-post.md'), page(GOOD_FRONT));
    const metaFile = path.join(dir, 'notes', '_meta.json');
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as unknown[];
    fs.writeFileSync(metaFile, JSON.stringify([...meta, 'notes-new-post']));
    const after = checkDocs(dir, { today: TODAY });
    expect(after.filter((p) => p.file.includes('new-post'))).toEqual([]);
    expect(after.length).toBe(before);
  });

  it('stops the build with one line per mistake, naming file and line, and no stack trace', async () => {
    const dir = copyDocs();
    fs.writeFileSync(path.join(dir, 'notes', 'broken.md'), page(GOOD_FRONT.replace('2026-11-01', 'soon'), '# 标题\n\n```java\nclass A {}\n'));
    const problems = checkDocs(dir, { today: TODAY }).filter((p) => p.file === 'notes/broken.md');
    expect(problems.map((p) => formatProblem('docs', p))).toEqual([
      expect.stringMatching(/^docs\/notes\/broken\.md:4: `date` must be/),
      expect.stringMatching(/^docs\/notes\/broken\.md:12: code fence ```java is never closed/),
    ]);
    // In the build: a front-matter error stops the config hook, which waits for the Markdown's problems
    // so that both are in the one list.
    const thrown = await configHook(dir)({ root: dir }, {}, true).then(() => undefined, (e: Error) => e);
    expect(thrown?.message).toMatch(/content problems? in .*:\n/);
    expect(thrown?.message).toContain('broken.md:4: `date` must be');
    expect(thrown?.message).toContain('broken.md:12: code fence');
    expect(thrown?.stack).toBe(thrown?.message);
  });

  it('with the front matter right, lets Rspress go on and stops at the first page data on a Markdown mistake', async () => {
    const dir = copyDocs();
    fs.writeFileSync(path.join(dir, 'notes', 'broken.md'), page(GOOD_FRONT, '# 标题\n\n```java\nclass A {}\n'));
    const plugin = pluginContentCheck(contentOf(dir));
    const config = { root: dir };
    await expect((plugin.config as ConfigHook)(config, {}, true)).resolves.toBe(config);
    const extend = plugin.extendPageData as (page: unknown, isProd: boolean) => Promise<void>;
    const thrown = await extend({}, true).then(() => undefined, (e: Error) => e);
    expect(thrown?.message).toMatch(/^1 content problem in .*:\n  .*notes\/broken\.md:12: code fence ```java is never closed/);
    expect(thrown?.stack).toBe(thrown?.message);
  });

  it("hands the check's reading times and Markdown copies over, from the same parse", async () => {
    const { readingTime } = await import('../../site/node/readingTime');
    const dir = copyDocs();
    const file = path.join(dir, 'guide/reading/long-article.md');
    const text = fs.readFileSync(file, 'utf8');
    const content = siteContent(dir, { projectRoot: process.cwd() });
    expect((await content.check()).problems.filter((p) => !p.warning)).toEqual([]);
    expect(await content.readingTime(file, text)).toEqual(readingTime(text));
    expect((await content.copy(file, text))?.parts.join('')).toContain('本文环境：夹具站点');
    // Only for the text the check parsed: a file changed since is counted again by its reader.
    expect(await content.readingTime(file, `${text}\n更多`)).toBeUndefined();
  });
});

describe('links and anchors', () => {
  const dir = fixtureSiteCopies()();
  const body = [
    '# 标题',
    '',
    '## 第一节：`Box<T>` 与 **所有权**',
    '',
    '见[本节](#第一节boxt-与-所有权)、[栏目](/guide/)、[带 base](/free-blog/guide/basics/series-one)、[归档](/archive/)、[文件](/og-default.png)。',
    '',
    '见[没有的页](/guide/no-such-page)、[没有的标题](#no-such-heading)。',
    '',
    '见[别页的标题](/guide/basics/series-one#no-anchor)、[没有的图](./images/none.svg)、[相对路径](../guide/nope.md)。',
    '',
    '[定义]: /guide/nowhere',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'notes', 'links.md'), page(GOOD_FRONT, body));
  const lines = (draftLinks: 'error' | 'warning' = 'error') =>
    checkDocs(dir, { today: TODAY, draftLinks })
      .filter((p) => p.file === 'notes/links.md')
      .map((p) => `${p.warning ? 'warning ' : ''}${formatProblem('docs', p)}`);

  it('a link to no page, no heading or no file stops the build: one line each, on its line', () => {
    expect(lines()).toEqual([
      'docs/notes/links.md:16: links to /guide/no-such-page, but the site has no page /guide/no-such-page: a page\'s address is its file under docs/ without .md (docs/rust/error/panic.md is /rust/error/panic)',
      'docs/notes/links.md:16: links to #no-such-heading, but no heading of this page has that anchor',
      'docs/notes/links.md:18: links to /guide/basics/series-one#no-anchor, but no heading of /guide/basics/series-one has the anchor #no-anchor',
      'docs/notes/links.md:18: links to ./images/none.svg, which is not there (looked for docs/notes/images/none.svg)',
      'docs/notes/links.md:18: links to ../guide/nope.md, but the site has no page /guide/nope: a page\'s address is its file under docs/ without .md (docs/rust/error/panic.md is /rust/error/panic)',
      'docs/notes/links.md:20: links to /guide/nowhere, but the site has no page /guide/nowhere: a page\'s address is its file under docs/ without .md (docs/rust/error/panic.md is /rust/error/panic)',
    ]);
  });

  it('suggests the anchor meant when one is close', () => {
    fs.writeFileSync(path.join(dir, 'notes', 'near.md'), page(GOOD_FRONT, '# 标题\n\n## 连接建立\n\n见[上文](#连接的建立)。\n'));
    const near = checkDocs(dir, { today: TODAY }).filter((p) => p.file === 'notes/near.md');
    expect(near.map((p) => p.message)).toEqual(['links to #连接的建立, but no heading of this page has that anchor (did you mean #连接建立?)']);
  });

  it('is a warning in `rspress dev`, where a link may be to a page still being written', () => {
    const warned = lines('warning');
    expect(warned.every((l) => l.startsWith('warning '))).toBe(true);
    expect(warned).toHaveLength(6);
  });
});

type ConfigHook = (config: { root: string }, utils: unknown, isProd: boolean) => Promise<unknown>;
const contentOf = (dir: string) => siteContent(dir, { projectRoot: process.cwd() });
const configHook = (dir: string) => pluginContentCheck(contentOf(dir)).config as ConfigHook;
