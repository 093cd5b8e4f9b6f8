// Content that the theme renders as HTML can run no script. Front matter (hero,
// features …) and Markdown raw HTML of every page are linted by the build's content check
// (site/node/pageCheck.ts, tests in plugins/content-check; docs/ passes it in tests/content/pages.test.ts);
// the footer message lives in rspress.config.ts and is linted here.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintHtml } from '../../site/node/htmlLint';

describe('content the theme renders as HTML', () => {
  it('the footer message in rspress.config.ts cannot run script', () => {
    const source = fs.readFileSync('rspress.config.ts', 'utf8');
    const footer = /footer:\s*\{[\s\S]*?message:\s*([\s\S]*?),\n\s*\}/.exec(source)?.[1];
    expect(footer, 'footer.message not found in rspress.config.ts').toBeTruthy();
    expect(lintHtml(footer!)).toEqual([]);
  });
});
