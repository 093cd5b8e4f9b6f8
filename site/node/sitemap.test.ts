import { describe, expect, it } from 'vitest';
import { allPosts } from '../shared/posts';
import { lastmodOf, sitemapXml } from './sitemap';

const PAGES = [
  { routePath: '/', frontmatter: { pageType: 'home' } },
  { routePath: '/rust/', frontmatter: { title: 'Rust' } },
  { routePath: '/rust/a', frontmatter: { title: 'A', date: '2025-03-02', tags: ['Rust'] } },
  { routePath: '/rust/b', frontmatter: { title: 'B', date: '2025-01-01', updated: '2026-02-03' } },
  { routePath: '/work/', frontmatter: { title: 'Work' } },
  { routePath: '/work/c', frontmatter: { title: 'C', date: '2025-06-01' } },
  { routePath: '/archive/rust/', frontmatter: {} },
  { routePath: '/tags/', frontmatter: {} },
  { routePath: '/网络/笔记', frontmatter: { title: '笔记', date: '2024-01-01' } },
  { routePath: '/about', frontmatter: { title: '关于' } },
  { routePath: '/404', frontmatter: {} },
];
const POSTS = allPosts(PAGES, () => null);
const lastmod = (route: string) => lastmodOf({ routePath: route }, POSTS);

describe('sitemap lastmod', () => {
  it("an article: its own `updated`, else its `date`", () => {
    expect(lastmod('/rust/a')).toBe('2025-03-02');
    expect(lastmod('/rust/b')).toBe('2026-02-03');
  });
  it('a list page: the newest entry it lists', () => {
    expect(lastmod('/')).toBe('2026-02-03');
    expect(lastmod('/rust/')).toBe('2026-02-03');
    expect(lastmod('/work/')).toBe('2025-06-01');
    expect(lastmod('/archive/rust/')).toBe('2026-02-03');
    expect(lastmod('/tags/')).toBe('2025-03-02');
  });
  it('a page that says nothing gets none', () => expect(lastmod('/about')).toBeNull());
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://example.org/blog/', PAGES, POSTS);
  it('lists every page but the 404, URL-escaped, with true days and never the build time', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(PAGES.length - 1);
    expect(locs).toContain('https://example.org/blog/%E7%BD%91%E7%BB%9C/%E7%AC%94%E8%AE%B0');
    expect(xml).toContain('<url><loc>https://example.org/blog/about</loc></url>');
    expect(xml).toContain('<url><loc>https://example.org/blog/rust/b</loc><lastmod>2026-02-03</lastmod></url>');
    expect(xml).not.toContain(new Date().toISOString().slice(0, 10));
  });
});
