import { describe, expect, it } from 'vitest';
import { compactLine, type HastChild, type HastElement, tokenClass, transformerTokenClasses } from './tokens';

describe('tokenClass', () => {
  it.each([
    ['color:var(--shiki-token-keyword)', 'sk-keyword'],
    ['color: var(--shiki-token-string-expression);', 'sk-string-expression'],
    ['color:var(--shiki-foreground)', ''],
  ])('%s -> %j', (style, cls) => expect(tokenClass(style)).toBe(cls));

  it('leaves styles it has no class for untouched', () => {
    expect(tokenClass('color:var(--shiki-token-something-new)')).toBeNull();
    expect(tokenClass('color:var(--shiki-token-keyword);font-style:italic')).toBeNull();
    expect(tokenClass('color:#fff')).toBeNull();
  });
});

describe('transformerTokenClasses', () => {
  const run = (style: unknown) => {
    const node = { properties: { style } as Record<string, unknown> };
    const added: string[] = [];
    transformerTokenClasses().span.call({ addClassToHast: (_n, c) => added.push(c) }, node);
    return { properties: node.properties, added };
  };

  it('swaps a token colour for its class', () => {
    expect(run('color:var(--shiki-token-function)')).toEqual({ properties: {}, added: ['sk-function'] });
  });

  it('drops the block colour, which the <pre> carries', () => {
    expect(run('color:var(--shiki-foreground)')).toEqual({ properties: {}, added: [] });
  });

  it('keeps anything else', () => {
    expect(run('color:var(--shiki-token-keyword);font-style:italic')).toEqual({
      properties: { style: 'color:var(--shiki-token-keyword);font-style:italic' },
      added: [],
    });
    expect(run(undefined)).toEqual({ properties: { style: undefined }, added: [] });
  });
});

describe('compactLine', () => {
  const span = (text: string, cls?: string): HastElement => ({
    type: 'element',
    tagName: 'span',
    properties: cls ? { class: [cls] } : {},
    children: [{ type: 'text', value: text }],
  });
  const line = (...children: HastChild[]): HastElement => ({ type: 'element', tagName: 'span', properties: { class: 'line' }, children });
  // The line as HTML, the way the page shows it.
  const html = (node: HastChild): string => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return '';
    const cls = node.properties.class;
    const attrs = Object.entries(node.properties)
      .map(([k, v]) => ` ${k}="${Array.isArray(v) ? v.join(' ') : String(v)}"`)
      .join('');
    return `<${node.tagName}${cls === undefined && attrs === '' ? '' : attrs}>${node.children.map(html).join('')}</${node.tagName}>`;
  };
  const text = (node: HastChild): string =>
    node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';
  const compact = (l: HastElement) => {
    const before = text(l);
    compactLine(l);
    expect(text(l), 'the text of the line').toBe(before);
    return html(l);
  };

  it('joins neighbours of one colour and turns colourless spans into text', () => {
    const l = line(
      span('import', 'sk-keyword'),
      span(' java', 'sk-keyword'),
      span('.', 'sk-punctuation'),
      span('util', 'sk-keyword'),
      span(';'),
    );
    expect(compact(l)).toBe(
      '<span class="line"><span class="sk-keyword">import java</span><span class="sk-punctuation">.</span><span class="sk-keyword">util</span>;</span>',
    );
  });

  it('joins two spans of one colour across whitespace, but not across other text', () => {
    expect(compact(line(span('public', 'sk-keyword'), span(' '), span('static', 'sk-keyword')))).toBe(
      '<span class="line"><span class="sk-keyword">public static</span></span>',
    );
    expect(compact(line(span('a', 'sk-keyword'), span(' = '), span('b', 'sk-keyword')))).toBe(
      '<span class="line"><span class="sk-keyword">a</span> = <span class="sk-keyword">b</span></span>',
    );
  });

  it('leaves spans with anything more than one token class exactly as they are', () => {
    const italic: HastElement = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-token-comment);font-style:italic' },
      children: [{ type: 'text', value: '// x' }],
    };
    const marked = span('word', 'sk-keyword');
    marked.properties.class = ['sk-keyword', 'highlighted-word'];
    const other = span('y', 'token');
    const l = line(span('a', 'sk-keyword'), italic, span('b', 'sk-keyword'), marked, span('c', 'sk-keyword'), other);
    expect(compact(l)).toBe(
      '<span class="line"><span class="sk-keyword">a</span><span style="color:var(--shiki-token-comment);font-style:italic">// x</span>' +
        '<span class="sk-keyword">b</span><span class="sk-keyword highlighted-word">word</span><span class="sk-keyword">c</span><span class="token">y</span></span>',
    );
  });

  it('does not change the span objects it was given (Shiki may reuse them)', () => {
    const first = span('int', 'sk-keyword');
    compactLine(line(first, span(' x', 'sk-keyword')));
    expect(first.children).toEqual([{ type: 'text', value: 'int' }]);
  });

  it('keeps an empty line empty', () => {
    expect(compact(line())).toBe('<span class="line"></span>');
  });
});
