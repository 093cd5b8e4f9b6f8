import { describe, expect, it } from 'vitest';
import { entryContent, feedXml, type FeedEntry } from './feedBuild';

const URL_ = 'https://free-blog-dev.github.io/free-blog/rust/x/post';
const page = (doc: string) =>
  `<!doctype html><html><head><title>t</title></head><body><nav><a href="/free-blog/">home</a></nav><main><div class="rp-doc rspress-doc"><!--$-->${doc}<!--/$--></div></main></body></html>`;

describe('entryContent', () => {
  it('makes every link and image absolute against the article, not the feed', () => {
    const html = entryContent(page('<p><a href="#一张表看懂差异">表</a> <a href="/free-blog/rust/">Rust</a> <a href="../y/other">另一篇</a> <img src="/free-blog/static/svg/a.svg" alt="图"></p>'), URL_)!;
    expect(html).toContain(`href="${new URL('#一张表看懂差异', URL_).href}"`);
    expect(html).toContain('href="https://free-blog-dev.github.io/free-blog/rust/"');
    expect(html).toContain('href="https://free-blog-dev.github.io/free-blog/rust/y/other"');
    expect(html).toContain('src="https://free-blog-dev.github.io/free-blog/static/svg/a.svg"');
  });

  it('drops what only the theme uses: the H1, heading anchors, SSR markers, reading time, facts, buttons, related posts, classes and token spans', () => {
    const html = entryContent(
      page(
        '<h1 id="t"><a href="#t" class="rp-header-anchor" aria-hidden="true" tabindex="-1">#</a>标题<!-- --> </h1>' +
          '<p class="fb-reading-time" data-minutes="3">约 3 分钟</p><p class="fb-post-facts">发布于 …</p>' +
          '<h2 id="s"><a href="#s" class="rp-header-anchor">#</a>一节</h2>' +
          '<div class="rp-codeblock language-rust"><div class="rp-code-button-group"><button>复制</button></div><pre class="shiki"><code><span class="line"><span class="sk-keyword">fn</span> main() {}</span></code></pre></div>' +
          '<div class="fb-post-end rp-not-doc"><section>相关文章</section></div>',
      ),
      URL_,
    )!;
    expect(html).not.toMatch(/<h1|rp-header-anchor|<!--|fb-reading-time|发布于|<button|相关文章|sk-keyword|<span|tabindex|aria-hidden|id="/);
    expect(html).toContain('<h2>一节</h2>');
    expect(html).toContain('<pre><code>fn main() {}</code></pre>');
    expect(html).toContain('class="language-rust"');
  });

  it('is null for a page without an article', () => expect(entryContent('<html><body><p>x</p></body></html>', URL_)).toBeNull());
});

describe('feedXml', () => {
  const entry = (n: number, published: string, updated = published): FeedEntry => ({
    title: `文章 ${n}`,
    url: `https://example.org/blog/a${n}`,
    description: `描述 ${n}`,
    html: page(`<p>正文 ${n}</p>`),
    published,
    updated,
    categories: ['Rust', '所有权'],
  });
  const site = {
    siteUrl: 'https://example.org/blog/',
    title: 'My Blog',
    description: 'D',
    copyright: '©',
    author: { name: 'someone', link: 'https://github.com/someone' },
    icon: 'https://example.org/blog/icon.svg',
    language: 'zh-CN',
  };
  const xml = feedXml(site, [entry(2, '2026-03-01', '2026-05-02'), entry(1, '2025-01-01')], { atom: 'https://example.org/blog/atom.xml', rss: 'https://example.org/blog/rss.xml' });

  it('the feed is as new as its newest entry, never the build time', () => {
    expect(xml.atom).toMatch(/<feed[^>]*>\s*<id>https:\/\/example\.org\/blog\/<\/id>\s*<title>My Blog<\/title>\s*<updated>2026-05-02T00:00:00\.000Z<\/updated>/);
    expect(xml.rss).toContain('<lastBuildDate>Sat, 02 May 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('names the author on the Atom feed and each entry, and as dc:creator in RSS (not <author>, which wants an e-mail)', () => {
    expect(xml.atom.match(/<author>\s*<name>someone<\/name>\s*<uri>https:\/\/github\.com\/someone<\/uri>\s*<\/author>/g)).toHaveLength(3);
    expect(xml.rss.match(/<dc:creator>someone<\/dc:creator>/g)).toHaveLength(2);
    expect(xml.rss).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml.rss).not.toContain('<author>');
  });

  it('gives each Atom category a term, and each entry its published and updated days', () => {
    expect(xml.atom).toContain('<category label="Rust" term="Rust"/>');
    expect(xml.atom).toMatch(/<updated>2026-05-02T00:00:00\.000Z<\/updated>[\s\S]*<published>2026-03-01T00:00:00\.000Z<\/published>/);
  });
});
