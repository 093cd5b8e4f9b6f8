import { describe, expect, it } from 'vitest';
import { codeBlocks, frontMatterLines, proseLines, readMarkdown, withoutCode, withoutFencedCode } from './markdown.mjs';

const parseMarkdown = (text: string) => readMarkdown(text).tree;

const md = (...lines: string[]) => lines.join('\n');

describe('codeBlocks', () => {
  it('finds backtick and tilde fences with language, meta, value and 1-based lines', () => {
    const text = md('# T', '', '```rust title="a.rs" {2}', 'fn main() {}', '```', '', '~~~text output', 'hi', '~~~', 'after');
    expect(codeBlocks(text)).toEqual([
      { lang: 'rust', meta: 'title="a.rs" {2}', value: 'fn main() {}', fence: '```', line: 3, endLine: 5, closed: true, bodyLines: 1 },
      { lang: 'text', meta: 'output', value: 'hi', fence: '~~~', line: 7, endLine: 9, closed: true, bodyLines: 1 },
    ]);
  });

  it('gives empty strings for a fence without language or meta, and an empty block no body lines', () => {
    expect(codeBlocks(md('```', '```'))).toEqual([
      { lang: '', meta: '', value: '', fence: '```', line: 1, endLine: 2, closed: true, bodyLines: 0 },
    ]);
  });

  it('keeps a shorter fence, or one of the other character, inside a longer fence as content', () => {
    const blocks = codeBlocks(md('````md', '```rust', 'fn main() {}', '```', '````', '```bash', 'ls', '```'));
    expect(blocks.map((b) => [b.lang, b.line, b.endLine, b.fence])).toEqual([['md', 1, 5, '````'], ['bash', 6, 8, '```']]);
    expect(blocks[0].value).toBe('```rust\nfn main() {}\n```');
    expect(codeBlocks(md('~~~', 'a', '```', 'b', '~~~'))[0]).toMatchObject({ value: 'a\n```\nb', endLine: 5, closed: true });
    // a closing fence carries no info string
    expect(codeBlocks(md('```', 'a', '``` x', '```'))[0]).toMatchObject({ value: 'a\n``` x', endLine: 4 });
  });

  it('finds indented fences in list items, containers and quotes and strips their indentation', () => {
    const text = md('1. step', '', '   ```rust', '   fn main() {', '       println!("x");', '   }', '   ```', '', ':::tip', '```bash', 'ls', '```', '', ':::', '', '> ```js', '> let x = 1;', '> ```');
    expect(codeBlocks(text).map((b) => [b.lang, b.line, b.endLine, b.value])).toEqual([
      ['rust', 3, 7, 'fn main() {\n    println!("x");\n}'],
      ['bash', 10, 12, 'ls'],
      ['js', 16, 18, 'let x = 1;'],
    ]);
  });

  it('reports a fence that is never closed (closed: false), running to the end of the document', () => {
    expect(codeBlocks(md('text', '```java', 'class A {}', ''))).toEqual([
      { lang: 'java', meta: '', value: 'class A {}', fence: '```', line: 2, endLine: 4, closed: false, bodyLines: 2 },
    ]);
    expect(codeBlocks('```java')).toEqual([{ lang: 'java', meta: '', value: '', fence: '```', line: 1, endLine: 1, closed: false, bodyLines: 0 }]);
    // a shorter fence does not close a longer one
    expect(codeBlocks(md('````', '```'))[0]).toMatchObject({ closed: false, value: '```' });
  });

  it('does not take inline code at the start of a line for a fence', () => {
    expect(codeBlocks('```rust` is inline code\n')).toEqual([]);
    expect(codeBlocks('调用 ``` `x` ``` 时')).toEqual([]);
  });

  it('does not read front matter as Markdown, and keeps line numbers', () => {
    const text = md('---', 'title: "```"', 'description: |', '  ```rust', '---', '', '```rust', 'x', '```');
    expect(codeBlocks(text).map((b) => [b.lang, b.line, b.endLine])).toEqual([['rust', 7, 9]]);
  });

  it('counts CRLF line endings as one line', () => {
    expect(codeBlocks('a\r\n\r\n```js\r\nx\r\ny\r\n```\r\n')).toMatchObject([{ value: 'x\ny', line: 3, endLine: 6, closed: true }]);
  });

  it('parses .mdx the way MDX does when asked: no indented code, no HTML blocks', () => {
    const text = md('<Steps>', '```bash', 'ls', '```', '</Steps>');
    expect(codeBlocks(text)).toEqual([]); // CommonMark: an HTML block runs to the blank line
    expect(codeBlocks(text, { mdx: true })).toMatchObject([{ lang: 'bash', line: 2, endLine: 4 }]);
    expect(codeBlocks(md('text', '', '    ```rust', '    x', '    ```'), { mdx: true })).toMatchObject([{ lang: 'rust', value: 'x' }]);
    expect(codeBlocks(md('text', '', '    ```rust', '    x', '    ```'))).toEqual([]); // indented code, not a fence
  });

  it('returns fresh objects (the parse is cached)', () => {
    const text = '```\na\n```';
    codeBlocks(text)[0].value = 'changed';
    expect(codeBlocks(text)[0].value).toBe('a');
  });
});

