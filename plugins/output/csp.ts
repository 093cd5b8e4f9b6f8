import { createHash } from 'node:crypto';
import { BuiltPage } from './page';

// The site's Content-Security-Policy. GitHub Pages cannot send headers, so it is a <meta> tag,
// which must come before every script in <head> (a meta policy does not cover what precedes it).
// A meta policy cannot carry frame-ancestors, report-uri or sandbox.

export interface CspOptions {
  /** Origins the page may fetch from besides itself (e.g. a remote search API). */
  connectSrc?: string[];
  /** Extra script origins. */
  scriptSrc?: string[];
  /** Extra frame origins. */
  frameSrc?: string[];
}

// What the third parties need (Google's CSP guide for GA4 / gtag; giscus renders only an iframe).
export const GISCUS_ORIGIN = 'https://giscus.app';
export const ANALYTICS = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** 'https://api.example.com/search?x' -> 'https://api.example.com'; undefined for anything else. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

export function sha256Source(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

export function buildPolicy(hashes: string[], o: CspOptions = {}): string {
  const uniq = (xs: string[]) => [...new Set(xs)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', uniq(["'self'", ...hashes, ...ANALYTICS.script, ...(o.scriptSrc ?? [])])],
    // Inline style attributes come from the static HTML (React style props); styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...ANALYTICS.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', uniq(["'self'", ...ANALYTICS.connect, ...(o.connectSrc ?? [])])],
    ['frame-src', uniq([GISCUS_ORIGIN, ...(o.frameSrc ?? [])])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
  ];
  return directives.map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}

/** The text of every inline script (no src, executable) in an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  return new BuiltPage(html).inlineScripts();
}

export const CSP_META_MARK = 'data-fb-csp';

/** Step 2 of the post-build pass (after every step that adds inline scripts): the CSP meta, first in <head>, hashing every inline script. */
export function cspStep(page: BuiltPage, o: CspOptions = {}): void {
  const head = page.all('head')[0];
  if (!head) throw new Error('applyCsp: no <head> in the document');
  for (const old of page.all('meta').filter((el) => CSP_META_MARK in el.attrs)) page.replace(old, '');
  const policy = buildPolicy(page.inlineScripts().map(sha256Source), o).replace(/"/g, '&quot;');
  page.insertAfterStartTag(head, `<meta http-equiv="Content-Security-Policy" content="${policy}" ${CSP_META_MARK}>`);
}

/** Inserts (or replaces) the CSP meta as the first element of <head>, hashing every inline script. */
export function applyCsp(html: string, o: CspOptions = {}): string {
  const page = new BuiltPage(html);
  cspStep(page, o);
  return page.toString();
}
