// The home page's "latest articles" list, built from page front matter at build time (SSG).
// Pure: the section labels come in as a function (site/node/sections.ts reads them from _meta.json).
import { allPosts, type PageLike } from './posts';

export type { PageLike };

export interface LatestPost {
  title: string;
  link: string;
  date: string; // YYYY-MM-DD
  /** The section's label from _meta.json (site/node/sections.ts); null for a page in no section. */
  section: string | null;
  minutes: number | null;
}

/** The newest articles (pages with a date, not drafts), newest first: the head of site/shared/posts.ts's list. */
export function latestPosts(pages: PageLike[], labelOf: (route: string) => string | null, limit = 6): LatestPost[] {
  return allPosts(pages, labelOf)
    .slice(0, limit)
    .map(({ title, link, date, section, minutes }) => ({ title, link, date, section, minutes }));
}
