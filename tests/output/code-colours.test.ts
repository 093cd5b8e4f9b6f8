// The colours highlighted code is drawn in. The sweep's axe runs (tests/e2e/sweep.spec.ts) leave the
// text of code blocks out, because its contrast is a property of a handful of colours, not of the page:
// the fixture site's a11y test rates each of them on the code background in both schemes. That holds
// only while the build draws code in no other colour, which this test checks on every built page: inside
// a highlighted block, only the block's own colours, a line, and a token in one of the token colours.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { TOKEN_CLASSES } from '../../plugins/code-tokens/tokens';
import { builtPages, OUT, requireBuild } from './build';

const TOKEN = `(?:${TOKEN_CLASSES.join('|')})`;
const ALLOWED: RegExp[] = [
  /^<pre class="shiki css-variables" style="background-color:var\(--shiki-background\);color:var\(--shiki-foreground\)"(?: (?:tabindex|data-[a-z-]+)="[^"]*")*>$/,
  /^<code( style="(--fb-code-lines:\d+|white-space:pre)")?>$/,
  /^<span class="line">$/,
  new RegExp(`^<span class="sk-${TOKEN}">$`),
  new RegExp(`^<span style="color:var\\(--shiki-(foreground|token-${TOKEN})\\)">$`),
  /^<\/(pre|code|span)>$/,
];

/** Every tag inside each highlighted block of a page that is not one of the allowed shapes. */
export function strayCodeTags(html: string): string[] {
  const stray: string[] = [];
  for (const [block] of html.matchAll(/<pre class="shiki[\s\S]*?<\/pre>/g)) {
    for (const [tag] of block.matchAll(/<[^>]*>/g)) if (!ALLOWED.some((re) => re.test(tag))) stray.push(tag);
  }
  return stray;
}

beforeAll(requireBuild);

it('highlighted code uses only the colours the fixture site rates for contrast', () => {
  let blocks = 0;
  const stray: string[] = [];
  for (const file of builtPages()) {
    const html = fs.readFileSync(file, 'utf8');
    blocks += html.match(/<pre class="shiki/g)?.length ?? 0;
    for (const tag of new Set(strayCodeTags(html))) stray.push(`${path.relative(OUT, file)}: ${tag}`);
  }
  expect(blocks).toBeGreaterThan(100);
  expect(stray).toEqual([]);
});

it('finds a colour of its own, an unknown token class and a line highlighted with a background', () => {
  const block = (inner: string) =>
    `<pre class="shiki css-variables" style="background-color:var(--shiki-background);color:var(--shiki-foreground)" tabindex="0"><code><span class="line">${inner}</span></code></pre>`;
  expect(strayCodeTags(block('<span class="sk-keyword">fn</span> main<span style="color:var(--shiki-token-string)">"a"</span>'))).toEqual([]);
  expect(strayCodeTags(block('<span style="color:#888">x</span>'))).toEqual(['<span style="color:#888">']);
  expect(strayCodeTags(block('<span class="sk-ansi-red">x</span>'))).toEqual(['<span class="sk-ansi-red">']);
  expect(strayCodeTags(block('</span><span class="line highlighted">x'))).toEqual(['<span class="line highlighted">']);
});
