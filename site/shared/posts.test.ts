import { describe, expect, it } from 'vitest';
import { allPosts, archive, FEED_ITEMS, feedRoutes, relatedPosts, seriesFor, tagGroups, tagLink, tagSlug } from './posts';

const page = (routePath: string, fm: Record<string, unknown>) => ({ routePath, frontmatter: { title: routePath, ...fm } });
const PAGES = [
  page('/', { pageType: 'home' }),
  page('/rust/', { title: 'Rust' }),
  page('/hello', { date: '2025-01-01' }),
  page('/rust/a/one', { date: '2025-03-01', tags: ['Rust', '并发'], series: 'S' }),
  page('/rust/a/two', { date: '2025-04-01', tags: ['Rust', '并发'], series: 'S' }),
  page('/rust/a/three', { date: '2024-12-31', tags: ['rust'], series: { name: 'S', order: 1 } }),
  page('/rust/b/x', { date: '2025-05-01', tags: ['Rust', '所有权'] }),
  page('/work/java/y', { date: '2025-05-01', tags: ['Java', '并发'] }),
  page('/work/java/z', { date: '2026-01-01', tags: ['Java'] }),
  page('/work/java/draft', { date: '2026-02-01', tags: ['Java'], draft: true }),
  page('/work/java/overview', { date: '2026-02-01', overview: true }),
];
const label = (r: string) => (r.startsWith('/rust/') ? 'Rust' : r.startsWith('/work/') ? 'Java' : null);
const posts = allPosts(PAGES, label);
const byLink = (l: string) => posts.find((p) => p.link === l)!;

describe('allPosts', () => {
  it('lists dated articles only, newest first (ties by title), never drafts, index or overview pages', () => {
    expect(posts.map((p) => p.link)).toEqual(['/work/java/z', '/rust/b/x', '/work/java/y', '/rust/a/two', '/rust/a/one', '/hello', '/rust/a/three']);
    expect(byLink('/hello')).toMatchObject({ area: 'home', section: null });
    expect(byLink('/rust/a/three').series).toEqual({ name: 'S', order: 1 });
  });
});

describe('feedRoutes', () => {
  it('are the newest articles, newest first, up to the limit', () => {
    expect(feedRoutes(PAGES, 3)).toEqual(['/work/java/z', '/rust/b/x', '/work/java/y']);
    expect(feedRoutes(PAGES)).toHaveLength(7);
    const many = Array.from({ length: FEED_ITEMS + 10 }, (_, i) => page(`/a/p${i}`, { date: `2020-01-${String((i % 28) + 1).padStart(2, '0')}` }));
    expect(feedRoutes(many)).toHaveLength(FEED_ITEMS);
  });
});

describe('archive', () => {
  it('groups by year, newest first, and filters by top-level section', () => {
    expect(archive(posts).map((g) => [g.year, g.posts.length])).toEqual([['2026', 1], ['2025', 5], ['2024', 1]]);
    expect(archive(posts, 'rust').flatMap((g) => g.posts.map((p) => p.link))).toEqual(['/rust/b/x', '/rust/a/two', '/rust/a/one', '/rust/a/three']);
  });
});

describe('tags', () => {
  it('slugs keep letters of any script and fold case', () => {
    expect(tagSlug('Spring Boot')).toBe('spring-boot');
    expect(tagSlug('并发')).toBe('并发');
    expect(tagSlug(' C++ ')).toBe('c');
    expect(tagLink('Rust')).toBe('/tags/#tag-rust');
    expect(tagLink('Spring Boot')).toBe('/tags/#tag-spring-boot');
  });

  it('groups posts by tag, most used first; tags differing in case are one', () => {
    const groups = tagGroups(posts);
    expect(groups.map((g) => [g.slug, g.posts.length])).toEqual([['rust', 4], ['并发', 3], ['java', 2], ['所有权', 1]]);
    expect(groups[0].tag).toBe('Rust'); // the first spelling met, newest post first
  });
});

describe('seriesFor', () => {
  it('orders parts by explicit order, then sidebar order, then date, and knows where the post is', () => {
    const sidebar = new Map([['/rust/a/two', 0], ['/rust/a/one', 1]]);
    const s = seriesFor(byLink('/rust/a/one'), posts, (r) => sidebar.get(r) ?? 99)!;
    expect(s.parts.map((p) => p.link)).toEqual(['/rust/a/three', '/rust/a/two', '/rust/a/one']);
    expect(s.index).toBe(2);
    expect(seriesFor(byLink('/rust/b/x'), posts, () => 0)).toBeNull();
  });
});

describe('relatedPosts', () => {
  it('ranks shared tags, then folder and section; leaves out itself and its series', () => {
    expect(relatedPosts(byLink('/rust/b/x'), posts).map((p) => p.link)).toEqual(['/rust/a/two', '/rust/a/one', '/rust/a/three']);
    const forOne = relatedPosts(byLink('/rust/a/one'), posts).map((p) => p.link);
    expect(forOne).not.toContain('/rust/a/one');
    expect(forOne).not.toContain('/rust/a/two');
    // x: Rust (3) + same section (1) = 4; y: 并发 (3); then the newest post fills the third place
    expect(forOne).toEqual(['/rust/b/x', '/work/java/y', '/work/java/z']);
  });

  it('fills up to three with the newest posts when few share anything', () => {
    expect(relatedPosts(byLink('/hello'), posts)).toHaveLength(3);
  });
});
