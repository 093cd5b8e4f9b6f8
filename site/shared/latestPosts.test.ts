import { describe, expect, it } from 'vitest';
import type { PageFrontMatter } from './frontmatter';
import { LATEST_POSTS, latestPosts } from './latestPosts';
import { allPosts, type PageLike } from './posts';

const labelOf = (route: string) => (route.startsWith('/hello') ? null : `label of ${route.split('/')[1]}`);

const page = (routePath: string, date?: string | Date, extra: PageFrontMatter = {}) => ({
  routePath,
  title: routePath,
  frontmatter: { title: `T ${routePath}`, ...(date === undefined ? {} : { date }), ...extra },
});

const latest = (pages: PageLike[], limit?: number) => latestPosts(allPosts(pages, labelOf), limit);

describe('latestPosts', () => {
  it('lists dated articles newest first and skips index pages and drafts', () => {
    const list = latest([
      page('/rust/'),
      page('/rust/error/panic', '2025-04-06'),
      page('/work/java/java-spi', new Date('2026-03-08T00:00:00Z')),
      page('/work/db/repeatable-sql', '2026-05-10', { draft: true }),
      page('/network/network-tcp-udp-compare', '2026-08-15'),
      page('/hello', '2025-01-05'),
    ]);
    expect(list.map((p) => [p.link, p.date, p.section])).toEqual([
      ['/network/network-tcp-udp-compare', '2026-08-15', 'label of network'],
      ['/work/java/java-spi', '2026-03-08', 'label of work'],
      ['/rust/error/panic', '2025-04-06', 'label of rust'],
      ['/hello', '2025-01-05', null],
    ]);
  });

  it('keeps the limit (six unless told) and carries reading time when the page has it', () => {
    const pages = Array.from({ length: 9 }, (_, i) => ({ ...page(`/rust/a${i}`, `2025-01-0${i + 1}`), readingTimeData: { minutes: 4.4 } }));
    expect(LATEST_POSTS).toBe(6);
    expect(latest(pages, 3).map((p) => p.link)).toEqual(['/rust/a8', '/rust/a7', '/rust/a6']);
    const list = latest(pages);
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ link: '/rust/a8', minutes: 4 });
  });
});

