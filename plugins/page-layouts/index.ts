// The home page's and the overview pages' layouts in those pages' own chunks (theme/lib/pageLayouts.ts).
// Rspress renders them from the theme, so their code was in every page's entry script: 2 KiB brotli that
// an article never runs. Here a remark step adds to each page whose front matter asks for one
// (`pageType: home`, `overview: true`, the two keys Rspress's layouts switch on, read from the front matter
// Rspress's own compiler parsed for the page) an export of its layout module's `provide()`, which the page's
// module runs when Rspress loads it, before the page renders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { type MdxjsEsm, mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { pageMetaOf } from '../../patches/internals';

const here = path.dirname(fileURLToPath(import.meta.url));
const LAYOUTS = path.resolve(here, '../../theme/layouts');

/** The layout module a page with this front matter needs, or null. */
export function layoutModuleFor(frontmatter: Record<string, unknown>): string | null {
  if (frontmatter.pageType === 'home') return path.join(LAYOUTS, 'home.tsx');
  if (frontmatter.overview === true) return path.join(LAYOUTS, 'overview.tsx');
  return null;
}

/**
 * `import { provide as __fbProvideLayout } from '<module>'; export const __FbPageLayout = __fbProvideLayout();`
 * as the MDX ESM node the compiler takes, parsed from that text (its syntax tree as MDX's own parser makes it).
 * The export is the layout component itself, so the page's module still exports components only and keeps
 * React Fast Refresh under `rspress dev`.
 */
export function provideLayoutNode(module: string): MdxjsEsm {
  const source = `import { provide as __fbProvideLayout } from ${JSON.stringify(module)};\nexport const __FbPageLayout = __fbProvideLayout();`;
  const [node] = fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }).children;
  if (node?.type !== 'mdxjsEsm') throw new Error(`free-blog: the layout import for ${module} did not parse as MDX ESM`);
  return node;
}

/** The remark step: Rspress's compiler hands it the page's meta, front matter included ("mdx-page-meta"). */
export function remarkPageLayouts(this: { data(): unknown }) {
  const data = this.data();
  return (tree: { children: unknown[] }, file: { path?: string }) => {
    const module = layoutModuleFor(pageMetaOf(data, file.path).frontmatter ?? {});
    if (module) tree.children.unshift(provideLayoutNode(module));
  };
}

export function pluginPageLayouts(): RspressPlugin {
  return { name: 'free-blog-page-layouts', markdown: { remarkPlugins: [remarkPageLayouts] } };
}
