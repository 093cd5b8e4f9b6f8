import { describe, expect, it } from 'vitest';
import { condensePage, fullTextPage, fullTextUrl, opening, type IndexPage } from './searchIndex';

const body = [
  '开篇第一句讲线程池。第二句讲队列。第三句讲拒绝策略，而且这一句很长很长很长很长很长很长很长。',
  '为什么要有界',
  '无界队列会让任务一直积压，直到堆内存耗尽。后面还有很多很多很多很多很多很多很多很多很多的文字。',
  '拒绝策略',
  '四种内置策略。',
].join('\n\n');
const at = (text: string) => body.indexOf(text);
const page: IndexPage = {
  title: '线程池',
  content: body,
  routePath: '/work/java/pool',
  lang: 'zh-CN',
  version: '',
  description: '讲清楚线程池的参数。',
  frontmatter: { date: '2026-01-01' },
  toc: [
    { id: 'bounded', text: '为什么要有界', depth: 2, charIndex: at('为什么要有界') },
    { id: 'reject', text: '拒绝策略', depth: 3, charIndex: at('拒绝策略\n') },
  ],
};

describe('opening', () => {
  it('keeps short text whole and collapses whitespace', () => {
    expect(opening('  一句\n\n话 ', 10)).toBe('一句 话');
  });
  it('cuts at the last sentence end past half-way', () => {
    expect(opening('第一句话。第二句话比较长一些。第三句', 16)).toBe('第一句话。第二句话比较长一些。');
  });
  it('cuts hard, with an ellipsis, when no sentence ends in the second half', () => {
    expect(opening('一二三四五六七八九十一二三四五六', 8)).toBe('一二三四五六七八…');
  });
});

describe('condensePage', () => {
  const small = condensePage(page, { lead: 10, section: 8 });
  it('drops front matter and the separate description field', () => {
    expect(small).not.toHaveProperty('frontmatter');
    expect(small).not.toHaveProperty('description');
    expect(small.title).toBe('线程池');
  });
  it('starts with the description, then the opening of the body', () => {
    expect(small.content.startsWith('讲清楚线程池的参数。\n\n开篇第一句讲线程池。')).toBe(true);
  });
  it('keeps every heading, and each charIndex points at its text in the new content', () => {
    expect(small.toc.map((h) => h.id)).toEqual(['bounded', 'reject']);
    for (const h of small.toc) expect(small.content.slice(h.charIndex, h.charIndex + h.text.length)).toBe(h.text);
  });
  it('keeps only the opening of each section', () => {
    expect(small.content).toContain('为什么要有界\n\n无界队列会让任务…');
    expect(small.content).not.toContain('后面还有');
    expect(small.content.length).toBeLessThan(body.length);
  });
});

describe('full text', () => {
  it('keeps the description and body, with header positions shifted to match', () => {
    const f = fullTextPage(page);
    expect(f.content.startsWith('讲清楚线程池的参数。\n\n')).toBe(true);
    expect(f.content).toContain('后面还有');
    page.toc.forEach((h, i) => expect(f.content.slice(f.headers[i], f.headers[i] + h.text.length)).toBe(h.text));
  });
  it('names the file after the index', () => {
    expect(fullTextUrl('/free-blog/static/search_index.zh-CN.ab12.json')).toBe('/free-blog/static/search_index.zh-CN.ab12.full.json');
  });
});
