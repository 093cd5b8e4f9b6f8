import { useHead, useLocation, withBase } from '@rspress/core/runtime';
import { Layout as BasicLayout, DocContent as OriginalDocContent } from '@rspress/core/theme-original';
import { memo, useEffect } from 'react';
import './components/posts.css';
import { CHUNK_RELOAD_KEY } from '../site/shared/constants';
import { sectionKey } from '../site/shared/routes';
import { canonicalHomeUrl } from './lib/canonicalHome';
import { FeedLinks } from './components/FeedLinks';
import { NavTitle } from './components/NavTitle';
import { usePageViews } from './analytics/usePageViews';
import { Comments } from './comments/Comments';
import { readingTimeComponents } from './components/ReadingTime';
import { A11yEnhancements } from './components/A11yEnhancements';
import { MainTarget, SkipLink } from './components/SkipLink';
import { useContentReload } from './hooks/useContentReload';
import { useKeepFirstPageData } from './hooks/useKeepFirstPageData';
import { useNavbarHide } from './hooks/useNavbarHide';
import { usePrefetch } from './hooks/usePrefetch';
import { useUiFlags } from './hooks/useUiFlags';
import './index.css';

export * from '@rspress/core/theme-original';
export { NotFoundLayout } from './components/NotFound';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
// The home page's and the overview pages' layouts come with those pages' own chunks (lib/pageLayouts.ts).
export { HomeLayout, Overview } from './components/ProvidedLayouts';
// Its scrolls follow the reader's motion setting (the file's header).
export { Outline, Toc } from './components/Outline';
export { SocialLinks } from './components/SocialLinks';
// Ejected: error/retry/loading states and dialog semantics (see the file's header).
export { SearchPanel } from './components/SearchPanel';
export { SourceCode } from './components/SourceCode';
// Ejected: the same button without <div>s inside it (valid HTML).
export { SearchButton } from './components/SearchButton';
// Same heading without github-slugger's 8 KB Unicode table (lib/slug.ts).
export { FallbackHeading } from './components/FallbackHeading';
// The article renders once. v2's DocContent builds its MDX components object anew on every render,
// so each render of the doc layout (a page-data update, the sidebar settling) gave the MDX context a
// new value and re-rendered the whole article, thousands of elements, in one synchronous task right
// after hydration. Its props (the layout's `components`, isOverviewPage) do not change between
// renders, so a memo keeps it from re-rendering with the layout; a route change still renders it.
export const DocContent = memo(OriginalDocContent);
// Exactly npm/yarn/pnpm/bun with the spec's conversions (v2's has deno too); the choice is remembered per group.
export { PackageManagerTabs } from './components/PackageManagerTabs';
// Page changes are not animated (they could use a view transition). Measured on the
// benchmark's pager click (bench/REPORT.md): React's <ViewTransition> around the page doubled the time
// from the click to the new article on screen (about 200 ms against 97 ms without it, VitePress 75 ms),
// because the browser captures the old and the new page before it shows the new one, and React measures
// the layout for it; scoping it to the article alone still cost 185 ms. The theme switch keeps its
// circular reveal (enableAppearanceAnimation). RspressReloadContent fires after each change
// (hooks/useContentReload.ts).

export function Layout() {
  const { pathname } = useLocation();
  useKeepFirstPageData();
  // The current section on <html> (rendered into the static HTML too): the nav's 'Work' dropdown
  // has no active state of its own in v2, so CSS marks it from this attribute.
  useHead({ htmlAttrs: { 'data-section': sectionKey(pathname) } });
  // Client links to '/' leave the address bar at '/free-blog'; put the canonical '/free-blog/' back
  // (before the page view is recorded). See lib/canonicalHome.ts.
  useEffect(() => {
    const to = canonicalHomeUrl(window.location, withBase('/'));
    if (to) window.history.replaceState(window.history.state, '', to);
  }, [pathname]);
  // page_view on every path change; here, not a globalUIComponent, so ?globalUIComponents=0 keeps it.
  usePageViews();
  // ?navbar=0 & co., themeConfig.hideNavbar, and RspressReloadContent + the missing-anchor warning.
  useUiFlags();
  useNavbarHide();
  useContentReload();
  // The pages a reader is likely to open next are fetched ahead (hooks/usePrefetch.ts).
  usePrefetch();
  useEffect(() => {
    // Marks the page interactive: the tests wait for it, and CSS may show JS-only controls after it.
    document.documentElement.dataset.hydrated = 'true';
    // This page's code loaded: a later failure may reload once again (the early script's guard).
    try {
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    } catch {
      // storage blocked: the early script's in-memory stand-in is gone with the page anyway
    }
  }, []);
  return <BasicLayout
      top={<><SkipLink /><A11yEnhancements /></>} beforeDocContent={<MainTarget />} navTitle={<NavTitle />}
      afterDocFooter={<><FeedLinks /><Comments /></>}
      components={readingTimeComponents} />;
}
