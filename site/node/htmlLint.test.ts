import { describe, expect, it } from 'vitest';
import { lintHtml, stringsOf } from './htmlLint';
import { withoutCode } from './markdown.mjs';

describe('lintHtml', () => {
  it.each([
    ['<script>alert(1)</script>', 'script-capable-tag'],
    ['Tom &amp; Jerry <img src=x onerror=alert(1)>', 'event-handler'],
    ['<svg/onload=alert(1)>', 'event-handler'],
    ['<a href="javascript:alert(1)">x</a>', 'dangerous-url'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'dangerous-url'],
    ['<a href="data:text/html,<b>">x</a>', 'dangerous-url'],
    ['[点我](javascript:alert(1))', 'dangerous-url'],
    ['<iframe srcdoc="<b>"></iframe>', 'script-capable-tag'],
    ['<div srcdoc="x">', 'srcdoc'],
    ['<style>body{}</style>', 'script-capable-tag'],
  ])('rejects %s', (html, rule) => {
    expect(lintHtml(html).map((p) => p.rule)).toContain(rule);
  });

  it.each([
    '© 2025 Free Blog · <a href="/free-blog/atom.xml" type="application/atom+xml">订阅 Atom</a>',
    'Tom &amp; Jerry',
    '![图](data:image/svg+xml;base64,AAA)',
    '<b>粗体</b><br/>换行',
    'JavaScript: 一门语言',
    'the onerror handler',
  ])('accepts %s', (html) => {
    expect(lintHtml(html)).toEqual([]);
  });
});

describe('Markdown without its code', () => {
  it('drops fenced and inline code', () => {
    const md = 'a `<script>` b\n```html\n<script>x</script>\n```\nc';
    expect(lintHtml(withoutCode(md))).toEqual([]);
    expect(lintHtml(md)).not.toEqual([]);
  });
});

it('stringsOf walks nested front matter', () => {
  expect(stringsOf({ hero: { name: 'a', actions: [{ text: 'b' }] }, n: 1 })).toEqual([
    ['hero.name', 'a'],
    ['hero.actions[0].text', 'b'],
  ]);
});
