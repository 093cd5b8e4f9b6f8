import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { frontMatterOf, docsPages } from '../../site/pages';
import {
  allPosts,
  archive,
  archiveAreas,
  archiveRoute,
  type ListPage,
  listPages,
  type PageLike,
  type Post,
  relatedPosts,
  seriesFor,
  tagGroups,
  tagRoute,
} from '../../site/posts';
import { sectionLabelOf, sectionLabels, sidebarOrder, topSectionLabels } from '../../site/sections';

type PageMeta = Record<string, unknown> & { frontmatter?: Record<string, unknown> };

/** What an article page carries about its place in the blog (theme/components/PostMeta.tsx renders it). */
export interface PostPageData {
  published: string;
  updated: string | null;
  tags: { name: string; link: string }[];
  series: { name: string; parts: { title: string; link: string }[]; index: number } | null;
  related: { title: string; link: string; section: string | null; date: string }[];
}

/** What an archive or tag page carries: its posts grouped by year, and the filters to the other lists. */
export interface PostListData {
  groups: { year: string; posts: { title: string; link: string; date: string; section: string | null; minutes: number | null }[] }[];
  filters: { label: string; link: string; current: boolean; count: number }[];
}

/**
 * MDX for an added list page: front matter (what it lists, as `postArchive` or `postTag`), the H1, and
 * theme's PostList, which renders the list from the page's data.
 */
function listPageSource(page: ListPage): string {
  const what = 'archive' in page.list ? { postArchive: page.list.archive } : { postTag: page.list.tag };
  return [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(page.description)}`,
    ...Object.entries(what).map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
    'comments: false',
    '---',
    '',
    "import { PostList } from '@theme';",
    '',
    `# ${page.title}`,
    '',
    '<PostList />',
    '',
  ].join('\n');
}

/** Where a list page comes from, for its edit link: this file (relative to docs/). */
const GENERATOR = '../plugins/posts/index.ts';

/**
 * The blog's lists by time and by thread, all rendered at build time (static HTML, readable without
 * JavaScript), from the posts' front matter (site/posts.ts):
 *  - pages: 归档 (/archive/, and /archive/<section>/ per top-level section: the section filter as
 *    links) and 标签 (/tags/, and /tags/<tag>/ per tag), added with addPages, so they are routes like
 *    any other (sitemap, search, dead-link check);
 *  - each article's own page data (its route chunk, not the page list every page loads): published
 *    and updated dates, tags, its series' parts, related posts;
 *  - the home page's newest posts, the head of the same list.
 * Drafts are not routes in production (plugins/drafts), so they appear in none of it; in dev they are
 * left out of the lists too.
 */
export function pluginPosts(): RspressPlugin {
  const byRoute = new Map<string, PageLike>();
  const routeOfFile = new Map<string, string>();
  let labels = new Map<string, string>();
  let order = new Map<string, number>();
  let posts: Post[] | null = null;
  const labelOf = (route: string) => sectionLabelOf(route, labels);
  const currentPosts = () => (posts ??= allPosts(byRoute.values(), labelOf));

  let areaLabels = new Map<string, string>();
  const areaLabel = (area: string) => areaLabels.get(area) ?? area;
  const listItem = (p: Post) => ({ title: p.title, link: p.link, date: p.date, section: p.section, minutes: p.minutes });

  function archiveData(area: string | undefined): PostListData {
    const all = currentPosts();
    const areas = archiveAreas(all).sort((a, b) => (order.get(`/${a}/`) ?? 0) - (order.get(`/${b}/`) ?? 0));
    return {
      groups: archive(all, area).map((g) => ({ year: g.year, posts: g.posts.map(listItem) })),
      filters: [
        { label: '全部', link: archiveRoute(), current: !area, count: all.length },
        ...areas.map((a) => ({ label: areaLabel(a), link: archiveRoute(a), current: a === area, count: all.filter((p) => p.area === a).length })),
      ],
    };
  }

  function tagData(slug: string | undefined): PostListData {
    const groups = tagGroups(currentPosts());
    const current = groups.find((g) => g.slug === slug);
    return {
      groups: current ? archive(current.posts).map((g) => ({ year: g.year, posts: g.posts.map(listItem) })) : [],
      filters: groups.map((g) => ({ label: g.tag, link: tagRoute(g.tag), current: g.slug === slug, count: g.posts.length })),
    };
  }

  function postData(route: string): PostPageData | null {
    const all = currentPosts();
    const post = all.find((p) => p.link === route);
    if (!post) return null;
    const series = seriesFor(post, all, (r) => order.get(r) ?? Number.MAX_SAFE_INTEGER);
    return {
      published: post.date,
      updated: post.updated,
      tags: post.tags.map((name) => ({ name, link: tagRoute(name) })),
      series: series && series.parts.length > 1 ? series : null,
      related: relatedPosts(post, all).map((p) => ({ title: p.title, link: p.link, section: p.section, date: p.date })),
    };
  }

  function remarkPostMeta(this: { data(): unknown }) {
    const data = this.data() as { pageMeta?: PageMeta };
    return (_tree: unknown, file: { path?: string }) => {
      const meta = data.pageMeta;
      const route = file.path ? routeOfFile.get(path.resolve(file.path)) : undefined;
      if (!meta || !route) return;
      const fm = meta.frontmatter ?? {};
      if (fm.pageType === 'home') meta.latestPosts = currentPosts().slice(0, 6).map(listItem);
      else if (typeof fm.postArchive === 'string') meta.postList = archiveData(fm.postArchive || undefined);
      else if (typeof fm.postTag === 'string') meta.postList = tagData(fm.postTag || undefined);
      else {
        const post = postData(route);
        if (post) meta.post = post;
      }
    };
  }
  return {
    name: 'free-blog-posts',
    addPages(config) {
      const root = config.root;
      if (!root) return [];
      // The lists' routes from docs/ itself (page data does not exist yet): the sections and tags of
      // the published posts.
      const published = docsPages(root).filter((p) => !p.draft && !p.route.endsWith('/'));
      const sources = published.map((p) => ({ routePath: p.route, frontmatter: frontMatterOf(fs.readFileSync(path.join(root, p.file), 'utf8')) }));
      areaLabels = topSectionLabels(root);
      return listPages(allPosts(sources, () => null), areaLabel).map((page) => ({ routePath: page.route, content: listPageSource(page) }));
    },
    beforeBuild(config) {
      if (!config.root) return;
      labels = sectionLabels(config.root);
      areaLabels = topSectionLabels(config.root);
      order = sidebarOrder(config.root);
    },
    extendPageData(page) {
      const file = (page as { _filepath?: string })._filepath;
      const fm = page.frontmatter ?? {};
      if (fm.postArchive !== undefined || fm.postTag !== undefined) (page as { _relativePath?: string })._relativePath = GENERATOR;
      byRoute.set(page.routePath, page as unknown as PageLike);
      if (file) routeOfFile.set(path.resolve(file), page.routePath);
      posts = null;
    },
    markdown: { remarkPlugins: [remarkPostMeta] },
  };
}
