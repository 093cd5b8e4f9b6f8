import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginContentCheck } from './plugins/content-check';
import { pluginDrafts } from './plugins/drafts';
import { pluginSeo } from './plugins/seo';
import { pluginHardening } from './plugins/hardening';
import { pluginAnalytics } from './plugins/analytics';
import { pluginComments } from './plugins/comments';
import { pluginReadingTime } from './plugins/reading-time';
import { profilePlugins } from './site/node/buildProfile';
import { pageFiles } from './site/node/pages';
import { ssgOption } from './site/node/ssg';
import { pluginSearchIntent } from './plugins/search-intent';
import { pluginCodeTokens } from './plugins/code-tokens';
import { pluginImageZoom } from './plugins/image-zoom';
import { pluginSocialIcons } from './plugins/social-icons';
import { pluginPageData } from './plugins/page-data';
import { pluginPageLayouts } from './plugins/page-layouts';
import { pluginPosts } from './plugins/posts';
import { pluginLivePreview } from './plugins/preview';
import { pluginOutput } from './plugins/output';
import { originOf } from './plugins/output/csp';
import { siteContent } from './site/node/content';
import { readRemoteSearchSettings } from './site/node/remoteSearchConfig';
import { verifyRspress } from './patches/verify.mjs';
import { assumptionProblems } from './patches/internals';
import { AUTHOR_GITHUB, AUTHOR_NAME, BASE, FEED_COPYRIGHT, REPO_URL, REVIEWS_URL, SITE_ORIGIN, SITE_URL, SITE_TITLE } from './site/shared/constants';
import type { RemoteSearchConfig } from './theme/lib/remoteSearch';

// The patches in patches/ are made for one @rspress/core version: stop here on any other, or unpatched;
// and every assumption about Rspress beyond its public API must still hold (patches/internals.ts).
const rspressProblems = [verifyRspress({ applied: true }), ...assumptionProblems()].filter(Boolean);
if (rspressProblems.length) {
  // One line each, no stack trace: the lines are the whole story.
  console.error(`\nfree-blog: the installed Rspress is not the one this site was written against:\n${rspressProblems.join('\n')}\n`);
  process.exit(1);
}

