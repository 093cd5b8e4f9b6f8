import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbs, jsonLdText, markdownUrl, type SeoSite, seoHeadTags, structuredData } from './seo';

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

describe('seoHeadTags', () => {
  it('an article: canonical, og:type article, page title, published time, feed link', () => {
    const tags = seoHeadTags(SITE, { routePath: '/rust/error/panic', pageType: 'doc', title: 'panic!', description: 'D', frontmatter: { date: '2025-03-02' } });
    expect(tags.link[0]).toEqual({ rel: 'canonical', href: 'https://free-blog-dev.github.io/free-blog/rust/error/panic' });
    expect(tags.link[1]).toMatchObject({ rel: 'alternate', type: 'application/atom+xml' });
    expect(meta(tags, 'og:type')).toEqual(['article']);
    expect(meta(tags, 'og:title')).toEqual(['panic!']);
    expect(meta(tags, 'twitter:description')).toEqual(['D']);
    expect(meta(tags, 'og:image')).toEqual(['https://free-blog-dev.github.io/free-blog/og-default.png']);
    expect(meta(tags, 'article:published_time')).toEqual(['2025-03-02']);
    expect(meta(tags, 'article:modified_time')).toEqual([]);
    const revised = seoHeadTags(SITE, { routePath: '/rust/error/panic', pageType: 'doc', frontmatter: { date: '2025-03-02', updated: '2026-11-01' } });
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
    const index = seoHeadTags(SITE, { routePath: '/work/', pageType: 'doc', title: '工作笔记', description: 'W', frontmatter: { date: '2025-01-01' } });
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


describe('structured data (JSON-LD)', () => {
  const site: SeoSite = {
    ...SITE,
    sitemap: 'https://free-blog-dev.github.io/free-blog/sitemap.xml',
    author: { name: 'free-blog-dev', url: 'https://github.com/free-blog-dev' },
    sections: { '/rust/': 'Rust 学习笔记', '/rust/ownership/': '所有权与借用' },
    language: 'zh-CN',
  };
  const article = { routePath: '/rust/ownership/rust-ownership', pageType: 'doc', title: 'Rust 所有权', description: 'D', frontmatter: { date: '2025-03-02', tags: ['Rust', '所有权'] } };
  const graph = (data: unknown) => (data as { '@graph': Array<Record<string, unknown>> })['@graph'];

  it('an article is a BlogPosting with the fields search engines read', () => {
    const posting = graph(structuredData(site, article)).find((n) => n['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: 'Rust 所有权',
      description: 'D',
      datePublished: '2025-03-02',
      dateModified: '2025-03-02',
      author: { '@type': 'Person', name: 'free-blog-dev', url: 'https://github.com/free-blog-dev' },
      image: { '@type': 'ImageObject', url: 'https://free-blog-dev.github.io/free-blog/og-default.png' },
      inLanguage: 'zh-CN',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://free-blog-dev.github.io/free-blog/rust/ownership/rust-ownership' },
      keywords: ['Rust', '所有权'],
    });
    const revised = graph(structuredData(site, { ...article, frontmatter: { ...article.frontmatter, updated: '2026-01-05' } })).find((n) => n['@type'] === 'BlogPosting')!;
    expect(revised.dateModified).toBe('2026-01-05');
  });

  it('breadcrumbs follow the section path, each section by its index page', () => {
    expect(breadcrumbs(site, article).map((c) => c.name)).toEqual(['My Blog', 'Rust 学习笔记', '所有权与借用', 'Rust 所有权']);
    expect(breadcrumbs(site, { routePath: '/rust/ownership/', title: 'x' }).map((c) => [c.name, c.url])).toEqual([
      ['My Blog', 'https://free-blog-dev.github.io/free-blog/'],
      ['Rust 学习笔记', 'https://free-blog-dev.github.io/free-blog/rust/'],
      ['所有权与借用', 'https://free-blog-dev.github.io/free-blog/rust/ownership/'],
    ]);
    const list = graph(structuredData(site, article)).find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((list.itemListElement as Array<{ position: number }>).map((i) => i.position)).toEqual([1, 2, 3, 4]);
  });

  it('the home page is a WebSite, the 404 page has none, a section index only breadcrumbs', () => {
    expect(graph(structuredData(site, { routePath: '/', pageType: 'home' })).map((n) => n['@type'])).toEqual(['WebSite']);
    expect(structuredData(site, { routePath: '/x', pageType: '404' })).toBeNull();
    expect(graph(structuredData(site, { routePath: '/rust/', title: 'Rust', frontmatter: { date: '2025-01-01' } })).map((n) => n['@type'])).toEqual(['BreadcrumbList']);
  });

  it('its text cannot end the script element early, and parses back to the same data', () => {
    const data = structuredData(site, { ...article, title: '</script><script>alert(1)</script> & <!-- \u2028' });
    const text = jsonLdText(data!);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('the head links the sitemap', () => {
    expect(seoHeadTags(site, article).link).toContainEqual({ rel: 'sitemap', type: 'application/xml', title: 'Sitemap', href: site.sitemap });
  });
});
