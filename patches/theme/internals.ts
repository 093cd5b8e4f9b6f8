// What the browser side of the site (theme/) assumes about Rspress beyond its public API, named once.
// Data only: patches/internals.ts checks each entry against the installed Rspress at the start of every
// build (and `npm run rspress:upgrade-report` against another version), so a changed Rspress stops the
// build with a line naming the assumption instead of shipping a wrong page.
//
// Paths are relative to node_modules. `sha256` is the first 16 hex digits of the SHA-256 of the files'
// contents, in order, at the version named: the files as they were when the code here was written
// against them. A different hash means: read the new file, bring our code in line, record the new hash.

/** The @rspress/core version every entry below was recorded against. */
export const RECORDED_AGAINST = '2.0.22';

export interface HashedAssumption {
  id: string;
  /** What our code relies on, in one sentence. */
  what: string;
  /** Our files that rely on it. */
  usedBy: string[];
  /** The upstream files (in node_modules) whose behaviour it is. */
  files: string[];
  sha256: string;
  /** Files where a call is all that matters, so only its presence is checked (not a hash). */
  calls?: { file: string; call: string }[];
}

/** Behaviour of Rspress's runtime that a theme file works around or relies on. */
export const BROWSER_ASSUMPTIONS: HashedAssumption[] = [
  {
    id: 'page-data-cache-slots',
    what:
      "the client entry files the first page's data with setCurrentPageData (the second of the runtime's three cache slots) while App's layout effect looks in consumeCachedPageData (the first, which warmPageData fills), so App loads the first page's data a second time unless it is warmed",
    usedBy: ['theme/hooks/useKeepFirstPageData.ts'],
    files: ['@rspress/core/dist/runtime/initPageData.js', '@rspress/core/dist/runtime/App.js'],
    sha256: '880102a4023d1f6c',
    calls: [{ file: '@rspress/core/dist/runtime/ssrClientEntry.js', call: 'setCurrentPageData(' }],
  },
  {
    id: 'sidebar-file-key-build-only',
    what: "a sidebar item's `_fileKey` is for Rspress's build (auto-nav-sidebar); what reads the sidebar in the browser (the runtime's hook, the theme's sidebar, its menu, the doc layout, the pager) never reads it (the theme's Overview only copies it, and the site has its own), so the site data ships without it",
    usedBy: ['plugins/page-data/slim.ts (siteDataModule)'],
    files: [
      '@rspress/core/dist/runtime/hooks/useSidebar.js',
      '@rspress/core/dist/theme/components/Sidebar/index.js',
      '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.js',
      '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js',
      '@rspress/core/dist/theme/components/Sidebar/utils.js',
      '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js',
      '@rspress/core/dist/theme/layout/DocLayout/index.js',
      '@rspress/core/dist/theme/logic/usePrevNextPage.js',
    ],
    sha256: 'bd19aceef674591a',
  },
];

/**
 * The internals patches/theme/index.ts re-exports (components and icons Rspress does not export) and
 * the stylesheets patches/theme/*.css import, each as a file that must exist and the names it must
 * still export.
 */
export const DEEP_IMPORTS: { file: string; exports: string[]; usedBy: string }[] = [
  { file: '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js', exports: ['Bun'], usedBy: 'theme/components/PackageManagerTabs.tsx' },
  { file: '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Npm.js', exports: ['Npm'], usedBy: 'theme/components/PackageManagerTabs.tsx' },
  { file: '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Pnpm.js', exports: ['Pnpm'], usedBy: 'theme/components/PackageManagerTabs.tsx' },
  { file: '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Yarn.js', exports: ['Yarn'], usedBy: 'theme/components/PackageManagerTabs.tsx' },
  { file: '@rspress/core/dist/theme/components/Search/NoSearchResult.js', exports: ['NoSearchResult'], usedBy: 'theme/components/SearchDialog.tsx' },
  { file: '@rspress/core/dist/theme/components/Search/SuggestItem.js', exports: ['SuggestItem'], usedBy: 'theme/components/SearchDialog.tsx' },
  { file: '@rspress/core/dist/theme/components/HomeFeature/index.css', exports: ['.rp-home-feature'], usedBy: 'patches/theme/home-feature.css' },
  { file: '@rspress/core/dist/theme/components/HomeHero/index.css', exports: ['.rp-home-hero'], usedBy: 'patches/theme/home-hero.css' },
  { file: '@rspress/core/dist/theme/components/Outline/index.css', exports: ['.rp-outline'], usedBy: 'patches/theme/outline.css' },
  { file: '@rspress/core/dist/theme/components/Toc/TocItem.css', exports: ['.rp-toc-item'], usedBy: 'patches/theme/outline.css' },
  { file: '@rspress/core/dist/theme/components/Overview/index.css', exports: ['.rp-overview'], usedBy: 'patches/theme/overview.css' },
  { file: '@rspress/core/dist/theme/components/Search/SearchPanel.css', exports: ['.rp-search-panel'], usedBy: 'patches/theme/search-panel.css' },
  { file: '@rspress/core/dist/theme/components/SourceCode/index.css', exports: ['.rp-source-code'], usedBy: 'patches/theme/source-code.css' },
  { file: '@rspress/core/dist/theme/components/HomeBackground/index.css', exports: ['.rp-home-background'], usedBy: 'patches/theme/home-background.css' },
  { file: '@rspress/core/dist/theme/components/Search/SearchButton.css', exports: ['.rp-search-button'], usedBy: 'patches/theme/search-button.css' },
  { file: '@rspress/core/dist/theme/components/SocialLinks/index.css', exports: ['.rp-social-links__item', '.rp-social-links__icon'], usedBy: 'patches/theme/social-links.css' },
];

