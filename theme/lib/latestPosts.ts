// The home page's "latest articles" list, built from page front matter at build time (SSG).

export interface PageLike {
  routePath: string;
  title?: string;
  frontmatter?: Record<string, unknown>;
  readingTimeData?: { minutes?: number };
}

export interface LatestPost {
  title: string;
  link: string;
  date: string; // YYYY-MM-DD
  section: string;
  minutes: number | null;
}

const SECTION_LABELS: Record<string, string> = {
  'work/java': 'Java',
  'work/spring': 'Spring',
  'work/db': '数据库',
  'work/ai': 'AI',
  'work/other': '其他',
  rust: 'Rust',
  network: '网络通信',
  book: '读书笔记',
  'collection-article': '好文收藏',
};

export function sectionLabel(routePath: string): string {
  const parts = routePath.replace(/^\/+/, '').split('/');
  return SECTION_LABELS[parts.slice(0, 2).join('/')] ?? SECTION_LABELS[parts[0]] ?? '随笔';
}

export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return null;
}

/** Articles (pages with a date, not drafts), newest first; ties broken by title for a stable order. */
export function latestPosts(pages: PageLike[], limit = 6): LatestPost[] {
  return pages
    .flatMap((p) => {
      const date = toIsoDate(p.frontmatter?.date);
      if (!date || p.frontmatter?.draft === true) return [];
      const title = String(p.frontmatter?.title ?? p.title ?? '');
      const minutes = p.readingTimeData?.minutes;
      return [{ title, link: p.routePath, date, section: sectionLabel(p.routePath), minutes: minutes ? Math.max(1, Math.round(minutes)) : null }];
    })
    .sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1))
    .slice(0, limit);
}
