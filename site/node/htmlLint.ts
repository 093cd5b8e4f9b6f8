// Lint for HTML that authors write (front matter the theme renders as HTML, Markdown raw HTML,
// the footer message): nothing that can run script; site/node/pageCheck.ts stops the build on it.
// Rspress renders hero/features/footer strings through dangerouslySetInnerHTML when they look like
// HTML (an <img onerror> in a feature text once ran), and Markdown raw HTML goes through rehype-raw.
// Safe markup (<a href>, <b>, <br>) stays allowed.

import { withoutFencedCode as fencedCodeBlanked, withoutCode } from './markdown.mjs';

const SCRIPT_CAPABLE_TAGS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'base', 'meta', 'link', 'style', 'template', 'portal'];

export interface LintProblem {
  rule: 'script-capable-tag' | 'event-handler' | 'dangerous-url' | 'srcdoc';
  excerpt: string;
  /** where it starts in the text (in the entity-decoded text when only that shows it) */
  index: number;
}

const RULES: [LintProblem['rule'], RegExp][] = [
  ['script-capable-tag', new RegExp(`<\\s*(${SCRIPT_CAPABLE_TAGS.join('|')})\\b`, 'gi')],
  ['event-handler', /<[a-z][^>]*?[\s/"']on[a-z]+\s*=/gi],
  // javascript:/vbscript: anywhere a URL goes; data: in links and form targets (data: images are fine).
  ['dangerous-url', /\b(?:href|src|action|formaction|xlink:href|poster|background)\s*=\s*["']?\s*(?:javascript|vbscript)\s*:/gi],
  ['dangerous-url', /\b(?:href|action|formaction|xlink:href)\s*=\s*["']?\s*data\s*:/gi],
  ['dangerous-url', /(?<!!)\[[^\]]*\]\(\s*<?\s*(?:javascript|vbscript|data)\s*:/gi],
  ['dangerous-url', /!\[[^\]]*\]\(\s*<?\s*(?:javascript|vbscript)\s*:/gi],
  ['dangerous-url', /^\s*\[[^\]]+\]:\s*<?\s*(?:javascript|vbscript|data)\s*:/gim],
  ['srcdoc', /\bsrcdoc\s*=/gi],
];

/** Entities decoded so '&#106;avascript:' or '&lt;script' tricks are seen as what they render. */
function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

export function lintHtml(text: string): LintProblem[] {
  const out: LintProblem[] = [];
  const seen = new Set<string>();
  for (const variant of [text, decodeEntities(text)]) {
    for (const [rule, re] of RULES) {
      for (const m of variant.matchAll(re)) {
        const excerpt = variant.slice(m.index, m.index + 60);
        const key = `${rule}:${excerpt}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ rule, excerpt, index: m.index });
        }
      }
    }
  }
  return out;
}

/** Markdown with fenced code blocks blanked out, line numbers kept (site/node/markdown.mjs parses it). */
export function withoutFencedCode(body: string): string {
  return fencedCodeBlanked(body);
}

/** Every string inside a front-matter value, with its key path. */
export function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, at ? `${at}.${k}` : k));
  return [];
}
