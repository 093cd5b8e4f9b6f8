import { describe, expect, it } from 'vitest';
import { absoluteUrl, isArticleRoute, isoDate, markdownUrl, type SeoSite, seoHeadTags } from './seo';

const SITE: SeoSite = {
  siteUrl: 'https://free-blog-dev.github.io/free-blog/',
  siteTitle: 'My Blog',
  siteDescription: '站点描述',
  image: '/og-default.png',
  imageAlt: '图',
  imageWidth: 1200,
  imageHeight: 630,
  feeds: [{ href: 'https://free-blog-dev.github.io/free-blog/atom.xml', type: 'application/atom+xml', title: 'My Blog（Atom）' }],
  locale: 'zh_CN',
};
const meta = (tags: ReturnType<typeof seoHeadTags>, key: string) =>
  tags.meta.filter((m) => m.property === key || m.name === key).map((m) => m.content);

describe('absoluteUrl', () => {
  it.each([
    ['/', 'https://free-blog-dev.github.io/free-blog/'],
    ['/work/', 'https://free-blog-dev.github.io/free-blog/work/'],
    ['/work/java/java-thread-pool', 'https://free-blog-dev.github.io/free-blog/work/java/java-thread-pool'],
    ['/hello.html', 'https://free-blog-dev.github.io/free-blog/hello'],
    ['/rust/case/index', 'https://free-blog-dev.github.io/free-blog/rust/case/'],
    ['/rust/error/rust-Result', 'https://free-blog-dev.github.io/free-blog/rust/error/rust-Result'],
  ])('%s -> %s', (route, expected) => {
    expect(absoluteUrl(SITE.siteUrl, route)).toBe(expected);
    expect(absoluteUrl(SITE.siteUrl.slice(0, -1), route)).toBe(expected);
  });
});

describe('isArticleRoute / isoDate', () => {
  it('articles are the pages that are neither home, section index nor 404', () => {
    expect(['/', '/work/', '/rust/case/', '/404'].map(isArticleRoute)).toEqual([false, false, false, false]);
    expect(['/hello', '/rust/case/rust-minigrep'].map(isArticleRoute)).toEqual([true, true]);
  });
  it('dates from YAML (Date) or strings', () => {
    expect(isoDate(new Date('2026-02-08T00:00:00Z'))).toBe('2026-02-08');
    expect(isoDate('2025-01-05')).toBe('2025-01-05');
    expect(isoDate('not a date')).toBeNull();
    expect(isoDate(undefined)).toBeNull();
  });
});

describe('seoHeadTags', () => {
  it('an article: canonical, og:type article, page title, published time, feed link', () => {
    const tags = seoHeadTags(SITE, { routePath: '/rust/error/panic', pageType: 'doc', title: 'panic!', description: 'D', date: '2025-03-02' });
    expect(tags.link[0]).toEqual({ rel: 'canonical', href: 'https://free-blog-dev.github.io/free-blog/rust/error/panic' });
    expect(tags.link[1]).toMatchObject({ rel: 'alternate', type: 'application/atom+xml' });
    expect(meta(tags, 'og:type')).toEqual(['article']);
    expect(meta(tags, 'og:title')).toEqual(['panic!']);
    expect(meta(tags, 'twitter:description')).toEqual(['D']);
    expect(meta(tags, 'og:image')).toEqual(['https://free-blog-dev.github.io/free-blog/og-default.png']);
    expect(meta(tags, 'article:published_time')).toEqual(['2025-03-02']);
    expect(meta(tags, 'article:modified_time')).toEqual([]);
    const revised = seoHeadTags(SITE, { routePath: '/rust/error/panic', pageType: 'doc', date: '2025-03-02', updated: '2026-11-01' });
    expect(meta(revised, 'article:modified_time')).toEqual(['2026-11-01']);
    expect(meta(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(tags, 'og:locale')).toEqual(['zh_CN']);
  });
  it('the home page and section indexes are websites; home uses the site title and description', () => {
    const home = seoHeadTags(SITE, { routePath: '/', pageType: 'home', title: 'ignored' });
    expect(meta(home, 'og:type')).toEqual(['website']);
    expect(meta(home, 'og:title')).toEqual(['My Blog']);
    expect(meta(home, 'og:description')).toEqual(['站点描述']);
    expect(meta(home, 'article:published_time')).toEqual([]);
    const index = seoHeadTags(SITE, { routePath: '/work/', pageType: 'doc', title: '工作笔记', description: 'W', date: '2025-01-01' });
    expect(meta(index, 'og:type')).toEqual(['website']);
    expect(meta(index, 'og:url')).toEqual(['https://free-blog-dev.github.io/free-blog/work/']);
  });
  it('the 404 page: noindex, no canonical, no og:url', () => {
    const tags = seoHeadTags(SITE, { routePath: '/some/unknown', pageType: '404' });
    expect(meta(tags, 'robots')).toEqual(['noindex']);
    expect(tags.link.filter((l) => l.rel === 'canonical')).toEqual([]);
    expect(meta(tags, 'og:url')).toEqual([]);
  });
});

describe('markdownUrl', () => {
  const site = 'https://free-blog-dev.github.io/free-blog/';
  it.each([
    ['/', `${site}index.md`],
    ['/work/', `${site}work/index.md`],
    ['/rust/error/panic', `${site}rust/error/panic.md`],
    ['/hello.html', `${site}hello.md`],
  ])('%s -> %s', (route, url) => expect(markdownUrl(site, route)).toBe(url));
});

