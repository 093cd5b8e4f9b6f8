// The blog as a reader browses it by time and by thread: every published post with its date, section,
// tags and series, and the lists built from them — the archive (by year, per section), tag pages, a
// series' parts, related posts. Pure: pages come in as Rspress's page data (plugins/page-data collects
// them), labels and sidebar order as functions (site/node/sections.ts reads them from _meta.json). The home
// page's latest posts are the head of the same list (site/shared/latestPosts.ts, plugins/posts).
import { isoDay } from './dates';
import type { FrontMatter } from './frontmatter';
import { isArticle, type PageLike as PageKindLike } from './pageKind';
import { folderOf, normalizeRoute, sectionKey } from './routes';

export interface PageLike extends PageKindLike {
  routePath: string;
  title?: string;
  readingTimeData?: { minutes?: number };
}

export interface PostLink {
  title: string;
  link: string;
}

export interface Post extends PostLink {
  /** first published, YYYY-MM-DD */
  date: string;
  /** front matter `updated`, YYYY-MM-DD, when the author marks a real revision */
  updated: string | null;
  /** the label of its section in the sidebar ('Java', '所有权与借用'); null for a page in no section (/hello) */
  section: string | null;
  /** its top-level section ('rust', 'work'); 'home' for a page directly under docs/ */
  area: string;
  minutes: number | null;
  tags: string[];
  series: { name: string; order: number | null } | null;
}

/** `series: 名称` or `series: { name: 名称, order: 2 }` (the schema's two forms) as one shape. */
function seriesOf(series: FrontMatter['series']): Post['series'] {
  if (series === undefined) return null;
  return typeof series === 'string' ? { name: series.trim(), order: null } : { name: series.name.trim(), order: series.order ?? null };
}

const newestFirst = (a: Post, b: Post) => (a.date === b.date ? a.title.localeCompare(b.title) : a.date < b.date ? 1 : -1);

/**
 * Every published post (an article, site/shared/pageKind.ts, with a date, not a draft), newest first;
 * ties broken by title.
 */
export function allPosts(pages: Iterable<PageLike>, labelOf: (route: string) => string | null): Post[] {
  const out: Post[] = [];
  for (const p of pages) {
    const fm = p.frontmatter ?? {};
    const date = isoDay(fm.date);
    const route = normalizeRoute(p.routePath);
    if (!date || fm.draft === true || !isArticle(p)) continue;
    const minutes = p.readingTimeData?.minutes;
    out.push({
      title: String(fm.title ?? p.title ?? ''),
      link: route,
      date,
      updated: isoDay(fm.updated),
      section: labelOf(route),
      area: folderOf(route) === '/' ? 'home' : sectionKey(route),
      minutes: minutes ? Math.max(1, Math.round(minutes)) : null,
      tags: (fm.tags ?? []).map((t) => t.trim()),
      series: seriesOf(fm.series),
    });
  }
  return out.sort(newestFirst);
}

/**
 * How many articles the feeds carry: the newest ones. A reader's feed app fetches the feed again every
 * few hours and only shows what is new; every article ever written (30 MB at 1,000 articles) is for the
 * archive. Docusaurus's blog feed keeps 20 by default, WordPress 10; 50 is a good year of this blog.
 */
export const FEED_ITEMS = 50;

/** The routes of the feeds' articles: the newest `limit` posts, newest first as the archive orders them. */
export function feedRoutes(pages: Iterable<PageLike>, limit = FEED_ITEMS): string[] {
  return allPosts(pages, () => null)
    .slice(0, limit)
    .map((p) => p.link);
}

// ---- Archive ------------------------------------------------------------------------------------

export interface YearGroup {
  year: string;
  posts: Post[];
}

/** Posts grouped by year, newest year first, newest post first; only `area`'s when given. */
export function archive(posts: Post[], area?: string): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const post of posts) {
    if (area && post.area !== area) continue;
    const year = post.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.posts.push(post);
    else groups.push({ year, posts: [post] });
  }
  return groups;
}

export const ARCHIVE_ROUTE = '/archive/';
export const archiveRoute = (area?: string) => (area ? `${ARCHIVE_ROUTE}${area}/` : ARCHIVE_ROUTE);

/** The top-level sections that have posts (the archive's filters), in the order of first appearance. */
export const archiveAreas = (posts: Post[]) => [...new Set(posts.map((p) => p.area))].filter((a) => a !== 'home');

// ---- Tags ---------------------------------------------------------------------------------------

/**
 * All tags are on one page, each in its own section: /tags/#tag-并发 shows only that tag's posts (CSS
 * :target without JavaScript, the hash with it). One route however many tags: every route is in the
 * route table of every page's first load (about 70 bytes brotli each), so a page per tag would make
 * every article heavier with every new tag.
 */
export const TAGS_ROUTE = '/tags/';

