import { describe, expect, it } from 'vitest';
import { LIST_FIELDS, OWN_FIELDS, overviewHeaders, ownFields, siteDataModule, slimPage, slimPageDataModule } from './slim';

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

describe('ownFields', () => {
  it("is the page's edit-link file", () => {
    expect(ownFields(page('/work/java/a'))).toEqual({ _relativePath: 'work/java/a.md' });
    expect(ownFields({ routePath: '/x' })).toEqual({});
  });
});

describe('slimPage', () => {
  it('shows front matter `updated` as the last-updated time, over the last commit', () => {
    expect(slimPage(page('/a', { frontmatter: { updated: '2026-11-01' } })).lastUpdatedTime).toBe('2026/11/1 00:00:00');
    expect(slimPage(page('/a', { frontmatter: { updated: new Date('2026-03-09T00:00:00Z') } })).lastUpdatedTime).toBe('2026/3/9 00:00:00');
    expect(slimPage(page('/a')).lastUpdatedTime).toBe('2026/11/21 19:14:34');
  });

  it("keeps what finds a Markdown page's route and its last-updated line: its title and edit-link file are in its route chunk", () => {
    expect(slimPage(page('/work/java/a'))).toEqual({ routePath: '/work/java/a', lang: 'zh-CN', version: '', lastUpdatedTime: '2026/11/21 19:14:34' });
    expect(Object.keys(slimPage(page('/x')))).toEqual([...LIST_FIELDS]);
  });

  it('keeps the edit-link file of a page whose _relativePath names no Markdown file (a generated list page), not its title', () => {
    const archive = page('/archive/', { _relativePath: '../plugins/posts/index.ts', frontmatter: { updated: '2026-11-01' } });
    expect(slimPage(archive)).toEqual({ routePath: '/archive/', lang: 'zh-CN', version: '', lastUpdatedTime: '2026/11/1 00:00:00', _relativePath: '../plugins/posts/index.ts' });
    expect(Object.keys(slimPage(archive))).toEqual([...LIST_FIELDS, ...OWN_FIELDS]);
    expect(slimPage(page('/b', { _relativePath: 'b.mdx' }))).not.toHaveProperty('_relativePath');
    // The runtime reads a page's meta from its module only for .md and .mdx, in lower case.
    expect(slimPage(page('/c', { _relativePath: 'c.MD' }))).toHaveProperty('_relativePath', 'c.MD');
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
    const code = slimPageDataModule(rspressModule([page('/a', { _relativePath: 'a };\\n export const x = 1.tsx' })]));
    const mod = await import(`data:text/javascript,${encodeURIComponent(code!)}`);
    expect(mod.pageData.pages[0]._relativePath).toBe('a };\\n export const x = 1.tsx');
  });

  it('returns null for a module of another shape, so the build can warn and leave it alone', () => {
    expect(slimPageDataModule('export default {}')).toBeNull();
    expect(slimPageDataModule('export const pageData = {"pages": 1};\nexport const searchIndexHash = {};')).toBeNull();
    expect(slimPageDataModule('export const pageData = {oops};\nexport const searchIndexHash = {};')).toBeNull();
  });
});

describe('siteDataModule', () => {
  // As Rspress 2.0 writes it: pretty-printed, the sidebar map's keys in the order its folder scans finished.
  const item = (name: string) => ({ text: name, link: `/${name}.html`, _fileKey: name });
  const siteData = {
    title: 'My Blog',
    themeConfig: {
      sidebar: {
        '/work': [item('work/index'), { text: 'Java', collapsible: true, items: [item('work/java/a')], link: '/work/java/index.html', _fileKey: 'work/java/index' }],
        '/book': [item('book/index')],
      },
      locales: [{ lang: 'zh-CN', sidebar: { '/z': [item('z')], '/a': [item('a')] } }],
    },
  };
  const load = async (code: string | null) => (await import(`data:text/javascript,${encodeURIComponent(code!)}`)).default;

  it("puts the sidebar maps in route order and drops the items' _fileKey, at every depth, keeping the rest", async () => {
    const out = await load(siteDataModule(`export default ${JSON.stringify(siteData, null, 2)}`));
    expect(Object.keys(out.themeConfig.sidebar)).toEqual(['/book', '/work']);
    expect(Object.keys(out.themeConfig.locales[0].sidebar)).toEqual(['/a', '/z']);
    expect(JSON.stringify(out)).not.toContain('_fileKey');
    expect(out.themeConfig.sidebar['/work'][1]).toEqual({ text: 'Java', collapsible: true, items: [{ text: 'work/java/a', link: '/work/java/a.html' }], link: '/work/java/index.html' });
    expect(out.title).toBe('My Blog');
  });

  it('returns null for a module of another shape', () => {
    expect(siteDataModule('export const siteData = {}')).toBeNull();
    expect(siteDataModule('export default {oops}')).toBeNull();
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