/**
 * Components of theme/ that are Rspress's own, ejected and changed (each file's header says why), with
 * the upstream source they were taken from (Rspress ships its theme's TypeScript in
 * dist/eject-theme/, which is what `rspress eject` copies; layouts only as compiled JavaScript).
 */
export const EJECTED: { ours: string[]; from: string[]; sha256: string }[] = [
  { ours: ['theme/components/HomeHero.tsx'], from: ['@rspress/core/dist/eject-theme/components/HomeHero/index.tsx'], sha256: '980cf962f8236f2c' },
  { ours: ['theme/components/HomeFeature.tsx'], from: ['@rspress/core/dist/eject-theme/components/HomeFeature/index.tsx'], sha256: '7ed87636f3ea17b6' },
  { ours: ['theme/components/HomeLayout.tsx'], from: ['@rspress/core/dist/theme/layout/HomeLayout/index.js', '@rspress/core/dist/eject-theme/components/HomeBackground/index.tsx'], sha256: 'aa50f5aa23ed0a7b' },
  { ours: ['theme/components/NavTitle.tsx'], from: ['@rspress/core/dist/eject-theme/components/NavTitle/index.tsx'], sha256: 'b8a03377598ef137' },
  { ours: ['theme/components/SearchButton.tsx'], from: ['@rspress/core/dist/eject-theme/components/Search/SearchButton.tsx'], sha256: '966b3e7f78e1832d' },
  { ours: ['theme/components/NotFound.tsx'], from: ['@rspress/core/dist/theme/layout/NotFountLayout/index.js'], sha256: '57ea237e2c0bfb3c' },
  { ours: ['theme/components/Overview.tsx'], from: ['@rspress/core/dist/eject-theme/components/Overview/index.tsx'], sha256: 'f8403b2ed326f3c2' },
  { ours: ['theme/components/Outline.tsx'], from: ['@rspress/core/dist/eject-theme/components/Outline/index.tsx', '@rspress/core/dist/eject-theme/components/Outline/ScrollToTop.tsx', '@rspress/core/dist/eject-theme/components/Toc/index.tsx', '@rspress/core/dist/eject-theme/components/Toc/TocItem.tsx'], sha256: 'de8797f0ee7f2727' },
  { ours: ['theme/components/SearchPanel.tsx', 'theme/components/SearchDialog.tsx'], from: ['@rspress/core/dist/eject-theme/components/Search/SearchPanel.tsx', '@rspress/core/dist/eject-theme/components/Search/useSearchPanel.ts'], sha256: 'af9d0c11b2a6ac59' },
  { ours: ['theme/components/SocialLinks.tsx'], from: ['@rspress/core/dist/eject-theme/components/SocialLinks/index.tsx', '@rspress/core/dist/eject-theme/components/SocialLinks/SocialLink.tsx'], sha256: '57a34692317a04c6' },
  { ours: ['theme/components/SourceCode.tsx'], from: ['@rspress/core/dist/eject-theme/components/SourceCode/index.tsx'], sha256: '5c6af0788bb7877c' },
  { ours: ['theme/components/PackageManagerTabs.tsx'], from: ['@rspress/core/dist/eject-theme/components/PackageManagerTabs/index.tsx'], sha256: '24913870a3258f7d' },
  { ours: ['theme/components/FallbackHeading.tsx'], from: ['@rspress/core/dist/eject-theme/components/FallbackHeading/index.tsx'], sha256: 'fa55c3c87b0982be' },
];
