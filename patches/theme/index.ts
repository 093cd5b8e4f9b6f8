// The pieces of Rspress's theme that the ejected components in theme/components reuse but that
// @rspress/core does not export publicly. This file and the CSS files beside it are the only
// places outside the patch files that reach into @rspress/core/dist; patches/verify.mjs stops
// install and build on any other @rspress/core version, so a rename there fails loudly here.
// Each could go when Rspress exports it (or when the ejected component can wrap the public one).

// theme/components/PackageManagerTabs.tsx: the theme's icons for the four tabs the spec keeps.
export { Bun } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js';
export { Npm } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Npm.js';
export { Pnpm } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Pnpm.js';
export { Yarn } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Yarn.js';
// theme/components/SearchDialog.tsx: the theme's empty state and hit row.
export { NoSearchResult } from '@rspress/core/dist/theme/components/Search/NoSearchResult.js';
export { SuggestItem } from '@rspress/core/dist/theme/components/Search/SuggestItem.js';
