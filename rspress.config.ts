import path from 'node:path';
import { defineConfig } from '@rspress/core';

// ---- Site constants: the one place to change them -------------------------------------------
export const BASE = '/free-blog/';
export const SITE_ORIGIN = 'https://free-blog-dev.github.io';
export const SITE_URL = `${SITE_ORIGIN}${BASE}`;
export const AUTHOR_GITHUB = 'https://github.com/free-blog-dev';
export const REPO_URL = `${AUTHOR_GITHUB}/free-blog`;
export const SITE_DESCRIPTION =
  '一个 Java/Spring 后端工程师的技术博客：记录 Java 并发、Spring、数据库、AI 应用、Rust 与网络通信的学习和实践，也写读书笔记与好文收藏。';

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
  openInText: '在 {{name}} 中打开',
  copyMarkdownText: '复制 Markdown',
  copyMarkdownLinkText: '复制 Markdown 链接',
  promptCopyText: '复制',
  promptCopiedText: '已复制',
  promptExpandText: '展开',
  promptCollapseText: '收起',
};

export default defineConfig({
  // BLOG_DOCS_DIR points the build at another content tree (the benchmark's generated fixture).
  root: path.resolve(__dirname, process.env.BLOG_DOCS_DIR ?? 'docs'),
  // BLOG_OUT_DIR lets parallel checkouts or the benchmark build elsewhere than doc_build/.
  outDir: process.env.BLOG_OUT_DIR ?? 'doc_build',
  base: BASE,
  title: 'My Blog',
  description: SITE_DESCRIPTION,
  lang: 'zh-CN',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'My Blog',
  route: { cleanUrls: true, exclude: ['**/images/**'] },
  i18nSource: Object.fromEntries(
    Object.entries(UI_TEXT).map(([key, text]) => [key, { 'zh-CN': text, zh: text, en: text }]),
  ),
  // Local plugins (plugins/*) and official ones; each is one line.
  plugins: [],
  markdown: {
    link: { checkDeadLinks: true, checkAnchors: true },
  },
  themeConfig: {
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
    footer: {
      message: '© 2025–2026 Free Blog · 代码以 MIT 许可发布，文字以 CC BY-NC-SA 4.0 许可发布',
    },
  },
});
