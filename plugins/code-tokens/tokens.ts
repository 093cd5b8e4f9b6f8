// Highlighted code, lighter: Shiki's css-variables theme gives every token an inline
// `style="color:var(--shiki-token-keyword)"`, about 40 bytes on each of thousands of spans, in the
// static HTML and again in the page's JavaScript. This transformer gives those spans a class instead
// (`sk-keyword`, coloured by tokens.css with the same variable) and drops the colour of the spans that
// only repeat the block's own (`--shiki-foreground`, which the <pre> already sets).
//
// Neighbouring tokens of one colour (`java` `.` `util` … in one colour, or a keyword, a space and a
// keyword) are joined by Shiki itself: the plugin turns on its `mergeSameStyleTokens` option (with the
// default `mergeWhitespaces`). What is left here is the span with no colour at all, which becomes plain
// text joined to the text beside it. The text, and so the copy button's result, is unchanged; the long
// Java article has a fifth fewer elements for the browser to style and lay out and React to hydrate.
// (Proved, when the option replaced our own joining of neighbours, to give byte-identical HTML for
// every code block in docs/; tokens.test.ts holds the result on every block.)

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

const KNOWN: ReadonlySet<string> = new Set<string>(TOKEN_CLASSES);
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

/** A span that is nothing but one text node, with no attributes left: the text is all it carries. */
function colourless(node: HastChild): HastText | null {
  if (node.type !== 'element' || node.tagName !== 'span' || node.children.length !== 1) return null;
  const text = node.children[0];
  return text.type === 'text' && Object.keys(node.properties).length === 0 ? text : null;
}

/** One line's colourless spans made plain text, joined to the text beside them. */
export function plainText(line: HastElement): void {
  const out: HastChild[] = [];
  for (const child of line.children) {
    const text = child.type === 'text' ? child : colourless(child);
    const last = out[out.length - 1];
    if (!text) out.push(child);
    else if (last?.type === 'text') last.value += text.value;
    // A copy: the text node may be Shiki's cached token object.
    else out.push({ type: 'text', value: text.value });
  }
  line.children = out;
}

/**
 * What Shiki is asked for beside the transformer: neighbours of one colour joined into one token; and no
 * time limit on tokenizing a line. By default Shiki gives each line 500 ms and, past that, leaves the rest
 * of the line as one token in the colour it had reached: on a busy build machine the same code block came
 * out highlighted differently from one build to the next (a whole `import { useState } from 'react';`
 * coloured as a keyword), and every bundle hash changed with it.
 */
export const SHIKI_OPTIONS = { mergeSameStyleTokens: true, tokenizeTimeLimit: 0 } as const;

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
      plainText(node as HastElement);
    },
  };
}
