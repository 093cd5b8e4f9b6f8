// Highlighted code, lighter: Shiki's css-variables theme gives every token an inline
// `style="color:var(--shiki-token-keyword)"`, about 40 bytes on each of thousands of spans, in the
// static HTML and again in the page's JavaScript. This transformer gives those spans a class instead
// (`sk-keyword`, coloured by tokens.css with the same variable) and drops the colour of the spans that
// only repeat the block's own (`--shiki-foreground`, which the <pre> already sets).

/** The parts of Shiki's transformer API used here (Shiki is Rspress's dependency, not ours). */
interface HastSpan {
  properties: Record<string, unknown>;
}
interface SpanContext {
  addClassToHast(node: HastSpan, className: string): unknown;
}
export interface TokenTransformer {
  name: string;
  span(this: SpanContext, node: HastSpan): void;
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
  };
}
