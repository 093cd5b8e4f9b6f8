// Highlighted code as one HTML string: after Shiki, every token of a code block is an element in the
// page's compiled MDX, so the route chunk carries a `jsx(span, {className, children})` call per token,
// the MDX component builds them all in one go when it renders, and hydration walks a fibre per token.
// In the long Java article that is 1,564 of its 2,817 elements, none of which React ever changes.
//
// This rehype plugin (it runs after Rspress's Shiki) turns each highlighted block's <code> into
// `<code style={{ '--fb-code-lines': n }} dangerouslySetInnerHTML={{ __html }}>` holding the same spans
// as HTML (the line count sizes the block before it is laid out: tokens.css). The static HTML and
// the DOM are the same as before; React hydrates the <code> and leaves its contents alone. The copy
// button, the wrap toggle and line numbers work on the DOM and CSS, so they are unaffected, and the
// Markdown copies (llms) are made without rehype plugins, so they keep the plain code.
import { toHtml } from 'hast-util-to-html';
import { classesOf, type HastChild, type HastElement } from './tokens';

interface MdxJsxFlowElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: unknown[];
  children: [];
}
type Node = HastChild | MdxJsxFlowElement | { type: 'root'; children: Node[] };

function isShikiPre(node: HastElement): boolean {
  // Shiki's hast keeps attribute names (`class: 'shiki …'`); rehype's own would say `className: [...]`.
  return node.tagName === 'pre' && classesOf(node.properties.className ?? node.properties.class).includes('shiki');
}

/**
 * `name={{ key: value }}`: a JSX attribute whose value is an object of one property, as the estree MDX
 * compiles into the element's props. `key` is written as a string, which every key here can be.
 */
function objectAttribute(name: string, key: string, value: string | number) {
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
        value: { type: 'Literal', value, raw: JSON.stringify(value) },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{${JSON.stringify(key)}: ${JSON.stringify(value)}}`,
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
}

/** The CSS variable holding a block's line count (tokens.css). */
export const CODE_LINES_VAR = '--fb-code-lines';

/**
 * The <code> of a highlighted block (one without attributes), its contents as one HTML string, and its
 * line count in a style variable.
 */
export function codeAsHtml(code: HastElement): MdxJsxFlowElement {
  // hast-util-to-html's types want its own hast; the tokens' shapes are the same.
  const html = toHtml({ type: 'root', children: code.children } as Parameters<typeof toHtml>[0]);
  const lines = code.children.filter((c) => c.type === 'element' && classesOf(c.properties.className ?? c.properties.class).includes('line')).length;
  return { type: 'mdxJsxFlowElement', name: 'code', attributes: [objectAttribute('style', CODE_LINES_VAR, lines), objectAttribute('dangerouslySetInnerHTML', '__html', html)], children: [] };
}

function visit(node: Node): void {
  if (!('children' in node) || !node.children) return;
  if (node.type === 'element' && isShikiPre(node)) {
    node.children = node.children.map((child) =>
      child.type === 'element' && child.tagName === 'code' && Object.keys(child.properties).length === 0
        ? (codeAsHtml(child) as unknown as HastChild)
        : child,
    );
    return;
  }
  for (const child of node.children as Node[]) visit(child);
}

export function rehypeCodeHtml() {
  return (tree: unknown) => visit(tree as Node);
}
