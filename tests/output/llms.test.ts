// llms-full.txt joins every page's Markdown copy one after another: a link to '#a-section' there names
// no section of any one page. Read with the Markdown parser the site uses (site/node/markdown.mjs), no link
// of it is a bare fragment.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { readMarkdown } from '../../site/node/markdown.mjs';
import { OUT, requireBuild } from './build';

beforeAll(requireBuild);

it('llms-full.txt has no fragment-only link', () => {
  const { tree } = readMarkdown(fs.readFileSync(path.join(OUT, 'llms-full.txt'), 'utf8'));
  const bare: string[] = [];
  let links = 0;
  const walk = (node: { type: string; url?: string; position?: { start: { line: number } }; children?: unknown[] }) => {
    if (node.type === 'link' || node.type === 'definition') {
      links++;
      if (node.url?.startsWith('#')) bare.push(`line ${node.position?.start.line}: ${node.url}`);
    }
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree as never);
  expect(links).toBeGreaterThan(0);
  expect(bare).toEqual([]);
});
