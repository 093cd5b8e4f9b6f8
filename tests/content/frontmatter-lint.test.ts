// A11, C3, C4: content that the theme renders as HTML can run no script. Front matter (hero,
// features …), Markdown raw HTML and the footer message are linted; a page may be allow-listed
// here, with the reason, when it must show such HTML.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintHtml, markdownWithoutCode, stringsOf } from '../../plugins/hardening/contentLint';
import { listPageFiles, readPage } from './docs';

/** 'docs-relative file' -> reason. Empty: no page needs script-capable HTML. */
const ALLOW_LIST: Record<string, string> = {};

describe('A11/C3/C4 content lint', () => {
  const files = listPageFiles();
  it('finds the pages', () => expect(files.length).toBeGreaterThan(40));

  for (const file of files) {
    if (ALLOW_LIST[file]) continue;
    it(`${file}: front matter and raw HTML cannot run script`, () => {
      const page = readPage(file);
      const problems = [
        ...stringsOf(page.frontmatter).flatMap(([key, value]) =>
          lintHtml(value).map((p) => `front matter ${key}: ${p.rule} «${p.excerpt}»`),
        ),
        ...lintHtml(markdownWithoutCode(page.body)).map((p) => `body: ${p.rule} «${p.excerpt}»`),
      ];
      expect(problems).toEqual([]);
    });
  }

  it('the footer message in rspress.config.ts cannot run script', () => {
    const source = fs.readFileSync('rspress.config.ts', 'utf8');
    const footer = /footer:\s*\{[\s\S]*?message:\s*([\s\S]*?),\n\s*\}/.exec(source)?.[1];
    expect(footer, 'footer.message not found in rspress.config.ts').toBeTruthy();
    expect(lintHtml(footer!)).toEqual([]);
  });
});