// ---- Site constants (site/shared/constants.ts: base, URLs, title, licence line) ------------------------
export { BASE, SITE_ORIGIN, SITE_URL, AUTHOR_GITHUB, REPO_URL, REVIEWS_URL, FEED_COPYRIGHT };
// BLOG_DOCS_DIR points the build at another content tree (the benchmark's generated fixture, a test's copy).
const DOCS_DIR = path.resolve(__dirname, process.env.BLOG_DOCS_DIR ?? 'docs');
// The site's content (site/node/content.ts): the pages of docs/ and one parse of each, for every plugin that
// needs them. A link to a draft stops the production build; `rspress dev` shows the draft, so there it
// is a warning.
// BLOG_HTML_THREADS=<n> sets the HTML pass's worker threads (1: none; the benchmark measures the build
// both ways: bench/REPORT.md, the threads table).
const htmlThreads = process.env.BLOG_HTML_THREADS ? Number(process.env.BLOG_HTML_THREADS) : undefined;
const content = siteContent(DOCS_DIR, { projectRoot: __dirname, draftLinks: process.argv.includes('dev') ? 'warning' : 'error' });
const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(__dirname, 'docs/public/site-icon.svg'), 'utf8').trim())}`;
const SITE_DESCRIPTION =
  '一个 Java/Spring 后端工程师的技术博客：记录 Java 并发、Spring、数据库、AI 应用、Rust 与网络通信的学习和实践，也写读书笔记与好文收藏。';
// Comments (giscus, GitHub Discussions): the four values from https://giscus.app for the repo below
// (the repo must be public, have Discussions on and the giscus app installed). The ids here are
// PLACEHOLDERS until the real ones are filled in: they let the widget load (the tests stub
// giscus.app), and the real giscus shows its own error for them. Leave any of them '' to turn
// comments off: articles then show a line linking to the repo's Discussions.
export const GISCUS = {
  repo: 'free-blog-dev/free-blog',
  repoId: 'R_kgDOPLACEHOLDER',
  category: 'Comments',
  categoryId: 'DIC_kwDOPLACEHOLDER',
};
// Analytics: a GA4 measurement id ('G-XXXXXXXXXX'), or undefined for none. Without one, page_view
// events still go to window.dataLayer; with one, gtag.js loads async after hydration.
export const GA_MEASUREMENT_ID: string | undefined = process.env.BLOG_GA_MEASUREMENT_ID || undefined;
// Remote search (optional): an API answering GET ?keyword&limit&searchIndexes&lang with hit groups, shown
// as extra tabs in the search panel (reply shape: theme/lib/remoteSearch.ts). Off unless BLOG_REMOTE_SEARCH
// names a JSON file holding a RemoteSearchConfig (the fixture site's second build: tests/fixtures/remote-search.json).
// Off, its code is left out of the build: the search dialog's chunk carries the local search alone.
const REMOTE_SEARCH_SETTINGS = readRemoteSearchSettings(process.env.BLOG_REMOTE_SEARCH, __dirname);
export const REMOTE_SEARCH: RemoteSearchConfig = (REMOTE_SEARCH_SETTINGS as RemoteSearchConfig | null) ?? { apiUrl: '', searchIndexes: [] };
const REMOTE_SEARCH_ON = REMOTE_SEARCH_SETTINGS !== null;

// The spec's interface strings. The theme only ships zh/en texts, so zh-CN gets exactly these.
const UI_TEXT: Record<string, string> = {
  outlineTitle: 'ON THIS PAGE',
  lastUpdatedText: 'Last Updated',
  prevPageText: '上一页',
  nextPageText: '下一页',
  searchPlaceholderText: 'Search Docs',
  searchNoResultsText: 'No results for',
  searchSuggestedQueryText: 'Please try again with a different keyword.',
  searchPanelCancelText: 'Cancel',
  sourceCodeText: 'Source',
  'overview.filterNameText': 'Filter',
  'overview.filterPlaceholderText': 'Enter keyword',
  'overview.filterNoResultText': 'No matching API found',
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  editLinkText: '在 GitHub 上编辑此页',
  scrollToTopText: '回到顶部',
  menuTitle: '菜单',
  themeText: '主题',
  languagesText: '语言',
  versionsText: '版本',
  lastUpdatedAuthorText: 'by',
  codeButtonGroupCopyButtonText: '复制代码',
  codeButtonGroupWrapButtonText: '切换自动换行',
  promptCopyText: '复制',
  promptCopiedText: '已复制',
  promptExpandText: '展开',
  promptCollapseText: '收起',
  // The Llms bar's texts (the bar is off; the keys are still looked up, and a missing one is a build warning).
  openInText: '在 {{name}} 中打开',
  copyMarkdownText: '复制 Markdown',
  copyMarkdownLinkText: '复制 Markdown 链接',
};

export default defineConfig({
  root: DOCS_DIR,
  // BLOG_OUT_DIR lets parallel checkouts or the benchmark build elsewhere than doc_build/.
  outDir: process.env.BLOG_OUT_DIR ?? 'doc_build',
  base: BASE,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  lang: 'zh-CN',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: SITE_TITLE,
  // useTransitions: false: a page change renders and commits in the click's own task. A link has loaded
  // the page's code and data before it navigates, so nothing suspends; as a transition, React would
  // render it in 5 ms slices between other tasks and frames (bench/PEERS.md).
  route: { cleanUrls: true, exclude: ['**/images/**'], useTransitions: false },
  i18nSource: Object.fromEntries(
    Object.entries(UI_TEXT).map(([key, text]) => [key, { 'zh-CN': text, zh: text, en: text }]),
  ),
  // Local plugins (plugins/*), one line each, in no particular order: each takes what it needs as an
  // argument (the site's content, the constants) and keeps its own data; none reads another's.
  // BLOG_BUILD_PROFILE=1 times their hooks and the build's stages (site/node/buildProfile.ts).
  plugins: profilePlugins([
    // Front matter, _meta.json and Markdown structure checked before anything is rendered.
    pluginContentCheck(content),
    // Drafts (`draft: true`): shown by `npm run dev`, left out of the production build.
    pluginDrafts(content),
    // Everything written after Rspress, in one afterBuild: the HTML pass (paint-first loader, CSP), then
    // sitemap and feeds, then the llms files, then the search index in shards.
    pluginOutput({
      content,
      htmlThreads,
      csp: { connectSrc: [originOf(REMOTE_SEARCH.apiUrl)].filter((o): o is string => Boolean(o)) },
      site: { siteUrl: SITE_URL, siteTitle: SITE_TITLE, siteDescription: SITE_DESCRIPTION, copyright: FEED_COPYRIGHT, author: { name: AUTHOR_NAME, link: AUTHOR_GITHUB } },
    }),
    // Canonical / Open Graph tags, feed and sitemap links, JSON-LD on every page.
    ...pluginSeo({ siteUrl: SITE_URL, siteTitle: SITE_TITLE, siteDescription: SITE_DESCRIPTION, author: { name: AUTHOR_NAME, link: AUTHOR_GITHUB }, content }),
    pluginComments(GISCUS),
    pluginAnalytics({ measurementId: GA_MEASUREMENT_ID }),
    pluginReadingTime(content),
    // The page list in every first load keeps only routes; the rest moves to each page.
    pluginPageData(),
    // The home page's and the overview pages' layouts in those pages' own chunks, not in every first load.
    pluginPageLayouts(),
    // Archive and tag pages, and each article's dates, tags, series and related posts.
    pluginPosts(content),
    // A search started before the page's scripts ran is kept (the index is sharded by pluginOutput).
    pluginSearchIntent(),
    // Image zoom: margin 0, close on scrolling more than 40 px, background var(--rp-c-bg); medium-zoom
    // closes 150 ms after such a scroll. Its code loads on the first click on an image.
    pluginImageZoom({ options: { margin: 0, scrollOffset: 40 } }),
    // The social links' preset icons drawn by the style sheet, not carried by every page's script.
    pluginSocialIcons(),
    // Highlighted code with token classes instead of an inline colour on every token.
    pluginCodeTokens(),
    // Live previews of ```tsx preview / ```jsx preview blocks, in the page (no iframe modes).
    pluginLivePreview(),
    // Early safety script, asset retry, focusable anchors.
    pluginHardening(),
  ]),
  // Static HTML for every page; in worker threads once the site has pages for two (site/node/ssg.ts).
  ssg: ssgOption(pageFiles(DOCS_DIR).length, os.availableParallelism()),
  markdown: {
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  // The search hooks (theme/search-hooks.tsx) are the remote search: configured only when it is on.
  search: { ...(REMOTE_SEARCH_ON ? { searchHooks: path.join(__dirname, 'theme/search-hooks.tsx') } : {}), codeBlocks: false },
  builderConfig: {
    // Article images are files with URLs, never inlined as data: URIs (Rsbuild inlines an SVG under
    // 4 KB by default): an inlined image was in the page's HTML and again in its route chunk, and a
    // feed reader got it as base64 in the entry instead of a URL.
    output: { dataUriLimit: { svg: 0 } },
    // Rspress gathers every style sheet into one `styles` chunk (its splitChunks cache group matches them by
    // file name), which took each sheet's empty JavaScript stand-in along: a 0.5 KB script every page loaded.
    // By module type the group takes the extracted CSS alone; the stand-ins stay in the chunks that import
    // them, and the one style sheet is unchanged ("styles-cache-group" in patches/internals.ts).
    splitChunks: { cacheGroups: { styles: { type: 'css/mini-extract' } } },
    source: {
      define: {
        __FREE_BLOG_REMOTE_SEARCH__: JSON.stringify(REMOTE_SEARCH_ON ? REMOTE_SEARCH : null),
        // Whether search hooks are configured: without them the dialog has one group of results and no tabs.
        __FREE_BLOG_SEARCH_HOOKS__: JSON.stringify(REMOTE_SEARCH_ON),
        __FREE_BLOG_REVIEWS_URL__: JSON.stringify(REVIEWS_URL),
      },
    },
    // Code-split chunks are named by their id, not their name: the entry carries a map from each chunk
    // to its file, and Rspress names every page's chunk `route-<12 hex digits>`, which brotli cannot
    // shrink. By id, the map holds each chunk's content hash alone: the entry is 0.8 KiB brotli smaller at
    // 50 articles and 8.4 KiB at 1,000 (bench/FINDINGS.md). The server build keeps Rspress's names.
    tools: {
      bundlerChain(chain, { environment }) {
        if (environment.name !== 'web') return;
        const named = chain.output.get('chunkFilename');
        if (typeof named !== 'string' || !named.includes('[name]')) throw new Error(`free-blog: Rsbuild's chunk file names (${String(named)}) have no [name] to replace with the chunk's [id]`);
        chain.output.chunkFilename(named.replace('[name]', '[id]'));
      },
    },
    // The favicon travels inside each page as a data: URL (344 bytes) instead of Rspress's `icon` (a
    // file link): Chromium asks the server for a linked favicon again on every client-side navigation,
    // cache headers or not. The file, docs/public/site-icon.svg, stays for the feeds; it is not named
    // favicon.*, which Rsbuild would find in public/ and link by itself.
    html: { tags: [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: FAVICON_DATA_URL }, head: true, append: true }] },
  },
  // Image zoom is plugins/image-zoom (loaded on the first click), not the built-in (in every first load).
  mediumZoom: false,
  themeConfig: {
    // No 'Copy Markdown / Open in ChatGPT' bar by the title: not a reading feature, 7 KB in every first
    // load, and its hidden 'For AI agents' line was read out (in English) by screen readers.
    llmsUI: false,
    socialLinks: [
      { icon: 'github', mode: 'link', content: AUTHOR_GITHUB },
      { icon: 'juejin', mode: 'link', content: 'https://juejin.cn/user/free-blog' },
      { icon: 'zhihu', mode: 'link', content: 'https://www.zhihu.com/people/free-blog' },
      { icon: 'x', mode: 'link', content: 'https://x.com/free_blog_dev' },
    ],
    editLink: { docRepoBaseUrl: `${REPO_URL}/tree/main/docs` },
    lastUpdated: true,
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
    // never | always | auto (= the spec's 'scroll'); read by theme/hooks/useNavbarHide.ts. 'never': the sticky
    // sidebar and outline sit under the bar, and it carries the section links readers navigate by.
    hideNavbar: 'never',
    footer: {
      message: `${FEED_COPYRIGHT} · <a href="${BASE}archive/">归档</a> · <a href="${BASE}tags/">标签</a> · <a href="${BASE}atom.xml" type="application/atom+xml">订阅 Atom</a> · <a href="${BASE}rss.xml" type="application/rss+xml">RSS</a>`,
    },
  },
});