describe('withoutFencedCode', () => {
  it('blanks every line of a fenced block, fences included, and keeps everything else', () => {
    const text = md('---', 'title: x', '---', '# 标题', '', '````md', '```rust', '# not a heading', '```', '````', '正文 `code`', '   ```', '   indented', '   ```', 'end');
    expect(withoutFencedCode(text)).toBe(md('---', 'title: x', '---', '# 标题', '', '', '', '', '', '', '正文 `code`', '', '', '', 'end'));
  });

  it('blanks an unclosed fence to the end and keeps line endings', () => {
    expect(withoutFencedCode('a\n```\nb\nc\n')).toBe('a\n\n\n\n');
    expect(withoutFencedCode('a\r\n```\r\nb\r\n```\r\nc')).toBe('a\r\n\r\n\r\n\r\nc');
  });
});

describe('withoutCode', () => {
  it('also removes inline code spans, backticks included', () => {
    expect(withoutCode(md('a `<script>` b ``x ` y`` c', '```html', '<script>x</script>', '```', 'd'))).toBe(md('a  b  c', '', '', '', 'd'));
  });

  it('removes the right spans after front matter (its text is kept, its length counted)', () => {
    expect(withoutCode(md('---', 'title: 标题', '---', '', '运行 `a < b` 后')))
      .toBe(md('---', 'title: 标题', '---', '', '运行  后'));
  });

  it('keeps backticks that open no code span and raw HTML (which the site renders as HTML)', () => {
    expect(withoutCode('a ` b')).toBe('a ` b');
    expect(withoutCode(md('<div>', '`<b>`', '</div>'))).toBe(md('<div>', '`<b>`', '</div>'));
  });

  it('finds code spans with CRLF line endings', () => {
    expect(withoutCode('x\r\n`a\r\nb` y\r\n```\r\nz\r\n```\r\nw')).toBe('x\r\n y\r\n\r\n\r\n\r\nw');
  });
});

describe('proseLines and frontMatterLines', () => {
  it('drops front matter and fenced code lines', () => {
    const text = md('---', 'title: x', '---', '正文', '```', 'code', '```', '结尾');
    expect(frontMatterLines(text)).toBe(3);
    expect(proseLines(text)).toEqual(['正文', '结尾']);
    expect(frontMatterLines('# no front matter\n---\n')).toBe(0);
    expect(frontMatterLines('---\n---')).toBe(2);
  });
});

describe('readMarkdown', () => {
  it('gives the mdast tree with GFM (tables) and positions', () => {
    const tree = parseMarkdown(md('| a | b |', '| - | - |', '| `x` | y |'));
    expect(tree.children[0]).toMatchObject({ type: 'table', position: { start: { line: 1 }, end: { line: 3 } } });
  });

  it('keeps written links, autolinks and the bare URLs GFM’s syntax finds', () => {
    const tree = parseMarkdown('见[规范](https://jcp.org/) 与 <https://a.org/>，或 https://b.org/x ~~旧~~。') as unknown as { children: [{ children: Array<{ type: string; url?: string }> }] };
    const inline = tree.children[0].children;
    expect(inline.filter((n) => n.type === 'link').map((n) => n.url)).toEqual(['https://jcp.org/', 'https://a.org/', 'https://b.org/x']);
    expect(inline.some((n) => n.type === 'delete')).toBe(true);
  });
});
