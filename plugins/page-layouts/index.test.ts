import { createProcessor } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { layoutModuleFor, remarkPageLayouts } from './index';

/** A page compiled by MDX with the plugin's remark step, its front matter handed over as Rspress's compiler does. */
async function compiled(frontmatter: Record<string, unknown>): Promise<string> {
  const processor = createProcessor({ remarkPlugins: [remarkPageLayouts as never] });
  (processor as unknown as { data(key: string, value: unknown): void }).data('pageMeta', { toc: [], title: '', headingTitle: '', frontmatter });
  return String(await processor.process({ value: '# Title\n\nText.\n', path: '/docs/page.md' }));
}

describe('page layouts', () => {
  it('a page gets the layout its front matter asks for, or none', () => {
    expect(layoutModuleFor({ pageType: 'home' })).toMatch(/theme\/layouts\/home\.tsx$/);
    expect(layoutModuleFor({ overview: true })).toMatch(/theme\/layouts\/overview\.tsx$/);
    expect(layoutModuleFor({ pageType: 'doc', overview: false })).toBeNull();
    expect(layoutModuleFor({})).toBeNull();
  });

  it("the home and overview pages' modules import their layout and export what its provide() returns; an article's does not", async () => {
    const home = await compiled({ pageType: 'home' });
    expect(home).toMatch(/import \{provide as __fbProvideLayout\} from "[^"]*theme\/layouts\/home\.tsx";/);
    expect(home).toContain('export const __FbPageLayout = __fbProvideLayout();');
    expect(await compiled({ overview: true })).toMatch(/from "[^"]*theme\/layouts\/overview\.tsx"/);
    expect(await compiled({ title: 'A' })).not.toContain('__fbProvideLayout');
  });

  it("stops with the assumption's name when the compiler hands over no page meta", async () => {
    const processor = createProcessor({ remarkPlugins: [remarkPageLayouts as never] });
    await expect(processor.process({ value: '# T\n', path: '/docs/page.md' })).rejects.toThrow(/mdx-page-meta/);
  });
});
