import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPath, groupPages, imagesOf, llmsFullTxt, llmsTxt, navSections, pageCopy, pageCopyOfFile, renderCopy, routeOf } from './llms';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const docsRoot = path.join(tmp, 'docs');
fs.mkdirSync(path.join(docsRoot, 'work/java'), { recursive: true });
fs.mkdirSync(path.join(tmp, 'samples'), { recursive: true });
fs.writeFileSync(path.join(tmp, 'samples/Main.java'), 'class Main {\n  // ```not a fence```\n}\n');
fs.writeFileSync(path.join(docsRoot, 'work/java/poem.txt'), 'line one\nline two\n');

const ROUTES = new Set(['/', '/work/', '/work/java/', '/work/java/java-spi', '/work/java/thread-pool', '/网络/笔记']);
const SITE = { base: '/free-blog/', routes: ROUTES };
const md = (...lines: string[]) => lines.join('\n');
const copy = (text: string, file = 'work/java/thread-pool.md', frontmatter?: Record<string, unknown>) =>
  renderCopy(pageCopy(text, { file, docsRoot, projectRoot: tmp, frontmatter }), { title: '线程池', description: '讲线程池。' }, SITE);

describe('a page copy', () => {
  it('drops the front matter and keeps the Markdown as written, tables and all', () => {
    const text = md('---', 'title: 线程池', '---', '', '# 线程池', '', '| a | b |', '|---|---|', '| `x` | *y* |', '');
    expect(copy(text)).toBe(md('# 线程池', '', '| a | b |', '|---|---|', '| `x` | *y* |', ''));
  });

  it('gives a page without an H1 its title, and an empty page its description', () => {
    expect(copy(md('---', 'title: x', '---', '正文。'))).toBe('# 线程池\n\n正文。\n');
    expect(copy('---\ntitle: x\n---\n')).toBe('# 线程池\n\n讲线程池。\n');
  });

  it('points links to pages at their copies, resolving relative ones against the page', () => {
    const text = md(
      '# T',
      '',
      '[SPI](/work/java/java-spi#serviceloader)、[栏目](/work/java/)、[同目录](./java-spi.md)、[上级](../)、[首页](/)、[中文](/网络/笔记)',
      '',
      '[订阅](/atom.xml "Atom") [外部](https://openjdk.org/) [锚点](#ctl) <https://example.com> https://bare.example.com',
    );
    expect(copy(text)).toBe(
      md(
        '# T',
        '',
        '[SPI](/free-blog/work/java/java-spi.md#serviceloader)、[栏目](/free-blog/work/java/index.md)、[同目录](/free-blog/work/java/java-spi.md)、[上级](/free-blog/work/index.md)、[首页](/free-blog/index.md)、[中文](/free-blog/网络/笔记.md)',
        '',
        // A section of the page itself: its own copy and the section, which still means it in llms-full.txt.
        '[订阅](/free-blog/atom.xml "Atom") [外部](https://openjdk.org/) [锚点](/free-blog/work/java/thread-pool.md#ctl) <https://example.com> https://bare.example.com',
        '',
      ),
    );
  });

  it('rewrites link definitions and the links and images inside a link', () => {
    const text = md('# T', '', '见[规范][jls]。[![图](./images/a.svg)](/work/java/java-spi)', '', '[jls]: /work/java/java-spi "JLS"');
    expect(copy(text)).toBe(md('# T', '', '见[规范][jls]。[![图](/free-blog/work/java/images/a.svg)](/free-blog/work/java/java-spi.md)', '', '[jls]: /free-blog/work/java/java-spi.md "JLS"', ''));
  });

  it('links a local image where it is published (its docs/ path), and lists it', () => {
    const c = pageCopy(md('# T', '', '![流程图 [1]](./images/flow.svg)', '', '![logo](/logo.svg)', '', '![远程](https://x.org/a.png)'), {
      file: 'work/java/thread-pool.md',
      docsRoot,
      projectRoot: tmp,
    });
    expect(renderCopy(c, { title: 'T' }, SITE)).toBe(md('# T', '', '![流程图 \\[1\\]](/free-blog/work/java/images/flow.svg)', '', '![logo](/free-blog/logo.svg)', '', '![远程](https://x.org/a.png)', ''));
    expect(imagesOf(c)).toEqual(['work/java/images/flow.svg']);
  });

  it('writes out code blocks that take their text from a file, in a fence longer than any backticks inside', () => {
    const text = md('# T', '', '```java file="<root>/samples/Main.java" title="Main.java"', '```', '', '- 诗：', '  ```text file="./poem.txt"', '  ```', '', '```java file="<root>/missing.java"', '```');
    expect(copy(text)).toBe(
      md('# T', '', '````java title="Main.java"', 'class Main {', '  // ```not a fence```', '}', '````', '', '- 诗：', '  ```text', '  line one', '  line two', '  ```', '', '```java file="<root>/missing.java"', '```', ''),
    );
  });

  it('leaves code blocks and inline code alone, links in them included', () => {
    const text = md('# T', '', '`[a](/work/)`', '', '```md', '[a](/work/)', '```');
    expect(copy(text)).toBe(`${text}\n`);
  });

  it('reads an MDX page as MDX: imports and expressions go, components become their Markdown', () => {
    const text = md(
      '---',
      'title: 关于',
      '---',
      '',
      "import { PackageManagerTabs, SourceCode, Steps } from '@rspress/core/theme';",
      '',
      '# 关于',
      '',
      '<SourceCode href="https://github.com/free-blog-dev/free-blog" />',
      '',
      '<PackageManagerTabs command="install" />',
      '',
      '<Steps>',
      '',
      '### 第一步',
      '',
      '见[线程池](/work/java/thread-pool)。',
      '',
      '</Steps>',
      '',
      '{/* 注释 */}',
      '共 {1 + 1} 步。',
    );
    expect(copy(text, 'hello.mdx')).toBe(
      md('# 关于', '', '[Source](https://github.com/free-blog-dev/free-blog)', '', '```bash', 'npm install', '```', '', '### 第一步', '', '见[线程池](/free-blog/work/java/thread-pool.md)。', '', '', '共  步。', ''),
    );
  });

  it('makes the home page of its hero and features', () => {
    const fm = {
      pageType: 'home',
      hero: { name: 'Free Blog', text: '写代码', tagline: '关于代码', actions: [{ text: 'Start Reading', link: '/work/' }, { text: 'GitHub', link: 'https://github.com/x' }] },
      features: [{ title: 'Java', details: '线程池', link: '/work/java/' }, { title: '无链接', details: '说明' }],
    };
    expect(copy('---\npageType: home\n---\n', 'index.md', fm)).toBe(
      md('# Free Blog', '', '写代码', '', '> 关于代码', '', '[Start Reading](/free-blog/work/index.md) | [GitHub](https://github.com/x)', '', '- [Java](/free-blog/work/java/index.md): 线程池', '- 无链接: 说明', ''),
    );
  });
});

