import { describe, expect, it } from 'vitest';
import { type HastChild, type HastElement, plainText, SHIKI_OPTIONS, tokenClass, transformerTokenClasses } from './tokens';

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

describe('plainText', () => {
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
    const attrs = Object.entries(node.properties)
      .map(([k, v]) => ` ${k}="${Array.isArray(v) ? v.join(' ') : String(v)}"`)
      .join('');
    return `<${node.tagName}${attrs}>${node.children.map(html).join('')}</${node.tagName}>`;
  };
  const text = (node: HastChild): string =>
    node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(text).join('') : '';
  const plain = (l: HastElement) => {
    const before = text(l);
    plainText(l);
    expect(text(l), 'the text of the line').toBe(before);
    return html(l);
  };

  it('turns colourless spans into text joined to the text beside them', () => {
    expect(plain(line(span('import', 'sk-keyword'), span(' java.util'), { type: 'text', value: '.' }, span('List'), span(';', 'sk-punctuation')))).toBe(
      '<span class="line"><span class="sk-keyword">import</span> java.util.List<span class="sk-punctuation">;</span></span>',
    );
  });

  it('leaves coloured spans, and spans with more than a text, exactly as they are (joining them is Shiki\'s mergeSameStyleTokens)', () => {
    const italic: HastElement = {
      type: 'element',
      tagName: 'span',
      properties: { style: 'color:var(--shiki-token-comment);font-style:italic' },
      children: [{ type: 'text', value: '// x' }],
    };
    const nested = line(span('a'));
    expect(plain(line(span('a', 'sk-keyword'), span('b', 'sk-keyword'), italic, nested))).toBe(
      '<span class="line"><span class="sk-keyword">a</span><span class="sk-keyword">b</span>' +
        '<span style="color:var(--shiki-token-comment);font-style:italic">// x</span><span class="line"><span>a</span></span></span>',
    );
  });

  it('does not change the nodes it was given (Shiki may reuse them)', () => {
    const first = span('int');
    const l = line(first, span(' x'));
    plainText(l);
    expect(first.children).toEqual([{ type: 'text', value: 'int' }]);
    expect(l.children).toEqual([{ type: 'text', value: 'int x' }]);
  });

  it('keeps an empty line empty', () => {
    expect(plain(line())).toBe('<span class="line"></span>');
  });
});

describe('the Shiki options the plugin adds', () => {
  it('ask Shiki to join neighbouring tokens of one style', () => {
    // …and no per-line time limit: on a busy machine Shiki otherwise gives up on a line and colours the rest as one token.
    expect(SHIKI_OPTIONS).toEqual({ mergeSameStyleTokens: true, tokenizeTimeLimit: 0 });
  });
});
