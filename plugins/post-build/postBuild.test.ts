import { describe, expect, it } from 'vitest';
import { rewritePage } from './index';
import { CSP_META_MARK, sha256Source } from './csp';
import { BuiltPage } from './page';
import { PAINT_FIRST_MARK } from './paintFirst';

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
