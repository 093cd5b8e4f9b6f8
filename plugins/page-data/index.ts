import path from 'node:path';
import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { pageMetaOf, pageSourceFile, RspressAssumptionError } from '../../patches/internals';
import { type BuiltPage, fromMarkdown, overviewHeaders, ownFields, siteDataModule, slimPageDataModule } from './slim';


/**
 * Rspress ships the whole page list (every page's headings, front matter, description, feed links
 * and reading time: 25 KB gzip for this site, growing with every article) in the first load of every
 * page, although a page needs only its own and the runtime only needs to find routes in it.
 *
 * This plugin:
 *  - cuts that list down to the fields in slim.ts's LIST_FIELDS (a transform of the
 *    `virtual-page-data` module, in every build environment, so server and browser agree), and the
 *    site data's sidebar items down to what the browser reads (no `_fileKey`);
 *  - puts what a page needs of the rest into the page's own route chunk, next to the toc, title and
 *    front matter Rspress already puts there (the MDX module's page meta, which the runtime merges
 *    into `usePage().page`): its `description` (meta description, Open Graph) and `readingTimeData`;
 *    on an overview page the H2s of its section's pages (`overviewHeaders`); and what the list no
 *    longer carries for it (slim.ts's OWN_FIELDS: the edit link's file). (The home page's newest
 *    articles, series, related posts and the archive come from plugins/posts.)
 *
 * Rspress collects the page list (and runs extendPageData) before it compiles any Markdown, so the
 * data of all pages is there when each page is compiled. In `rspress dev`, an overview or the home
 * page shows another page's edited headings or date after a restart.
 */
export function pluginPageData(): RspressPlugin {
  const byFile = new Map<string, BuiltPage>();

  function remarkPageMeta(this: { data(): unknown }) {
    const data = this.data();
    return (_tree: unknown, file: { path?: string }) => {
      const page = file.path ? byFile.get(path.resolve(file.path)) : undefined;
      if (!page) return;
      const meta = pageMetaOf(data, file.path);
      if (fromMarkdown(page)) Object.assign(meta, ownFields(page));
      if (page.description !== undefined) meta.description = page.description;
      if (page.readingTimeData !== undefined) meta.readingTimeData = page.readingTimeData;
      const frontmatter = meta.frontmatter ?? {};
      if (frontmatter.overview === true) meta.overviewHeaders = overviewHeaders(page.routePath, byFile.values());
    };
  }

  return {
    name: 'free-blog-page-data',
    // Rspress collects the pages concurrently, in the order its reads finish; the list it hands this hook
    // becomes both the search index and the page list, so two builds of the same docs/ wrote them in
    // different orders (and every bundle hash changed with them). Route order makes the build reproducible.
    modifySearchIndexData(pages) {
      pages.sort((a, b) => (a.routePath < b.routePath ? -1 : a.routePath > b.routePath ? 1 : 0));
    },
    extendPageData(page) {
      byFile.set(path.resolve(pageSourceFile(page)), page as unknown as BuiltPage);
    },
    markdown: { remarkPlugins: [remarkPageMeta] },
    builderConfig: {
      plugins: [
        {
          name: 'free-blog-slim-page-data',
          setup(api: RsbuildPluginAPI) {
            // 'post': after Rspress's own transform has filled the (empty) virtual module in.
            api.transform({ test: /[\\/]virtual-page-data\.js$/, order: 'post' }, ({ code }) => {
              const slim = slimPageDataModule(code);
              if (slim === null) throw new RspressAssumptionError('virtual-page-data-shape', 'the generated module is of another shape');
              return slim;
            });
            // Rspress fills the site data's sidebar map in the order its folder scans finish (a
            // Promise.all that assigns keys as each settles), so two builds of the same docs/ wrote it in
            // different orders and every bundle hash changed with it. The map is put in route order, in
            // production builds: under `rspress dev` the module reaches this transform with React
            // Refresh's code appended, and the order does not matter there. The same pass drops the sidebar
            // items' `_fileKey`, which only Rspress's build reads.
            api.transform({ test: /[\\/]virtual-site-data\.js$/, order: 'post' }, ({ code, environment }) => {
              if (environment.config.mode !== 'production') return code;
              const tidy = siteDataModule(code);
              if (tidy === null) throw new RspressAssumptionError('virtual-site-data-shape', 'the generated module is of another shape');
              return tidy;
            });
          },
        },
      ],
    },
  };
}