describe('copy URLs', () => {
  it('are the route with .md, a folder being its index.md', () => {
    expect(copyPath('/', '/free-blog/')).toBe('/free-blog/index.md');
    expect(copyPath('/work/', '/free-blog/')).toBe('/free-blog/work/index.md');
    expect(copyPath('/work/java/java-spi', '/free-blog/')).toBe('/free-blog/work/java/java-spi.md');
  });

  it('name a page however a link writes it', () => {
    for (const p of ['/work/java/java-spi', '/work/java/java-spi.md', '/work/java/java-spi.html']) expect(routeOf(p, ROUTES)).toBe('/work/java/java-spi');
    for (const p of ['/work/java/', '/work/java', '/work/java/index', '/work/java/index.md']) expect(routeOf(p, ROUTES)).toBe('/work/java/');
    expect(routeOf('/atom.xml', ROUTES)).toBeNull();
  });
});

describe('llms.txt and llms-full.txt', () => {
  const nav = [
    { text: 'Home', link: '/', activeMatch: '^/$' },
    { text: 'Work', link: '/work/', activeMatch: '^/work/' },
    { text: 'Menu only', items: [{ text: 'x', link: '/x/' }] },
  ];
  const page = (route: string, description?: string) => ({ route, title: `T${route}`, description, markdown: `# T${route}\n` });
  const order = new Map([['/work/', 0], ['/work/b', 1], ['/work/a', 2]]);
  const groups = groupPages([page('/hello'), page('/work/a', '甲'), page('/'), page('/work/b'), page('/work/')], navSections(nav), (r) => (r === '/' ? -1 : (order.get(r) ?? 1e9)));

  it('group the pages by the navigation bar, in sidebar order, the rest under Others', () => {
    expect(groups.map((g) => [g.title, g.pages.map((p) => p.route)])).toEqual([
      ['Home', ['/']],
      ['Work', ['/work/', '/work/b', '/work/a']],
      ['Others', ['/hello']],
    ]);
  });

  it('list every page but the home page, with its description', () => {
    expect(llmsTxt({ title: 'My Blog', description: '博客。', base: '/free-blog/' }, groups)).toBe(
      md('# My Blog', '', '> 博客。', '', '## Work', '', '- [T/work/](/free-blog/work/index.md)', '- [T/work/b](/free-blog/work/b.md)', '- [T/work/a](/free-blog/work/a.md): 甲', '', '## Others', '', '- [T/hello](/free-blog/hello.md)', ''),
    );
  });

  it('hold every copy under its URL', () => {
    const full = llmsFullTxt('/free-blog/', groups);
    expect(full.startsWith('---\nurl: /free-blog/index.md\n---\n\n# T/\n\n---\nurl: /free-blog/work/index.md\n---\n')).toBe(true);
    expect(full.match(/^url: /gm)).toHaveLength(5);
  });
});
