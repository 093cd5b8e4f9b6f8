import fs from 'node:fs';
import path from 'node:path';
import type { Content } from '../../site/node/content';
import { copyPath, groupPages, imagesOf, type LlmsPage, llmsFullTxt, llmsTxt, navSections, pageCopyOfFile, renderCopy } from '../../site/node/llms';
import { sidebarOrder } from '../../site/node/sections';
import { writeFiles } from '../../site/node/writeFiles';
import type { BuiltPageInfo } from './pages';

export interface LlmsSite {
  siteTitle: string;
  siteDescription: string;
  /** the site's base path ('/free-blog/') */
  base: string;
}

/**
 * llms.txt, llms-full.txt and a Markdown copy of every page (site/node/llms.ts). Rspress's own `llms: true`
 * renders every page a third time in a Markdown environment of its own (a quarter of the build at 1,000
 * articles) and writes Markdown re-made from the page; these copies are the author's Markdown from the
 * content check's parse (site/node/content.ts). Each page announces its copy with <link rel="alternate"
 * type="text/markdown"> (plugins/seo).
 */
export async function writeLlms(outDir: string, content: Content, pages: BuiltPageInfo[], site: LlmsSite): Promise<void> {
  const docsRoot = content.root;
  const listed = pages.filter((p) => p.frontmatter.pageType !== '404' && p.route !== '/404');
  const context = { base: site.base, routes: new Set(listed.map((p) => p.routePath)) };
  const images = new Set<string>();
  const done: LlmsPage[] = [];
  for (const info of listed) {
    const relative = path.relative(docsRoot, info.file);
    const page = { route: info.routePath, title: info.title, description: info.description };
    let markdown: string;
    if (!relative.startsWith('..') && fs.existsSync(info.file)) {
      const text = fs.readFileSync(info.file, 'utf8');
      const options = { file: relative.split(path.sep).join('/'), docsRoot, projectRoot: process.cwd() };
      const copy = (await content.copy(info.file, text)) ?? pageCopyOfFile(text, options);
      for (const image of imagesOf(copy)) images.add(image);
      markdown = renderCopy(copy, page, context);
    } else {
      // A page made by a plugin (the archive, the tags): its title and description.
      markdown = renderCopy({ parts: [], hasTitle: false }, page, context);
    }
    done.push({ ...page, markdown });
  }
  await writeFiles(done.map((page): [string, string] => [path.join(outDir, copyPath(page.route, '/')), page.markdown]));
  for (const image of images) {
    const from = path.join(docsRoot, image);
    if (!fs.existsSync(from)) continue;
    const to = path.join(outDir, image);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  let nav: unknown = [];
  try {
    nav = JSON.parse(fs.readFileSync(path.join(docsRoot, '_nav.json'), 'utf8'));
  } catch {
    // no navigation bar file: one group
  }
  const order = sidebarOrder(docsRoot);
  const groups = groupPages(done, navSections(nav), (route) => (route === '/' ? -1 : (order.get(route) ?? Number.MAX_SAFE_INTEGER)));
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt({ title: site.siteTitle, description: site.siteDescription, base: site.base }, groups));
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site.base, groups));
}