/**
 * The URL form of a tag: lower-case, runs of anything but letters and digits (any script) turned
 * into '-'. 'Spring Boot' -> 'spring-boot', '并发' -> '并发', 'C++' -> 'c'.
 */
export function tagSlug(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The id of a tag's section on the tags page. */
export const tagAnchor = (tag: string) => `tag-${tagSlug(tag)}`;
/** Where a tag link goes: its section of the tags page. */
export const tagLink = (tag: string) => `${TAGS_ROUTE}#${tagAnchor(tag)}`;

export interface TagGroup {
  tag: string;
  slug: string;
  posts: Post[];
}

/** Every tag with its posts (newest first), most used first, then by name. Tags that differ only in case are one tag. */
export function tagGroups(posts: Post[]): TagGroup[] {
  const bySlug = new Map<string, TagGroup>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      if (!slug) continue;
      const group = bySlug.get(slug) ?? { tag, slug, posts: [] };
      if (!group.posts.includes(post)) group.posts.push(post);
      bySlug.set(slug, group);
    }
  }
  return [...bySlug.values()].sort((a, b) => b.posts.length - a.posts.length || a.tag.localeCompare(b.tag));
}

// ---- Series -------------------------------------------------------------------------------------

export interface SeriesInfo {
  name: string;
  parts: PostLink[];
  /** the current post's place in `parts` */
  index: number;
}

/**
 * The series a post belongs to, its parts in order: by `order` where given, otherwise by the posts'
 * place in the sidebar (`sidebarIndex`, from _meta.json), then by date. Null when the post is in no
 * series.
 */
export function seriesFor(post: Post, posts: Post[], sidebarIndex: (route: string) => number): SeriesInfo | null {
  if (!post.series) return null;
  const name = post.series.name;
  const parts = posts
    .filter((p) => p.series?.name === name)
    .sort(
      (a, b) =>
        (a.series!.order ?? Number.POSITIVE_INFINITY) - (b.series!.order ?? Number.POSITIVE_INFINITY) ||
        sidebarIndex(a.link) - sidebarIndex(b.link) ||
        a.date.localeCompare(b.date),
    );
  return { name, parts: parts.map(({ title, link }) => ({ title, link })), index: parts.findIndex((p) => p.link === post.link) };
}

// ---- Related posts ------------------------------------------------------------------------------

export const RELATED_MIN = 3;
export const RELATED_MAX = 4;

/**
 * 3–4 posts to read after this one, chosen from shared tags (3 points each), the same sidebar folder
 * (2) and the same top-level section (1); ties go to the newer post. The other parts of its series are
 * left out (the series block and the series pager already list them). When fewer than three score
 * anything, the newest posts of the same section and then of the blog fill up. Never the post itself.
 */
export function relatedPosts(post: Post, posts: Post[]): Post[] {
  const others = posts.filter((p) => p.link !== post.link && !(post.series && p.series?.name === post.series.name));
  const tags = new Set(post.tags.map(tagSlug));
  const folder = folderOf(post.link);
  const score = (p: Post) =>
    3 * p.tags.filter((t) => tags.has(tagSlug(t))).length +
    (folderOf(p.link) === folder && folder !== '/' ? 2 : 0) +
    (p.area === post.area && post.area !== 'home' ? 1 : 0);
  const scored = others
    .map((p) => ({ p, s: score(p) }))
    .filter(({ s }) => s > 0)
    .sort((a, b) => b.s - a.s || newestFirst(a.p, b.p))
    .map(({ p }) => p)
    .slice(0, RELATED_MAX);
  if (scored.length >= RELATED_MIN) return scored;
  const fill = [...others.filter((p) => p.area === post.area), ...others].filter((p, i, all) => !scored.includes(p) && all.indexOf(p) === i);
  return [...scored, ...fill].slice(0, RELATED_MIN);
}

// ---- The list pages ------------------------------------------------------------------------------

export interface ListPage {
  route: string;
  title: string;
  description: string;
  /** what it lists: the archive (of one top-level section, or '' for all), or every tag */
  list: { archive: string } | { tags: true };
}

/**
 * Every list page these posts make: the archive, one archive page per top-level section (the section
 * filter, as links), and the tags page. `areaLabel` names a top-level section ('rust' -> 'Rust 学习笔记';
 * site/node/sections.ts topSectionLabels).
 */
export function listPages(posts: Post[], areaLabel: (area: string) => string): ListPage[] {
  return [
    { route: archiveRoute(), title: '归档', description: '按发布时间列出本站的全部文章，按年份分组，可按栏目筛选。', list: { archive: '' } },
    ...archiveAreas(posts).map((area) => ({
      route: archiveRoute(area),
      title: `归档：${areaLabel(area)}`,
      description: `按发布时间列出“${areaLabel(area)}”栏目的全部文章，按年份分组。`,
      list: { archive: area },
    })),
    { route: TAGS_ROUTE, title: '标签', description: '本站文章用到的全部标签，以及带有每个标签的文章。', list: { tags: true } },
  ];
}
