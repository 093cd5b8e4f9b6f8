import { describe, expect, it } from 'vitest';
import { groupSuggestions, resultAnnouncement } from './searchA11y';

describe('groupSuggestions', () => {
  it('groups by title in first-seen order', () => {
    const g = groupSuggestions([{ title: 'B', n: 1 }, { title: 'A', n: 2 }, { title: 'B', n: 3 }]);
    expect(g.map(([t, items]) => [t, items.map((i) => i.n)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
    ]);
  });
});

describe('resultAnnouncement', () => {
  const base = { status: 'inited' as const, query: '线程池', isSearching: false, count: 3 };
  it('counts results', () => expect(resultAnnouncement(base)).toBe('找到 3 条结果'));
  it('names an empty query result', () => expect(resultAnnouncement({ ...base, count: 0 })).toBe('没有找到“线程池”的结果'));
  it('is silent while typing', () => expect(resultAnnouncement({ ...base, isSearching: true })).toBe(''));
  it('announces loading and failure', () => {
    expect(resultAnnouncement({ ...base, status: 'initing' })).toBe('正在加载搜索索引');
    expect(resultAnnouncement({ ...base, status: 'error' })).toBe('搜索索引加载失败');
  });
});
