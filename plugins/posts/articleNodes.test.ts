import { describe, expect, it } from 'vitest';
import { addPostNodes, type PostPageData } from './articleNodes';

const POST: PostPageData = {
  published: '2025-09-21',
  updated: null,
  tags: [{ name: 'Rust', link: '/tags/#tag-rust' }],
  series: { name: 'S', parts: [{ title: 'A', link: '/a' }, { title: 'B', link: '/b' }, { title: 'C', link: '/c' }], index: 1 },
  related: [{ title: 'X', link: '/x', section: 'Rust', date: '2025-01-01' }],
};
type N = { type: string; name?: string; url?: string; children?: N[]; attributes?: { name: string; value: unknown }[]; depth?: number; value?: string };
const tree = (): { children: N[] } => ({ children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: 'T' }] }, { type: 'paragraph', children: [] }] });
const attr = (n: N, name: string) => n.attributes?.find((a) => a.name === name)?.value;
const links = (n: N): string[] => [...(n.url ? [n.url] : []), ...(n.children ?? []).flatMap(links)];

describe('addPostNodes', () => {
  it('puts the facts and the series right after the H1, the pager and related posts at the end', () => {
    const t = tree();
    addPostNodes(t, POST);
    expect(t.children.map((n) => n.name ?? n.type)).toEqual(['heading', 'p', 'nav', 'paragraph', 'div']);
    expect(attr(t.children[1], 'className')).toBe('fb-post-facts');
    expect(links(t.children[1])).toEqual(['/tags/#tag-rust']);
    expect(attr(t.children[2], 'aria-label')).toBe('系列：S');
    expect(links(t.children[2])).toEqual(['/a', '/c']); // the current part is not a link
    expect(links(t.children[4])).toEqual(['/a', '/c', '/x']); // 上一篇, 下一篇, related
  });

  it('adds no series or pager for a post in no series, and nothing at the end without related posts', () => {
    const t = tree();
    addPostNodes(t, { ...POST, series: null, related: [] });
    expect(t.children.map((n) => n.name ?? n.type)).toEqual(['heading', 'p', 'paragraph']);
  });

  it('shows a revision date when there is one', () => {
    const t = tree();
    addPostNodes(t, { ...POST, updated: '2026-11-01' });
    expect(JSON.stringify(t.children[1])).toContain('修订于 ');
  });
});
