import { compileSync, evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codeAsHtml, rehypeCodeHtml } from './codeHtml';
import type { HastChild, HastElement } from './tokens';

const el = (tagName: string, properties: Record<string, unknown>, children: HastChild[]): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): HastChild => ({ type: 'text', value });

// What Rspress's Shiki step leaves in the MDX tree: attribute names as Shiki writes them (`class`).
function shikiBlock(): HastElement {
  return el('pre', { class: 'shiki css-variables', style: 'color:var(--shiki-foreground)', tabindex: '0' }, [
    el('code', {}, [
      el('span', { class: 'line' }, [el('span', { class: 'sk-keyword' }, [text('if')]), text(' (a < b && c) {')]),
      text('\n'),
      el('span', { class: 'line' }, [el('span', { class: 'sk-string' }, [text('"<p>" \'x\'')]), text(';')]),
    ]),
  ]);
}

/** A tiny rehype step standing in for Rspress's Shiki: puts the block above in place of the Markdown code. */
function fakeShiki() {
  return (tree: { children: HastChild[] }) => {
    const swap = (nodes: HastChild[]) =>
      nodes.forEach((n, i) => {
        if (n.type !== 'element') return;
        if (n.tagName === 'pre') nodes[i] = shikiBlock();
        else swap(n.children);
      });
    swap(tree.children);
  };
}

async function render(rehypePlugins: unknown[]) {
  const source = 'Inline `x < y`.\n\n```js\nwhatever\n```\n';
  // @ts-expect-error: the fake plugins are typed loosely on purpose
  const { default: Content } = await evaluate(source, { ...runtime, rehypePlugins });
  const js = String(compileSync(source, { rehypePlugins: rehypePlugins as never }));
  return { html: renderToStaticMarkup(Content({})), js };
}

describe('rehypeCodeHtml', () => {
  it('renders exactly the markup the token elements rendered, from one string instead of an element per token', async () => {
    const before = await render([fakeShiki]);
    const after = await render([fakeShiki, rehypeCodeHtml]);
    // The same characters, escaped either way (React writes &lt;, hast-util-to-html &#x3C;).
    const named: Record<string, string> = { quot: '"', lt: '<', gt: '>', amp: '&' };
    const unescape = (s: string) =>
      s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(quot|lt|gt|amp));/gi, (_m, hex?: string, dec?: string, name?: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : named[name!],
      );
    // The same, but for the line count on the <code> (two lines here).
    expect(unescape(after.html).replace('<code style="--fb-code-lines:2">', '<code>')).toBe(unescape(before.html));
    expect(after.html).toContain('<pre class="shiki css-variables"');
    expect(after.html).toContain('<code style="--fb-code-lines:2"><span class="line"><span class="sk-keyword">if</span>');
    // Text stays text: the code's < and & are escaped in the string, never markup.
    expect(after.html).toContain('"&#x3C;p>"');
    expect(after.html.match(/<p>/g)).toHaveLength(1);
    expect(before.js).toMatch(/className: "sk-keyword"/);
    expect(after.js).not.toMatch(/className: "sk-keyword"/);
    expect(after.js).toContain('dangerouslySetInnerHTML');
    // Inline code is left to its component.
    expect(after.html).toContain('<code>x &lt; y</code>');
  });

  it('leaves blocks that are not Shiki output, and a <code> with attributes, as they are', () => {
    const plain = el('pre', {}, [el('code', {}, [text('a')])]);
    const withAttr = shikiBlock();
    (withAttr.children[0] as HastElement).properties = { class: 'language-js' };
    const tree = { type: 'root', children: [plain, withAttr] };
    const copy = structuredClone(tree);
    rehypeCodeHtml()(tree);
    expect(tree).toEqual(copy);
  });

  it('turns a block\'s <code> into an element with the HTML and the line count as its props', () => {
    const node = codeAsHtml(el('code', {}, [el('span', { class: 'line' }, [text('a & b')]), text('\n'), el('span', { class: 'line' }, [])]));
    expect(node.name).toBe('code');
    expect(node.children).toEqual([]);
    expect(node.attributes.map((a) => (a as { name: string }).name)).toEqual(['style', 'dangerouslySetInnerHTML']);
    expect(JSON.stringify(node.attributes)).toContain('"value":"{\\"--fb-code-lines\\": 2}"');
    expect(JSON.stringify(node.attributes)).toContain('"value":"<span class=\\"line\\">a &#x26; b</span>\\n<span class=\\"line\\"></span>"');
  });
});
