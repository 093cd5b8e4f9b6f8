import { describe, expect, it } from 'vitest';
import { LIST_FIELDS, overviewHeaders, slimPage, slimPageDataModule } from './slim';

const page = (routePath: string, extra: Record<string, unknown> = {}) => ({
  title: `T ${routePath}`,
  routePath,
  lang: 'zh-CN',
  version: '',
  _relativePath: `${routePath.slice(1)}.md`,
  lastUpdatedTime: '2026/11/21 19:14:34',
  toc: [
    { id: 'a', text: '甲', depth: 2, charIndex: 10 },
    { id: 'b', text: '乙', depth: 3, charIndex: 20 },
    { id: 'c', text: '丙', depth: 2, charIndex: 30 },
  ],
  frontmatter: { title: 'x', description: '描述', date: '2026-01-01' },
  description: '描述',
  feeds: [{ url: 'https://example.org/atom.xml' }],
  readingTimeData: { minutes: 3 },
  ...extra,
});

// The module exactly as Rspress 2.0 writes it (pretty-printed JSON, indented second export).
const rspressModule = (pages: unknown[]) => `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = ${JSON.stringify({ '###zh-CN': 'f2d81996' }, null, 2)};`;

describe('slimPage', () => {
  it('shows front matter `updated` as the last-updated time, over the last commit', () => {
    expect(slimPage(page('/a', { frontmatter: { updated: '2026-11-01' } })).lastUpdatedTime).toBe('2026/11/1 00:00:00');
    expect(slimPage(page('/a', { frontmatter: { updated: new Date('2026-03-09T00:00:00Z') } })).lastUpdatedTime).toBe('2026/3/9 00:00:00');
    expect(slimPage(page('/a')).lastUpdatedTime).toBe('2026/11/21 19:14:34');
  });

  it('keeps what the runtime needs to find a route, its title, edit link and last-updated line', () => {
    expect(slimPage(page('/work/java/a'))).toEqual({
      routePath: '/work/java/a',
      title: 'T /work/java/a',
      lang: 'zh-CN',
      version: '',
      _relativePath: 'work/java/a.md',
      lastUpdatedTime: '2026/11/21 19:14:34',
    });
    expect(Object.keys(slimPage(page('/x')))).toEqual([...LIST_FIELDS]);
  });

  it('leaves out fields a page does not have', () => {
    expect(slimPage({ routePath: '/x' })).toEqual({ routePath: '/x' });
  });
});

describe('slimPageDataModule', () => {
  it('rewrites the page list and keeps the search index hashes', async () => {
    const code = slimPageDataModule(rspressModule([page('/a'), page('/b/')]));
    expect(code).not.toBeNull();
    const mod = await import(`data:text/javascript,${encodeURIComponent(code!)}`);
    expect(mod.searchIndexHash).toEqual({ '###zh-CN': 'f2d81996' });
    expect(mod.pageData.pages.map((p: { routePath: string }) => p.routePath)).toEqual(['/a', '/b/']);
    for (const p of mod.pageData.pages) {
      expect(p).not.toHaveProperty('toc');
      expect(p).not.toHaveProperty('frontmatter');
      expect(p).not.toHaveProperty('description');
      expect(p).not.toHaveProperty('feeds');
    }
  });

  it('keeps a string containing "};" intact', async () => {
    const code = slimPageDataModule(rspressModule([page('/a', { title: 'a };\\n export const x = 1' })]));
    const mod = await import(`data:text/javascript,${encodeURIComponent(code!)}`);
    expect(mod.pageData.pages[0].title).toBe('a };\\n export const x = 1');
  });

  it('returns null for a module of another shape, so the build can warn and leave it alone', () => {
    expect(slimPageDataModule('export default {}')).toBeNull();
    expect(slimPageDataModule('export const pageData = {"pages": 1};\nexport const searchIndexHash = {};')).toBeNull();
    expect(slimPageDataModule('export const pageData = {oops};\nexport const searchIndexHash = {};')).toBeNull();
  });
});

describe('overviewHeaders', () => {
  const pages = [page('/work/'), page('/work/java/a'), page('/work/db/b'), page('/rust/c'), page('/work-notes/d')];

  it("lists the H2s of every page under the overview's folder, not the overview itself", () => {
    const headers = overviewHeaders('/work/', pages);
    expect(Object.keys(headers)).toEqual(['/work/java/a', '/work/db/b']);
    expect(headers['/work/java/a']).toEqual([
      { id: 'a', text: '甲', depth: 2 },
      { id: 'c', text: '丙', depth: 2 },
    ]);
  });

  it('takes the folder of an overview page that is not an index (its index page included)', () => {
    expect(Object.keys(overviewHeaders('/work/overview', pages))).toEqual(['/work/', '/work/java/a', '/work/db/b']);
  });
});
