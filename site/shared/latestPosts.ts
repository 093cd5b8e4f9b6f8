// The home page's "latest articles" list: the head of site/shared/posts.ts's list of published posts, which
// plugins/posts works out at build time and hands to the home page's data (SSG).
import type { Post } from './posts';

export interface LatestPost {
  title: string;
  link: string;
  date: string; // YYYY-MM-DD
  /** The section's label from _meta.json (site/node/sections.ts); null for a page in no section. */
  section: string | null;
  minutes: number | null;
}

/** A post as every list shows it (the home page's, the archive's, the tags page's). */
export const listItem = ({ title, link, date, section, minutes }: Post): LatestPost => ({ title, link, date, section, minutes });

/** How many articles the home page lists. */
export const LATEST_POSTS = 6;

/** The newest `limit` of the published posts (allPosts: newest first), as the home page lists them. */
export function latestPosts(posts: readonly Post[], limit = LATEST_POSTS): LatestPost[] {
  return posts.slice(0, limit).map(listItem);
}
