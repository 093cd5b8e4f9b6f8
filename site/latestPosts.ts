// The home page's "latest articles" list, built from page front matter at build time (SSG).
// Pure: the section labels come in as a function (site/sections.ts reads them from _meta.json).

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
  /** The section's label from _meta.json (site/sections.ts); null for a page in no section. */
  section: string | null;
  minutes: number | null;
}

export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return null;
}

/** Articles (pages with a date, not drafts), newest first; ties broken by title for a stable order. */
export function latestPosts(pages: PageLike[], labelOf: (route: string) => string | null, limit = 6): LatestPost[] {
  return pages
    .flatMap((p) => {
      const date = toIsoDate(p.frontmatter?.date);
      if (!date || p.frontmatter?.draft === true) return [];
      const title = String(p.frontmatter?.title ?? p.title ?? '');
      const minutes = p.readingTimeData?.minutes;
      return [{ title, link: p.routePath, date, section: labelOf(p.routePath), minutes: minutes ? Math.max(1, Math.round(minutes)) : null }];
    })
    .sort((a, b) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1))
    .slice(0, limit);
}
