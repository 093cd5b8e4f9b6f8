import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { addPostNodes, type PostPageData } from './articleNodes';
import { type LatestPost, latestPosts, listItem } from '../../site/shared/latestPosts';
import type { Content } from '../../site/node/content';
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
  tagAnchor,
  tagLink,
} from '../../site/shared/posts';
import { sectionLabelOf, sectionLabels, sidebarOrder, topSectionLabels } from '../../site/node/sections';
import { generatedDirFor, writeGeneratedFiles } from '../../site/node/generated';

import { pageMetaOf, pageSourceFile, setPageRelativePath } from '../../patches/internals';
type ListItem = LatestPost;

/**
 * What an archive page carries (its posts grouped by year, and the section filters), or the tags page
 * (every tag with its posts).
 */
export interface PostListData {
  groups: { year: string; posts: ListItem[] }[];
  filters: { label: string; link: string; current: boolean; count: number }[];
  tags?: { tag: string; anchor: string; posts: ListItem[] }[];
}

/**
 * MDX for an added list page: front matter (what it lists, as `postArchive` or `postTags`), the H1, and
 * theme/components/PostList.tsx, which renders the list from the page's data.
 */
function listPageSource(page: ListPage): string {
  const what = 'archive' in page.list ? { postArchive: page.list.archive } : { postTags: true };
  return [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(page.description)}`,
    ...Object.entries(what).map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
    'comments: false',
    'sidebar: false',
    'outline: false',
    '---',
    '',
    `import { PostList } from ${JSON.stringify(POST_LIST_COMPONENT)};`,
    '',
    `# ${page.title}`,
    '',
    '<PostList />',
    '',
  ].join('\n');
}

/**
 * The list pages' component, imported by path so that its code and styles go into those pages' own
 * chunks and not into the bundle every page loads (which '@theme' is).
 */
const POST_LIST_COMPONENT = fileURLToPath(new URL('../../theme/components/PostList.tsx', import.meta.url));

/** Where a list page comes from, for its edit link: this file (relative to docs/). */
const GENERATOR = '../plugins/posts/index.ts';

/**
 * The blog's lists by time and by thread, all rendered at build time (static HTML, readable without
 * JavaScript), from the posts' front matter (site/shared/posts.ts):
 *  - pages: 归档 (/archive/, and /archive/<section>/ per top-level section: the section filter as
 *    links) and 标签 (/tags/, every tag in its own section, /tags/#tag-并发), added with addPages, so
 *    they are routes like any other (sitemap, search, dead-link check);
 *  - in each article itself (its compiled content: static HTML and its own chunk, articleNodes.ts):
 *    published and updated dates, tags, its series' parts and pager, related posts;
 *  - the home page's newest posts, the head of the same list.
 * Drafts are not routes in production (plugins/drafts), so they appear in none of it; in dev they are
 * left out of the lists too.
 */
export function pluginPosts(content: Content): RspressPlugin {
  const byRoute = new Map<string, PageLike>();
  const routeOfFile = new Map<string, string>();
  let labels = new Map<string, string>();
  let order = new Map<string, number>();
  let posts: Post[] | null = null;
  const labelOf = (route: string) => sectionLabelOf(route, labels);
  const currentPosts = () => (posts ??= allPosts(byRoute.values(), labelOf));

  let areaLabels = new Map<string, string>();
  const areaLabel = (area: string) => areaLabels.get(area) ?? area;

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

  function tagsData(): PostListData {
    const groups = tagGroups(currentPosts());
    return {
      groups: [],
      filters: groups.map((g) => ({ label: g.tag, link: tagLink(g.tag), current: false, count: g.posts.length })),
      tags: groups.map((g) => ({ tag: g.tag, anchor: tagAnchor(g.tag), posts: g.posts.map(listItem) })),
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
      tags: post.tags.map((name) => ({ name, link: tagLink(name) })),
      series: series && series.parts.length > 1 ? series : null,
      related: relatedPosts(post, all).map((p) => ({ title: p.title, link: p.link, section: p.section, date: p.date })),
    };
  }

  function remarkPostMeta(this: { data(): unknown }) {
    const data = this.data();
    return (tree: { children: Array<{ type: string; [key: string]: unknown }> }, file: { path?: string }) => {
      const route = file.path ? routeOfFile.get(path.resolve(file.path)) : undefined;
      if (!route) return;
      const meta = pageMetaOf(data, file.path);
      const fm = meta.frontmatter ?? {};
      if (fm.pageType === 'home') meta.latestPosts = latestPosts(currentPosts());
      else if (typeof fm.postArchive === 'string') meta.postList = archiveData(fm.postArchive || undefined);
      else if (fm.postTags === true) meta.postList = tagsData();
      else {
        const post = postData(route);
        if (post) addPostNodes(tree, post);
      }
    };
  }
  return {
    name: 'free-blog-posts',
    addPages() {
      // The lists' routes from docs/ itself (page data does not exist yet): the sections and tags of
      // the published posts (allPosts leaves out drafts and whatever is not an article).
      const sources = content.pages().map((p) => ({ routePath: p.route, frontmatter: p.frontmatter }));
      areaLabels = topSectionLabels(content.root);
      // Each list page as a file of its own, handed over by path: Rspress writes pages given as text
      // concurrently and adds their routes in the order the writes finish, which changed the route list
      // (and every bundle hash) from one build to the next.
      // The folder is this docs folder's own (generatedDirFor): another site built at the same time has another.
      const dir = generatedDirFor('list-pages', content.root);
      const pages = listPages(allPosts(sources, () => null), areaLabel);
      writeGeneratedFiles(dir, new Map(pages.map((page, i) => [`list-${i}.mdx`, listPageSource(page)])));
      return pages.map((page, i) => ({ routePath: page.route, filepath: path.join(dir, `list-${i}.mdx`) }));
    },
    beforeBuild() {
      labels = sectionLabels(content.root);
      areaLabels = topSectionLabels(content.root);
      order = sidebarOrder(content.root);
    },
    extendPageData(page) {
      const fm = page.frontmatter ?? {};
      if (fm.postArchive !== undefined || fm.postTags !== undefined) setPageRelativePath(page, GENERATOR);
      byRoute.set(page.routePath, page as unknown as PageLike);
      routeOfFile.set(path.resolve(pageSourceFile(page)), page.routePath);
      posts = null;
    },
    markdown: { remarkPlugins: [remarkPostMeta] },
  };
}
