// Discoverability of the production build: sitemap.xml, robots.txt, the Atom and RSS feeds,
// llms.txt, and the canonical / Open Graph / Twitter tags in the static HTML of every page.
// The files are fetched from the test server (the build under /free-blog/), so they are the
// output of the build that `npm test` just made; one browser test checks the feed link is
// announced in <head> and visible in the footers.
import { type APIRequestContext } from '@playwright/test';
import { isArticle as isArticlePage } from '../../site/shared/pageKind';
import { feedRoutes } from '../../site/shared/posts';
import { BASE, expect, httpTest, test, url } from './fixtures';
import { nextPage } from './locators';
import { ALL_ROUTES, AN_ARTICLE, frontmatterOf } from './routes';

const SITE_URL = 'https://free-blog-dev.github.io/free-blog/';
const canonicalOf = (route: string) => SITE_URL + route.replace(/^\//, '');
const isArticle = (route: string) => isArticlePage({ routePath: route });
const ARTICLES = ALL_ROUTES.filter(isArticle);

// The feeds carry the newest FEED_ITEMS articles (site/shared/posts.ts); today that is every one of them.
const IN_FEEDS = () => feedRoutes(ARTICLES.map((route) => ({ routePath: route, frontmatter: frontmatterOf(route) })));
const dayOf = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10);
const dateOf = (route: string) => dayOf(frontmatterOf(route).date);
/** An entry's Atom <updated>: the article's own `updated` (a real revision), else its first-published date. */
const updatedOf = (route: string) => (frontmatterOf(route).updated === undefined ? dateOf(route) : dayOf(frontmatterOf(route).updated));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]);

/** The <meta> and <link> tags of a document's <head>, as attribute maps ('>' may appear inside quotes). */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<(meta|link)\b((?:[^>"]|"[^"]*")*)>/g)].map(([, tag, attrs]) => {
    const map: Record<string, string> = { tag };
    for (const [, k, v] of attrs.matchAll(/([\w:-]+)="([^"]*)"/g)) map[k] = decode(v);
    return map;
  });
}

type Tag = Record<string, string>;
const metas = (tags: Tag[], key: 'name' | 'property', value: string) =>
  tags.filter((t) => t.tag === 'meta' && t[key] === value).map((t) => t.content);

async function fetchText(request: APIRequestContext, path: string, status = 200) {
  const res = await request.get(url(path));
  expect(res.status(), path).toBe(status);
  return res.text();
}

test.describe('sitemap and robots.txt', () => {
  httpTest('sitemap.xml lists exactly the canonical URL of every route, and no 404', async ({ request }) => {
    const xml = await fetchText(request, '/sitemap.xml');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // URL-escaped, as the protocol asks (Chinese tag routes): compared decoded.
    const raw = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(raw.filter((l) => /[^\x21-\x7e]/.test(l))).toEqual([]);
    const locs = raw.map((l) => decodeURI(l));
    expect(new Set(locs).size, 'no duplicates').toBe(locs.length);
    expect([...locs].sort()).toEqual(ALL_ROUTES.map(canonicalOf).sort());
    expect(locs.some((l) => l.includes('404'))).toBe(false);
  });

  httpTest('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const txt = await fetchText(request, '/robots.txt');
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).not.toMatch(/^Disallow: \/\S*$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/free-blog-dev\.github\.io\/free-blog\/sitemap\.xml$/m);
  });
});

