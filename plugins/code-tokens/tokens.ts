// Highlighted code, lighter: Shiki's css-variables theme gives every token an inline
// `style="color:var(--shiki-token-keyword)"`, about 40 bytes on each of thousands of spans, in the
// static HTML and again in the page's JavaScript. This transformer gives those spans a class instead
// (`sk-keyword`, coloured by tokens.css with the same variable) and drops the colour of the spans that
// only repeat the block's own (`--shiki-foreground`, which the <pre> already sets).
//
// Then each line is compacted: Shiki cuts a line into one span per grammar scope, and many of them
// end up with the same colour side by side (`java` `.` `util` …), or with none at all. Neighbouring
// spans of one class become one span, whitespace between two of them joins them, and a span with no
// colour left becomes plain text. The text, and so the copy button's result, is unchanged; the long
// Java article has a fifth fewer elements for the browser to style and lay out and React to hydrate.

/** The parts of Shiki's transformer API used here (Shiki is Rspress's dependency, not ours). */
interface HastSpan {
  properties: Record<string, unknown>;
}
interface SpanContext {
  addClassToHast(node: HastSpan, className: string): unknown;
}
export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastChild[];
}
export type HastChild = HastText | HastElement | { type: 'comment' | 'raw'; value?: string };
export interface TokenTransformer {
  name: string;
  span(this: SpanContext, node: HastSpan): void;
  line(this: unknown, node: { children: unknown[] }): void;
}

/** The token variables of Shiki's css-variables theme that tokens.css has a class for. */
export const TOKEN_CLASSES = [
  'constant',
  'string',
  'comment',
  'keyword',
  'parameter',
  'function',
  'string-expression',
  'punctuation',
  'link',
] as const;

const KNOWN = new Set<string>(TOKEN_CLASSES);
const ONLY_COLOR = /^color:\s*var\(--shiki-(foreground|token-([a-z-]+))\);?$/;

/** The class for one span's style, '' to drop the style, or null to leave the span as it is. */
export function tokenClass(style: string): string | null {
  const m = ONLY_COLOR.exec(style.trim());
  if (!m) return null; // other declarations (font-style, a second colour): untouched
  if (m[1] === 'foreground') return '';
  return KNOWN.has(m[2]) ? `sk-${m[2]}` : null;
}

/** The classes in a hast `class`/`className` value: Shiki writes a string, rehype an array. */
export function classesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/**
 * A span that is nothing but a piece of text in one token colour: its class ('' for none). Null
 * for anything else (more attributes, a style, a class that is not ours, nested markup), which
 * compactLine leaves exactly as it is.
 */
function simpleToken(node: HastChild): { cls: string; text: HastText } | null {
  if (node.type !== 'element' || node.tagName !== 'span' || node.children.length !== 1) return null;
  const text = node.children[0];
  if (text.type !== 'text') return null;
  const keys = Object.keys(node.properties);
  if (keys.length === 0) return { cls: '', text };
  if (keys.length !== 1 || keys[0] !== 'class') return null;
  const list = classesOf(node.properties.class);
  return list.length === 1 && list[0].startsWith('sk-') ? { cls: list[0], text } : null;
}

/** One line's tokens with neighbours of one colour joined and colourless spans made text. */
export function compactLine(line: HastElement): void {
  const out: HastChild[] = [];
  for (const child of line.children) {
    const token = simpleToken(child);
    if (!token) {
      out.push(child);
      continue;
    }
    const last = out[out.length - 1];
    if (token.cls === '') {
      if (last?.type === 'text') last.value += token.text.value;
      else out.push({ type: 'text', value: token.text.value });
      continue;
    }
    const lastToken = last && simpleToken(last);
    if (lastToken?.cls === token.cls) {
      lastToken.text.value += token.text.value;
      continue;
    }
    // keyword, a space, keyword: one span (whitespace has no colour to keep).
    const before = out[out.length - 2];
    const beforeToken = last?.type === 'text' && /^\s+$/.test(last.value) && before ? simpleToken(before) : null;
    if (beforeToken?.cls === token.cls) {
      beforeToken.text.value += (last as HastText).value + token.text.value;
      out.pop();
      continue;
    }
    // A copy: the span (and its text node) may be Shiki's cached token object.
    out.push({ type: 'element', tagName: 'span', properties: { class: [token.cls] }, children: [{ type: 'text', value: token.text.value }] });
  }
  line.children = out;
}

export function transformerTokenClasses(): TokenTransformer {
  return {
    name: 'free-blog:token-classes',
    span(node) {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      const cls = tokenClass(style);
      if (cls === null) return;
      delete node.properties.style;
      if (cls) this.addClassToHast(node, cls);
    },
    line(node) {
      compactLine(node as HastElement);
    },
  };
}
