import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../site/node/content';
import { layoutModuleFor, pluginPageLayouts } from './index';

const ROOT = '/docs';
const content = {
  root: ROOT,
  pages: () => [
    { file: 'index.md', route: '/', frontmatter: { pageType: 'home' } },
    { file: 'work/index.md', route: '/work/', frontmatter: { overview: true } },
    { file: 'work/a.md', route: '/work/a', frontmatter: { title: 'A' } },
  ],
} as unknown as Content;

/** The page compiled by MDX with the plugin's remark step, as Rspress compiles it. */
async function compiled(file: string): Promise<string> {
  const remark = pluginPageLayouts(content).markdown!.remarkPlugins!;
  return String(await compile({ value: '# Title\n\nText.\n', path: path.join(ROOT, file) }, { remarkPlugins: remark as never }));
}

describe('page layouts', () => {
  it('a page gets the layout its front matter asks for, or none', () => {
    expect(layoutModuleFor({ pageType: 'home' })).toMatch(/theme\/layouts\/home\.tsx$/);
    expect(layoutModuleFor({ overview: true })).toMatch(/theme\/layouts\/overview\.tsx$/);
    expect(layoutModuleFor({ pageType: 'doc', overview: false })).toBeNull();
    expect(layoutModuleFor({})).toBeNull();
  });

  it("the home and overview pages' modules import their layout and run its provide(); an article's does not", async () => {
    const home = await compiled('index.md');
    expect(home).toMatch(/import \{provide as __fbProvideLayout\} from "[^"]*theme\/layouts\/home\.tsx";/);
    expect(home).toContain('export const __fbPageLayout = __fbProvideLayout();');
    expect(await compiled('work/index.md')).toMatch(/from "[^"]*theme\/layouts\/overview\.tsx"/);
    expect(await compiled('work/a.md')).not.toContain('__fbProvideLayout');
    // A file that is no page of docs/ (an MDX fragment) is left alone.
    expect(await compiled('elsewhere/b.md')).not.toContain('__fbProvideLayout');
  });
});
