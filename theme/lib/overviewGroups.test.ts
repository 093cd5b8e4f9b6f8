import { describe, expect, it } from 'vitest';
import { buildOverviewGroups, DEFAULT_GROUP_TITLE, filterOverviewGroups, samePath } from './overviewGroups';

const sidebar = [
  { text: '工作笔记总览', link: '/work/' },
  {
    text: 'Java',
    link: '/work/java/',
    items: [
      { text: '线程池', link: '/work/java/java-thread-pool' },
      { text: 'Java SPI', link: '/work/java/java-spi' },
    ],
  },
  { text: '一篇散文', link: '/work/loose-page' },
];
const headers = (link: string) =>
  link.endsWith('java-thread-pool') ? [{ id: 'core-pool-size', text: 'Core pool-size 参数', depth: 2 }] : [];

describe('buildOverviewGroups', () => {
  it('turns sidebar groups into groups, section index first, and skips the overview page itself', () => {
    const groups = buildOverviewGroups(sidebar, '/work/', headers);
    expect(groups[0].name).toBe('Java');
    expect(groups[0].items.map((i) => i.link)).toEqual(['/work/java/', '/work/java/java-thread-pool', '/work/java/java-spi']);
    expect(groups.flatMap((g) => g.items).some((i) => samePath(i.link, '/work/'))).toBe(false);
  });

  it("gathers loose pages under the default group 'Others', last", () => {
    const groups = buildOverviewGroups(sidebar, '/work/', headers);
    expect(DEFAULT_GROUP_TITLE).toBe('Others');
    expect(groups.at(-1)).toEqual({ name: 'Others', items: [{ text: '一篇散文', link: '/work/loose-page', headers: [] }] });
  });

  it('has no Others group when every page belongs to a group', () => {
    const groups = buildOverviewGroups(sidebar.slice(0, 2), '/work/index', headers);
    expect(groups.map((g) => g.name)).toEqual(['Java']);
  });
});

describe('filterOverviewGroups', () => {
  const groups = buildOverviewGroups(sidebar, '/work/', headers);
  it('matches case-insensitively', () => {
    expect(filterOverviewGroups(groups, 'JAVA SPI').flatMap((g) => g.items.map((i) => i.text))).toEqual(['Java SPI']);
    expect(filterOverviewGroups(groups, 'java').map((g) => g.name)).toEqual(['Java']);
  });
  it('treats hyphens as spaces, both ways', () => {
    const hit = filterOverviewGroups(groups, 'core-pool size');
    expect(hit[0].items[0].headers.map((h) => h.text)).toEqual(['Core pool-size 参数']);
    expect(filterOverviewGroups(groups, 'thread pool').flatMap((g) => g.items.map((i) => i.link))).toContain(
      '/work/java/java-thread-pool',
    );
  });
  it('returns nothing for a query that matches nothing, and everything for an empty one', () => {
    expect(filterOverviewGroups(groups, 'kubernetes')).toEqual([]);
    expect(filterOverviewGroups(groups, '  ')).toBe(groups);
  });
});
