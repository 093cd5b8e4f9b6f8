import { describe, expect, it } from 'vitest';
import { capSearchPages, SEARCH_PAGES_SHOWN } from './searchLimit';

const hits = (pages: number, perPage = 2) =>
  Array.from({ length: pages * perPage }, (_, i) => ({ link: `/p${Math.floor(i / perPage)}${i % perPage ? `#h${i}` : ''}` }));

describe('capSearchPages', () => {
  it('keeps every hit of the first 7 pages and nothing of the rest', () => {
    expect(SEARCH_PAGES_SHOWN).toBe(7);
    const groups = [{ renderType: 'default', result: hits(16) }];
    capSearchPages(groups);
    const kept = groups[0].result as { link: string }[];
    expect(new Set(kept.map((h) => h.link.split('#')[0])).size).toBe(7);
    expect(kept).toHaveLength(14);
    expect(kept.at(-1)?.link).toBe('/p6#h13');
  });
  it('keeps the order and hits of a page found again later', () => {
    const groups = [{ result: [{ link: '/a' }, { link: '/b' }, { link: '/c' }, { link: '/a#x' }] }];
    capSearchPages(groups, 2);
    expect(groups[0].result).toEqual([{ link: '/a' }, { link: '/b' }, { link: '/a#x' }]);
  });
  it('leaves custom (remote) groups and short lists alone', () => {
    const custom = { renderType: 'custom', result: hits(10) };
    const short = { renderType: 'default', result: hits(3) };
    capSearchPages([custom, short]);
    expect(custom.result).toHaveLength(20);
    expect(short.result).toHaveLength(6);
  });
});
