import { describe, expect, it } from 'vitest';
import type { IndexPage } from '../../site/shared/searchIndex';
import { headerPath, highlightLength, searchPages, snippet, type SearchPage } from './pageSearch';

function page(title: string, route: string, sections: [string, number, string][], intro = '引言。'): IndexPage {
  let content = intro;
  const toc = sections.map(([text, depth, body], i) => {
    content += '\n\n';
    const charIndex = content.length;
    content += `${text}\n\n${body}`;
    return { id: `h${i}`, text, depth, charIndex };
  });
  return { title, routePath: route, content, toc, lang: 'zh-CN', version: '' };
}

const pages: SearchPage[] = [
  page('Rust 所有权', '/rust/ownership', [['移动语义', 2, '赋值会移动所有权。'], ['借用', 2, '引用不取得所有权。']]),
  page('线程池参数', '/work/pool', [['核心线程', 2, '核心线程数决定常驻线程。'], ['队列', 3, '有界队列防止内存耗尽。']]),
  page('并发', '/rust/concurrency', [['线程池', 2, '用 rayon 的线程池。'], ['通道', 2, '通道在线程之间传递所有权。']]),
];

describe('searchPages', () => {
  it('finds a word in the middle of a sentence, with the section as the link', () => {
    const hits = searchPages(pages, '内存耗尽');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ type: 'content', link: '/work/pool#h1', header: '队列', title: '线程池参数' });
    const h = hits[0].highlightInfoList[0];
    expect(hits[0].statement?.slice(h.start, h.start + 4)).toBe('内存耗尽');
    expect(h.length).toBe(highlightLength('内存耗尽'));
  });
  it('ranks a title hit before a heading hit before text hits', () => {
    const hits = searchPages(pages, '线程池');
    expect([...new Set(hits.map((h) => h.title))]).toEqual(['线程池参数', '并发']);
    expect(hits.find((h) => h.title === '并发')).toMatchObject({ type: 'header', header: '并发 > 线程池', link: '/rust/concurrency#h0' });
    const title = hits[0];
    expect(title.header.slice(title.highlightInfoList[0].start, title.highlightInfoList[0].start + 3)).toBe('线程池');
    const header = hits.find((h) => h.type === 'header' && h.title === '并发')!;
    expect(header.header.slice(header.highlightInfoList[0].start)).toBe('线程池');
  });
  it('ranks pages with more matching sections first when nothing else differs', () => {
    const hits = searchPages(pages, '所有权');
    expect(hits[0].title).toBe('Rust 所有权');
    expect(new Set(hits.map((h) => h.title))).toEqual(new Set(['Rust 所有权', '并发']));
  });
  it('is case-insensitive for Latin text and ignores surrounding spaces', () => {
    expect(searchPages(pages, '  RAYON ')[0]).toMatchObject({ type: 'content', link: '/rust/concurrency#h0' });
  });
  it('returns nothing for an empty query or a miss', () => {
    expect(searchPages(pages, '   ')).toEqual([]);
    expect(searchPages(pages, '不存在的词')).toEqual([]);
  });
  it('keeps at most the given number of pages', () => {
    const many = Array.from({ length: 12 }, (_, i) => page(`第${i}篇`, `/p${i}`, [['小节', 2, '共同的词。']]));
    const hits = searchPages(many, '共同');
    expect(new Set(hits.map((h) => h.link.split('#')[0])).size).toBe(7);
  });
  it('shows a heading with its parents', () => {
    expect(headerPath(pages[1].toc, 1).map((h) => h.text)).toEqual(['核心线程', '队列']);
  });
});

describe('snippet', () => {
  it('keeps a short paragraph whole', () => {
    expect(snippet('前文\n\n一段话里有关键词。\n\n后文', 9, 3)).toEqual({ text: '一段话里有关键词。', offset: 5 });
  });
  it('cuts a long paragraph to 100 characters around the match, with ellipses', () => {
    const long = `${'甲'.repeat(150)}关键词${'乙'.repeat(150)}`;
    const s = snippet(long, 150, 3);
    expect(s.text.startsWith('...')).toBe(true);
    expect(s.text.endsWith('...')).toBe(true);
    expect(s.text.length).toBe(106);
    expect(s.text.slice(s.offset, s.offset + 3)).toBe('关键词');
  });
});
