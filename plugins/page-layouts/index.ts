// The home page's and the overview pages' layouts in those pages' own chunks (theme/lib/pageLayouts.ts).
// Rspress renders them from the theme, so their code was in every page's entry script: 2 KiB brotli that
// an article never runs. Here a remark step adds to each page whose front matter asks for one
// (`pageType: home`, `overview: true`, the two keys Rspress's layouts switch on, read from the front matter
// Rspress's own compiler parsed for the page) an export of its layout module's `provide()`, which the page's
// module runs when Rspress loads it, before the page renders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { pageMetaOf } from '../../patches/internals';

const here = path.dirname(fileURLToPath(import.meta.url));
const LAYOUTS = path.resolve(here, '../../theme/layouts');

/** The layout module a page with this front matter needs, or null. */
export function layoutModuleFor(frontmatter: Record<string, unknown>): string | null {
  if (frontmatter.pageType === 'home') return path.join(LAYOUTS, 'home.tsx');
  if (frontmatter.overview === true) return path.join(LAYOUTS, 'overview.tsx');
  return null;
}

type EsmNode = { type: 'mdxjsEsm'; value: string; data: { estree: unknown } };

/**
 * `import { provide as __fbProvideLayout } from '<module>'; export const __FbPageLayout = __fbProvideLayout();`
 * The export is the layout component itself, so the page's module still exports components only and keeps
 * React Fast Refresh under `rspress dev`.
 */
export function provideLayoutNode(module: string): EsmNode {
  const id = (name: string) => ({ type: 'Identifier', name });
  const source = { type: 'Literal', value: module, raw: JSON.stringify(module) };
  return {
    type: 'mdxjsEsm',
    value: `import { provide as __fbProvideLayout } from ${JSON.stringify(module)};\nexport const __FbPageLayout = __fbProvideLayout();`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          { type: 'ImportDeclaration', specifiers: [{ type: 'ImportSpecifier', imported: id('provide'), local: id('__fbProvideLayout') }], source, attributes: [] },
          {
            type: 'ExportNamedDeclaration',
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [{ type: 'VariableDeclarator', id: id('__FbPageLayout'), init: { type: 'CallExpression', callee: id('__fbProvideLayout'), arguments: [], optional: false } }],
            },
            specifiers: [],
            source: null,
            attributes: [],
          },
        ],
      },
    },
  };
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
