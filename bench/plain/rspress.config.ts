// The benchmark's reference: plain Rspress v2 over the same docs/, with the default theme and no
// plugins. Only what makes URLs and content comparable is set (base, language, clean URLs, the
// images folders kept out of routing). `themeDir` points at a folder that does not exist, so the
// repository's theme/ (picked up by default from the working directory) is not used; the working
// directory stays the repository root because code blocks include `<root>/samples/...` files.
import path from 'node:path';
import { defineConfig } from '@rspress/core';

const repo = path.resolve(__dirname, '../..');

export default defineConfig({
  root: path.resolve(repo, process.env.BLOG_DOCS_DIR ?? 'docs'),
  outDir: process.env.BLOG_OUT_DIR ?? path.join(repo, 'bench/out/plain'),
  base: '/free-blog/',
  title: 'My Blog',
  lang: 'zh-CN',
  icon: '/site-icon.svg', // the same file ours inlines as a data: URL
  route: { cleanUrls: true, exclude: ['**/images/**'] },
  themeDir: path.join(__dirname, 'no-theme'),
});
