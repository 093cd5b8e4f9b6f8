// The blog's search index as built (plugins/output/search.ts, site/shared/searchShards.ts): a manifest of a
// few bytes, its gram shards, and a file per page with that page's headings where the text has them. Read
// from the build's files: what a query fetches of them is the business of the browser tests
// (tests/e2e/search.spec.ts, fixture-site/search.spec.ts), which also see the dialog ask for this manifest.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { isShardManifest, pageFile, shardDir, shardFile, type ShardPage } from '../../site/shared/searchShards';
import { DOC_PAGES } from '../e2e/routes';
import { headings } from '../content/docs';
import { ALL_ROUTES, OUT, requireBuild } from './build';

// Both tests read the manifest the site names; finding it reads every script of the build, once.
let file = '';
beforeAll(() => {
  requireBuild();
  file = builtManifest();
});

/**
 * The build's manifest: the static/search_index.<lang>.<hash>.json whose hash the site's code names (Rspress keeps
 * it in its page data, `searchIndexHash`: patches/internals.ts, 'search-index-file'). A build into a folder outside
 * the project may leave an earlier build's manifest beside it, which no page asks for.
 */
function builtManifest(): string {
  const dir = path.join(OUT, 'static');
  const code = fs
    .readdirSync(path.join(dir, 'js'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, 'js', name), 'utf8'))
    .join('\n');
  const named = fs.readdirSync(dir).filter((name) => /^search_index\..*\.json$/.test(name) && code.includes(`"${/\.([^.]+)\.json$/.exec(name)![1]}"`));
  expect(named, 'the manifest the site names (the blog has one language)').toEqual([expect.stringMatching(/^search_index\.zh-CN\.[0-9a-f]+\.json$/)]);
  return path.join(dir, named[0]);
}

it('the index is one manifest of a few bytes, with every shard and page file it counts, and no other', () => {
  const bytes = fs.readFileSync(file);
  expect(bytes.length, 'manifest bytes').toBeLessThan(200);
  const manifest: unknown = JSON.parse(bytes.toString('utf8'));
  if (!isShardManifest(manifest)) throw new Error(`${file} is not a shard manifest: ${bytes.toString('utf8')}`);
  const dir = shardDir(file);
  const expected = [
    ...Array.from({ length: manifest.shards }, (_, k) => shardFile(k)),
    ...Array.from({ length: manifest.pages }, (_, id) => pageFile(id)),
  ].sort();
  expect(fs.readdirSync(dir).sort()).toEqual(expected);
});

it('every published page but the home page has its page file, once, with its headings where its text has them', () => {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: number };
  const dir = shardDir(file);
  const routes: string[] = [];
  const misplaced: string[] = [];
  const h2Counts: string[] = [];
  let compared = 0;
  for (let id = 0; id < manifest.pages; id++) {
    const page = JSON.parse(fs.readFileSync(path.join(dir, pageFile(id)), 'utf8')) as ShardPage;
    routes.push(page.routePath);
    // Its H2s, as many as its source has (a page indexed without its headings cannot be found by them).
    const source = DOC_PAGES.find((p) => p.route === page.routePath);
    if (source) {
      compared += 1;
      const written = headings(source.body).filter((h) => h.depth === 2).length;
      const indexed = page.toc.filter((h) => h.depth === 2).length;
      if (written !== indexed) h2Counts.push(`${page.routePath}: ${written} H2 in docs/, ${indexed} in the index`);
    }
    // Rspress's headings keep inline-code backticks; the text has them rendered away.
    for (const h of page.toc) {
      const text = h.text.replace(/`/g, '');
      if (page.content.slice(h.charIndex, h.charIndex + text.length) !== text) misplaced.push(`${page.routePath}: ${h.text} at ${h.charIndex}`);
    }
  }
  expect(misplaced).toEqual([]);
  expect(h2Counts).toEqual([]);
  expect(compared, 'pages compared with their source: every page of docs/ but the home page').toBe(DOC_PAGES.length - 1);
  expect(new Set(routes).size, 'a page file per page').toBe(routes.length);
  // Rspress leaves the home layout out of its index; every other published page is searchable, and no draft is.
  expect([...routes].sort()).toEqual(ALL_ROUTES.filter((r) => r !== '/').sort());
});
