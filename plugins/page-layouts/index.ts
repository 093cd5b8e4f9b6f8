// The home page's and the overview pages' layouts in those pages' own chunks (theme/lib/pageLayouts.ts).
// Rspress renders them from the theme, so their code was in every page's entry script: 2 KiB brotli that
// an article never runs. Here a remark step adds to each page whose front matter asks for one
// (`pageType: home`, `overview: true`, the two keys Rspress's layouts switch on) an export of its
// layout module's `provide()`, which the page's module runs when Rspress loads it, before the page renders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import type { Content } from '../../site/node/content';
import type { FrontMatter } from '../../site/shared/frontmatter';

const here = path.dirname(fileURLToPath(import.meta.url));
const LAYOUTS = path.resolve(here, '../../theme/layouts');

/** The layout module a page with this front matter needs, or null. */
export function layoutModuleFor(frontmatter: FrontMatter | Record<string, unknown>): string | null {
  const fm = frontmatter as Record<string, unknown>;
  if (fm.pageType === 'home') return path.join(LAYOUTS, 'home.tsx');
  if (fm.overview === true) return path.join(LAYOUTS, 'overview.tsx');
  return null;
}

type EsmNode = { type: 'mdxjsEsm'; value: string; data: { estree: unknown } };

/** `import { provide as __fbProvideLayout } from '<module>'; export const __fbPageLayout = __fbProvideLayout();` */
export function provideLayoutNode(module: string): EsmNode {
  const id = (name: string) => ({ type: 'Identifier', name });
  const source = { type: 'Literal', value: module, raw: JSON.stringify(module) };
  return {
    type: 'mdxjsEsm',
    value: `import { provide as __fbProvideLayout } from ${JSON.stringify(module)};\nexport const __fbPageLayout = __fbProvideLayout();`,
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
              declarations: [{ type: 'VariableDeclarator', id: id('__fbPageLayout'), init: { type: 'CallExpression', callee: id('__fbProvideLayout'), arguments: [], optional: false } }],
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

export function pluginPageLayouts(content: Content): RspressPlugin {
  // Front matter from the content model (docs/ parsed once, site/node/content.ts), by source file.
  const frontmatterOf = (file: string) => {
    const relative = path.relative(content.root, file).split(path.sep).join('/');
    return content.pages().find((p) => p.file === relative)?.frontmatter;
  };
  function remarkPageLayouts() {
    return (tree: { children: unknown[] }, file: { path?: string }) => {
      const fm = file.path ? frontmatterOf(path.resolve(file.path)) : undefined;
      const module = fm ? layoutModuleFor(fm) : null;
      if (module) tree.children.unshift(provideLayoutNode(module));
    };
  }
  return { name: 'free-blog-page-layouts', markdown: { remarkPlugins: [remarkPageLayouts] } };
}
