import { useFrontmatter, useI18n, usePageData, useSidebar } from '@rspress/core/runtime';
import { DocFooter, OverviewGroup } from '@rspress/core/theme-original';
import { type ReactNode, useMemo, useState } from 'react';
import '../../patches/theme/overview.css';
import { buildOverviewGroups, filterOverviewGroups, type OverviewHeader, samePath } from '../lib/overviewGroups';

// Ejected from the theme because no slot can change it: v2 has no default group ('Others') for
// loose pages, and it puts the filter between the page title and the page's own introduction.
// Here the page's Markdown (its H1 and introduction) comes first, then the filter, then the groups.
// v2 also drops the doc footer on overview pages; it is kept here (edit link, last updated, pager),
// since an overview page is a doc page like any other (frontmatter footer: false still hides it).
export function Overview({ content }: { content?: ReactNode; groups?: unknown }) {
  const { page } = usePageData();
  const sidebar = useSidebar();
  const t = useI18n();
  const { frontmatter } = useFrontmatter();
  const [query, setQuery] = useState('');

  const groups = useMemo(() => {
    // Each page's H2s, put into this overview page's own data at build time (plugins/page-data):
    // the page list every page ships no longer carries headings.
    const headers = ((page as { overviewHeaders?: Record<string, OverviewHeader[]> }).overviewHeaders ?? {});
    const headersOf = (link: string): OverviewHeader[] =>
      Object.entries(headers).find(([route]) => samePath(route, link))?.[1] ?? [];
    return buildOverviewGroups(sidebar as never, page.routePath, headersOf);
  }, [sidebar, page]);
  const shown = useMemo(() => filterOverviewGroups(groups, query), [groups, query]);

  return (
    <>
    <div className="rspress-doc rp-doc rspress-overview rp-overview">
      {content}
      <div className="rp-overview-search" role="search">
        <label htmlFor="api-filter" className="rp-overview-search__label">
          {t('overview.filterNameText')}
        </label>
        <input
          id="api-filter"
          type="search"
          className="rp-overview-search__input"
          placeholder={t('overview.filterPlaceholderText')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {shown.length > 0 ? (
        shown.map((group) => <OverviewGroup key={group.name} group={group} />)
      ) : (
        <div className="rp-overview__empty" role="status">
          {t('overview.filterNoResultText')}: {query}
        </div>
      )}
    </div>
    {frontmatter?.footer === false ? null : <DocFooter />}
    </>
  );
}
