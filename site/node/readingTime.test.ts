import { describe, expect, it } from 'vitest';
import { pageKind } from '../shared/pageKind';
import { formatCount, readingTimeLabel } from '../shared/readingTime';
import { countWords, readingTime, readingTimeEntry, splitMarkdown } from './readingTime';

describe('readingTime', () => {
  it('counts each Han character as one word, at 300 a minute', () => {
    const text = '所有权'.repeat(200); // 600 characters, no spaces at all
    const rt = readingTime(text);
    expect(rt.words).toBe(600);
    expect(rt.time).toBe(120_000);
    expect(rt.minutes).toBe(2);
    expect(rt.text).toBe('2 min read');
  });

  it('counts English by words at 200 a minute', () => {
    const rt = readingTime(Array.from({ length: 300 }, () => 'ownership').join(' '));
    expect(rt.words).toBe(300);
    expect(rt.time).toBe(90_000);
    expect(rt.minutes).toBe(2);
  });

  it('counts mixed Chinese and English: characters plus words, not space-separated chunks', () => {
    // 所有权(3) 是(1) Rust(w) 最(1) 独特(2) 的(1) 特性(2) ，调用(2) lock()(w) 时(1) 会(1) 阻塞(2)
    expect(countWords('所有权是 Rust 最独特的特性，调用 `lock()` 时会阻塞。')).toEqual({ cjk: 16, latin: 2 });
    expect(readingTime('所有权是 Rust 最独特的特性，调用 `lock()` 时会阻塞。').words).toBe(18);
  });

  it('keeps code blocks out of the word count but charges 2 s per non-empty code line', () => {
    const md = ['# 标题', '', '一段说明文字。', '', '```rust', 'fn main() {', '', '    println!("所有权");', '}', '```', ''].join('\n');
    const { prose, codeLines } = splitMarkdown(md);
    expect(codeLines).toBe(3);
    expect(prose).not.toContain('println');
    const rt = readingTime(md);
    expect(rt.words).toBe(2 + 6); // 标题 + 一段说明文字
    expect(rt.time).toBe(Math.round((8 / 300) * 60_000 + 3 * 2000));
  });

  it('handles ~~~ fences, longer fences and an unclosed fence', () => {
    expect(splitMarkdown('~~~\na\n```\nb\n~~~\n正文').codeLines).toBe(3);
    expect(splitMarkdown('````md\n```rust\nx\n```\n````\n正文').codeLines).toBe(3);
    expect(splitMarkdown('```\na\nb').codeLines).toBe(2);
  });

  it('does not read link targets, images, tags, MDX imports or container markers', () => {
    const md = [
      "import { Steps } from '@rspress/core/theme';",
      '![所有权从 s1 移动到 s2](./images/rust-ownership-move.svg)',
      '见[官方文档](https://doc.rust-lang.org/book/ch04-01-what-is-ownership.html)。',
      ':::tip 提示',
      '<Steps>',
      '内容',
      '</Steps>',
      ':::',
      '<!-- 注释不算 -->',
    ].join('\n');
    expect(countWords(md)).toEqual({ cjk: 1 + 4 + 2, latin: 0 });
    expect(countWords('地址是 https://github.com/free-blog-dev/free-blog/discussions 。')).toEqual({ cjk: 3, latin: 1 });
  });

  it('an empty page takes 0 minutes; anything else at least 1', () => {
    expect(readingTime('')).toEqual({ text: '0 min read', minutes: 0, time: 0, words: 0 });
    expect(readingTime('短').minutes).toBe(1);
  });
});

describe('readingTimeLabel', () => {
  it('is the Chinese line under the title', () => {
    expect(readingTimeLabel({ minutes: 12, words: 4200 })).toBe('约 12 分钟读完 · 4,200 字');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
  });
});

describe('pageKind', () => {
  it('tells articles from home, index, 404 and custom pages', () => {
    expect(pageKind({ pageType: 'home', routePath: '/', frontmatter: { pageType: 'home' } })).toBe('home');
    expect(pageKind({ pageType: '404', routePath: '/404' })).toBe('404');
    expect(pageKind({ pageType: 'doc', routePath: '/work/', frontmatter: { overview: true } })).toBe('index');
    expect(pageKind({ pageType: 'doc', routePath: '/rust/case/' })).toBe('index');
    expect(pageKind({ pageType: 'doc', routePath: '/rust/case/index' })).toBe('index');
    expect(pageKind({ pageType: 'doc', routePath: '/hello' })).toBe('article');
    expect(pageKind({ pageType: 'doc', routePath: '/rust/error/rust-Result' })).toBe('article');
    expect(pageKind({ frontmatter: {}, routePath: '/network/network-tcp-udp-compare' })).toBe('article');
    expect(pageKind({ pageType: 'blank', routePath: '/x' })).toBe('other');
  });
});

describe('one parse per page: which pages the content check counts from their own source', () => {
  const page = ['---', 'title: 示例', '---', '', '# 示例', '', '这是一段用来计算阅读时间的中文正文。', '', '```rust', 'fn main() {}', '```', ''].join('\n');

  it('a .md page, counted as the text Rspress flattens (front matter removed) would be', () => {
    expect(readingTimeEntry('/docs/a.md', page)).toEqual(['/docs/a.md', page, readingTime(page)]);
    expect(readingTime(page)).toEqual(readingTime(page.split('\n').slice(3).join('\n')));
  });

  it('not an MDX page, nor a page that imports (Rspress inlines the import into the text it counts)', () => {
    expect(readingTimeEntry('/docs/d.mdx', page)).toBeNull();
    expect(readingTimeEntry('/docs/e.md', `import Intro from './_intro.md';\n\n${page}`)).toBeNull();
  });

  it('a page whose only import lines are code (a Java sample)', () => {
    const java = `${page}\n\n\`\`\`java\nimport java.util.List;\n\`\`\`\n`;
    expect(readingTimeEntry('/docs/f.md', java)?.[2]).toEqual(readingTime(java));
  });
});