test.describe('feeds', () => {
  httpTest('the Atom feed has the newest articles (all of them, up to 50) with their date, summary and link', async ({ request }) => {
    const xml = await fetchText(request, '/atom.xml');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<id>${SITE_URL}</id>`);
    expect(xml).toContain(`<link rel="self" href="${SITE_URL}atom.xml"/>`);
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]);
    const byLink = new Map(entries.map((e) => [/<link href="([^"]+)"\/>/.exec(e)?.[1], e]));
    const feed = IN_FEEDS();
    expect([...byLink.keys()].sort()).toEqual(feed.map(canonicalOf).sort());
    for (const route of feed) {
      const entry = byLink.get(canonicalOf(route))!;
      const fm = frontmatterOf(route);
      expect(entry, route).toContain(`<id>${canonicalOf(route)}</id>`);
      expect(entry, route).toContain(`<title type="html"><![CDATA[${fm.title}]]></title>`);
      expect(entry, route).toContain(`<updated>${updatedOf(route)}T00:00:00.000Z</updated>`);
      expect(entry, route).toContain(`<summary type="html"><![CDATA[${fm.description}]]></summary>`);
    }
  });

  httpTest('the RSS feed has the newest articles (all of them, up to 50) with their date, description and link', async ({ request }) => {
    const xml = await fetchText(request, '/rss.xml');
    expect(xml).toMatch(/<rss version="2.0"/);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    const byLink = new Map(items.map((e) => [/<link>([^<]+)<\/link>/.exec(e)?.[1], e]));
    const feed = IN_FEEDS();
    expect([...byLink.keys()].sort()).toEqual(feed.map(canonicalOf).sort());
    for (const route of feed) {
      const item = byLink.get(canonicalOf(route))!;
      const fm = frontmatterOf(route);
      expect(item, route).toContain(`<description><![CDATA[${fm.description}]]></description>`);
      expect(item, route).toContain(`<pubDate>${new Date(`${dateOf(route)}T00:00:00Z`).toUTCString()}</pubDate>`);
    }
  });
});

test.describe('llms.txt', () => {
  test("articles carry no 'Copy Markdown' bar and no hidden English hint for agents", async ({ blog, page }) => {
    await blog.goto(AN_ARTICLE);
    await expect(page.locator('.rp-llms-container, .rp-llms-copy-button')).toHaveCount(0);
    expect(await page.locator('body').textContent()).not.toContain('For AI agents');
  });

  httpTest('llms.txt and llms-full.txt are emitted and list every article', async ({ request }) => {
    const txt = await fetchText(request, '/llms.txt');
    expect(txt).toMatch(/^# My Blog$/m);
    const full = await fetchText(request, '/llms-full.txt');
    for (const route of ARTICLES) {
      const title = String(frontmatterOf(route).title);
      expect(txt, route).toContain(`[${title}](/free-blog${route}.md)`);
      expect(full, route).toContain(title);
    }
  });
});

test.describe('head tags in the static HTML', () => {
  for (const route of ALL_ROUTES) {
    httpTest(`${route} has canonical, Open Graph and Twitter tags`, async ({ request }) => {
      const tags = headTags(await fetchText(request, route));
      const canonical = tags.filter((t) => t.tag === 'link' && t.rel === 'canonical').map((t) => t.href);
      expect(canonical).toEqual([canonicalOf(route)]);
      const fm = frontmatterOf(route);
      const description = metas(tags, 'name', 'description');
      expect(description).toHaveLength(1);
      if (route !== '/') expect(description[0]).toBe(fm.description);
      const title = route === '/' ? 'My Blog' : String(fm.title);
      const image = `${SITE_URL}og-default.png`;
      const expected: [string, string, string][] = [
        ['property', 'og:url', canonicalOf(route)],
        ['property', 'og:type', isArticle(route) ? 'article' : 'website'],
        ['property', 'og:title', title],
        ['property', 'og:description', description[0]],
        ['property', 'og:image', image],
        ['property', 'og:site_name', 'My Blog'],
        ['property', 'og:locale', 'zh_CN'],
        ['name', 'twitter:card', 'summary_large_image'],
        ['name', 'twitter:title', title],
        ['name', 'twitter:description', description[0]],
        ['name', 'twitter:image', image],
      ];
      for (const [key, name, value] of expected) expect(metas(tags, key as 'name', name), name).toEqual([value]);
      expect(metas(tags, 'property', 'article:published_time')).toEqual(isArticle(route) ? [dateOf(route)] : []);
      const feeds = tags.filter((t) => t.tag === 'link' && t.rel === 'alternate' && /(atom|rss)\+xml/.test(t.type));
      expect(feeds.map((t) => [t.type, t.href])).toEqual([
        ['application/atom+xml', `${SITE_URL}atom.xml`],
        ['application/rss+xml', `${SITE_URL}rss.xml`],
      ]);
      // The page's Markdown copy: announced, and served where the link says (same path under the base).
      const markdown = tags.filter((t) => t.tag === 'link' && t.rel === 'alternate' && t.type === 'text/markdown').map((t) => t.href);
      expect(markdown).toHaveLength(1);
      expect(markdown[0]).toBe(SITE_URL + (route === '/' || route.endsWith('/') ? `${route.slice(1)}index.md` : `${route.slice(1)}.md`));
      const md = await request.get(markdown[0].replace(SITE_URL, `${url('/')}`));
      expect(md.status(), markdown[0]).toBe(200);
      if (route !== '/') expect(await md.text()).toContain(String(fm.title));
    });
  }

  httpTest('the 404 page is noindex and has no canonical', async ({ request }) => {
    const tags = headTags(await fetchText(request, '/no-such-page', 404));
    expect(metas(tags, 'name', 'robots')).toEqual(['noindex']);
    expect(tags.filter((t) => t.rel === 'canonical')).toEqual([]);
    expect(metas(tags, 'property', 'og:url')).toEqual([]);
  });

  httpTest('the social image is an original 1200×630 PNG served at its og:image path', async ({ request }) => {
    const res = await request.get(url('/og-default.png'));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

test.describe('feed links for readers', () => {
  test('the Atom feed is announced in <head> and linked from the footers', async ({ blog, page }) => {
    await blog.goto(AN_ARTICLE);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      `${SITE_URL}atom.xml`,
    );
    const docFooterLink = page.locator('.blog-feed-links').getByRole('link', { name: 'Atom', exact: true });
    await expect(docFooterLink).toBeVisible();
    await expect(docFooterLink).toHaveAttribute('href', '/free-blog/atom.xml');
    await expect(page.locator('.blog-feed-links').getByRole('link', { name: 'RSS', exact: true })).toHaveAttribute(
      'href',
      '/free-blog/rss.xml',
    );
    // The link works: it leads to the feed itself.
    const res = await page.request.get(await docFooterLink.getAttribute('href').then(String));
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');

    await blog.goto('/');
    const homeLink = page.locator('.rp-home-footer').getByRole('link', { name: '订阅 Atom', exact: true });
    await expect(homeLink).toBeVisible();
    await expect(homeLink).toHaveAttribute('href', '/free-blog/atom.xml');
  });

  test('the JSON-LD follows client-side navigation: the new article, the new breadcrumbs', async ({ blog, page }) => {
    const jsonLd = async () => {
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      return JSON.parse(blocks[0])['@graph'] as Array<Record<string, unknown>>;
    };
    // An article whose sidebar links another article; that one is opened by its link.
    let href: string | undefined;
    for (const from of ARTICLES) {
      await blog.goto(from);
      const hrefs = await page.locator('.rp-doc-layout__sidebar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      href = hrefs.find((h) => {
        const route = decodeURIComponent(h).replace(/^\/free-blog/, '');
        return route !== from && ARTICLES.includes(route);
      });
      if (href) break;
    }
    if (!href) throw new Error('no sidebar links one article to another');
    const to = decodeURIComponent(href).replace(/^\/free-blog/, '');
    await page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`).first().click();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(to));
    await expect.poll(async () => (await jsonLd()).find((n) => n['@type'] === 'BlogPosting')?.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': canonicalOf(to) });
    const graph = await jsonLd();
    expect(graph.find((n) => n['@type'] === 'BlogPosting')?.headline).toBe(frontmatterOf(to).title);
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement as Array<{ item: string }>;
    expect(crumbs.at(-1)?.item).toBe(canonicalOf(to));
  });

  test('canonical and og:url follow client-side navigation', async ({ blog, page }) => {
    await blog.goto(AN_ARTICLE);
    const { link: next, href } = await nextPage(page);
    const route = href.replace(BASE, '');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(route));
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', canonicalOf(route));
  });
});
