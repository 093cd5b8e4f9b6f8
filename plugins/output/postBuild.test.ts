import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rewritePage, rewritePages } from './html';
import { CSP_META_MARK, sha256Source } from './csp';
import { BuiltPage } from './page';
import { PAINT_FIRST_MARK } from './paintFirst';
import { treeElements } from '../../tests/support/treeElements';

const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><script data-fb-early>early()</script>
<script defer src="/free-blog/static/js/index.1.js"></script>
<link rel="preload" href="/free-blog/static/js/async/route.2.js" as="script">
<SCRIPT type="application/ld+json">{"@type":"BlogPosting"}</SCRIPT>
</head><body><div id="root"><p title="a &amp; b">正文 &lt;code&gt;</p><template><script>inTemplate()</script></template></div></body></html>`;

describe('the post-build pass', () => {
  const out = rewritePage(PAGE);

  it('runs paint-first, then the CSP, so the loader it wrote is hashed', () => {
    const loader = /<script data-fb-paint-first>([\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(loader).toBeTruthy();
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" data-fb-csp>/.exec(out)?.[1] ?? '';
    for (const script of ['early()', loader!, 'inTemplate()']) expect(csp).toContain(sha256Source(script));
    expect(csp).not.toContain(sha256Source('{"@type":"BlogPosting"}'));
    expect(out.indexOf(CSP_META_MARK)).toBeLessThan(out.indexOf('<meta charset'));
    expect(out.indexOf(PAINT_FIRST_MARK)).toBeGreaterThan(out.indexOf('early()'));
  });

  it('changes nothing else, byte for byte (entities, case, whitespace)', () => {
    const strip = (html: string) =>
      html
        .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
        .replace(/<script data-fb-paint-first>[\s\S]*?<\/script>/, '')
        .replace(/<script defer [^>]*><\/script>|<link rel="preload"[^>]*as="script">/g, '');
    expect(strip(out)).toBe(strip(PAGE));
  });

  it('is idempotent', () => {
    expect(rewritePage(out)).toBe(out);
  });
});

describe('the pass over a folder of pages', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const folder = (pages: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-html-'));
    made.push(dir);
    for (const [name, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), html);
    }
    return dir;
  };
  const read = (dir: string) =>
    Object.fromEntries(
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort().map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
    );
  const pages = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`a/p${i}.html`, PAGE.replace('正文', `正文 ${i}`)]));

  it('in worker threads writes what one thread writes, every page once', async () => {
    const one = folder(pages);
    const two = folder(pages);
    expect(await rewritePages(one, {}, 1)).toBe(7);
    expect(await rewritePages(two, {}, 2)).toBe(7);
    expect(read(two)).toEqual(read(one));
    expect(read(one)['a/p3.html']).toBe(rewritePage(pages['a/p3.html']));
  });

  it('a page a step cannot handle stops the pass, named, from a worker thread too', async () => {
    const dir = folder({ ...pages, 'bad.html': '<!doctype html><html><body>no head</body></html>' });
    await expect(rewritePages(dir, {}, 2)).rejects.toThrow(/bad\.html: applyCsp: no <head>/);
  });
});

describe('BuiltPage', () => {
  it('refuses overlapping edits instead of writing a broken page', () => {
    const page = new BuiltPage('<html><head><script>a()</script></head><body></body></html>');
    const [script] = page.all('script');
    page.replace(script, '');
    expect(() => page.replace(script, 'x')).toThrow(/overlapping edits/);
  });

  it('keeps insertions at one place in the order they were made', () => {
    const page = new BuiltPage('<html><head></head><body></body></html>');
    const [head] = page.all('head');
    page.insertAfterStartTag(head, '<a>');
    page.insertAfterStartTag(head, '<b>');
    expect(page.toString()).toBe('<html><head><a><b></head><body></body></html>');
  });
});

describe('BuiltPage reads the elements a full parse finds', () => {
  const cases: Record<string, string> = {
    'raw text that looks like markup': '<html><head><style>a::after{content:"<script>no()</script>"}</style><title>&lt;script&gt; <script></title></head><body><textarea><script>no()</script></textarea><noscript><script>no()</script><link rel="x" href="y"></noscript><xmp><meta charset="x"></xmp><script>yes()</script></body></html>',
    'svg and math': '<html><head></head><body><svg><style><script>inSvgStyle()</script></style><script href="a"/><title>t<meta name="x"></title><script>svgScript()</script></svg><math><mi>x</mi></math><script>after()</script></body></html>',
    'a self-closing script in HTML runs to its end tag': '<html><head><script src="a.js"/>text()</script><meta name="a" content="b"></head><body></body></html>',
    'upper case, duplicate attributes, comments': '<!doctype html><HTML><HEAD><!-- <script>no()</script> --><META NAME="a" name="b"><LINK REL=preload HREF=x AS=script></HEAD><body><SCRIPT TYPE="module">m()</SCRIPT></body></html>',
    'templates': '<html><head><template><script>inTemplate()</script><meta name="t"></template></head><body></body></html>',
  };
  it('an unclosed script at the end runs to the end of the page (the browser runs it; parse5 gives it no end)', () => {
    const html = '<html><head></head><body><script>unclosed()';
    const script = new BuiltPage(html).all('script')[0];
    expect(script).toMatchObject({ start: 25, end: html.length, text: 'unclosed()' });
  });
  for (const [name, html] of Object.entries(cases)) {
    it(name, () => {
      const mine = [...new BuiltPage(html).elements].sort((a, b) => a.start - b.start);
      expect(mine).toEqual(treeElements(html));
    });
  }
});
