// Every assumption the site makes about Rspress beyond its public API, named once and checked.
//
// Build side (here): private fields of the page data, the MDX compiler's page meta, the text of a
// generated module, how the search index file is written and named, a plugin's unexported folder.
// Browser side (patches/theme/internals.ts): runtime behaviour the theme works around, the internals
// patches/theme re-exports, and the components ejected from Rspress, each with a hash of its source.
//
// Each is checked twice:
//  - statically, against the installed packages, at the start of every build (rspress.config.ts) and by
//    `npm run rspress:upgrade-report -- <version>` against another version: `assumptionProblems()`;
//  - where it is used, on the data itself (`pageSourceFile`, `pageMetaOf`, …), so that a shape the
//    static check could not foresee still stops the build with the assumption's name, never a wrong page.
// The patches themselves (patches/*.patch) are checked by patches/verify.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SocialLink } from '@rspress/core';
import { getSocialIcons } from '@rspress/core/dist/node/utils/getSocialIcons.js';
import { BROWSER_ASSUMPTIONS, DEEP_IMPORTS, EJECTED, RECORDED_AGAINST } from './theme/internals';

/** Reads a file under node_modules ('@rspress/core/dist/…'), or null when it is not there. */
export type Reader = (file: string) => string | null;

export interface Assumption {
  id: string;
  what: string;
  usedBy: string[];
  /** Rspress's TypeScript source the behaviour lives in (web-infra-dev/rspress). */
  upstream: string;
  /**
   * null when it holds for these packages, otherwise what changed. Absent for an assumption about the
   * build's output, which only the output can show: it is checked where it is used, on every build.
   */
  check?(read: Reader): string | null;
}

/** A check that `file` still has each needle (text, or a pattern where names may change). */
function containing(file: string, ...needles: (string | RegExp)[]): (read: Reader) => string | null {
  return (read) => {
    const text = read(file);
    if (text === null) return `${file} is gone`;
    const missing = needles.filter((n) => (typeof n === 'string' ? !text.includes(n) : !n.test(text)));
    return missing.length ? `${file} no longer contains ${missing.map((n) => (typeof n === 'string' ? JSON.stringify(n) : String(n))).join(', ')}` : null;
  };
}

export const BUILD_ASSUMPTIONS: Assumption[] = [
  {
    id: 'page-private-fields',
    what: 'page data carries the source file in `_filepath`, its path under docs/ in `_relativePath` and the Markdown with MDX imports inlined in `_flattenContent`',
    usedBy: ['plugins/reading-time', 'plugins/posts', 'plugins/page-data', 'plugins/output/llms.ts'],
    upstream: 'packages/shared/src/types/index.ts (PageIndexInfo)',
    check: containing('@rspress/shared/dist/index.d.ts', '_filepath: string;', '_relativePath: string;', '_flattenContent?: string;'),
  },
  {
    id: 'mdx-page-meta',
    what: "Rspress's MDX compiler hands remark plugins the page's meta as `this.data().pageMeta` (toc, title, front matter) and writes it into the page's route module",
    usedBy: ['plugins/posts', 'plugins/page-data'],
    upstream: 'packages/core/src/node/mdx/processor.ts',
    check: containing('@rspress/core/dist/node/mdx/processor.js', "compiler.data('pageMeta'", '__RSPRESS_PAGE_META'),
  },
  {
    id: 'virtual-page-data-shape',
    what: 'the virtual-page-data module is `export const pageData = <JSON>;` followed by `export const searchIndexHash = <JSON>;`',
    usedBy: ['plugins/page-data/slim.ts'],
    upstream: 'packages/core/src/node/runtimeModule/pageData/rsbuildPlugin.ts',
    check: containing('@rspress/core/dist/node/runtimeModule/pageData/rsbuildPlugin.js', 'export const pageData = ${JSON.stringify(', 'export const searchIndexHash = ${JSON.stringify('),
  },
  {
    id: 'page-data-from-route-module',
    what: "the runtime builds a page's data from its route module's meta (toc, title, front matter and the rest) with the page list's entry spread over the rest, and the title from the module: the list's titles are never read, and a field left out of the list is read from the meta",
    usedBy: ['plugins/page-data (slim.ts LIST_FIELDS and OWN_FIELDS: the list without titles, or the edit-link files of Markdown pages)'],
    upstream: 'packages/core/src/runtime/initPageData.ts',
    check: containing(
      '@rspress/core/dist/runtime/initPageData.js',
      "const { toc = [], title = '', frontmatter = {}, ...rest } = MDX_OR_MD_REGEXP.test(matchedRoute.filePath) ? meta : mod;",
      /\.\.\.rest,\s*pagePath,\s*\.\.\.extractPageInfo,\s*pageType: [^,]+,\s*title,\s*frontmatter,/,
    ),
  },
  {
    id: 'virtual-site-data-shape',
    what: 'the virtual-site-data module is `export default <JSON>` of the site data, its sidebar map under themeConfig',
    usedBy: ['plugins/page-data (the sidebar map in route order, for reproducible builds)'],
    upstream: 'packages/core/src/node/runtimeModule/siteData/rsbuildPlugin.ts',
    check: containing('@rspress/core/dist/node/runtimeModule/siteData/rsbuildPlugin.js', 'code: `export default ${JSON.stringify(siteData, null, 2)}`'),
  },
  {
    id: 'styles-cache-group',
    what: "Rspress's build config gathers every style sheet into one chunk through splitChunks.cacheGroups.styles (named 'styles'), which the site's config narrows to extracted CSS modules by merging a `type` into it",
    usedBy: ['rspress.config.ts (builderConfig.splitChunks)'],
    upstream: 'packages/core/src/node/initRsbuild.ts',
    check: (read) =>
      containing('@rspress/core/dist/node/initRsbuild.js', /cacheGroups: \{\s*styles: \{\s*name: 'styles',/)(read) ??
      // The module type the extracted CSS has: Rspack's CSS extraction, which Rsbuild uses (that it still does,
      // rather than Rspack's native CSS, only the output shows: tests/output/first-load.test.ts).
      containing('@rspack/core/dist/cssExtractLoader.js', "MODULE_TYPE = 'css/mini-extract'")(read),
  },
  {
    id: 'search-index-file',
    what: 'the index file is `static/search_index[.<version>][.<lang>].<hash>.json`, its hash in virtual-page-data `searchIndexHash["<version>###<lang>"]`',
    usedBy: ['theme/lib/searchIndex.ts', 'plugins/output/search.ts'],
    upstream: 'packages/core/src/theme/components/Search/logic/providers/LocalProvider.ts',
    check: (read) =>
      containing('@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js', /\/static\/\$\{SEARCH_INDEX_NAME\}\$\{searchIndexVersion\}\$\{searchIndexLang\}\.\$\{searchIndexHash[\w[\]]*\}\.json/)(read) ??
      containing('@rspress/shared/dist/index.js', "SEARCH_INDEX_NAME = 'search_index'")(read),
  },
  {
    id: 'heading-anchor-ids',
    what: "a heading's anchor is @rspress/shared's github-slugger over its top-level heading's text with inline code in backticks and emphasis in Markdown marks, or its `{#id}`; a page without an H1 also answers to its title's slug (package.json pins @rspress/shared to @rspress/core's version: a unit test)",
    usedBy: ['site/node/anchors.ts (the content check of links and anchors)'],
    upstream: 'packages/core/src/node/mdx/remarkPlugins/toc.ts',
    check: containing(
      '@rspress/core/dist/node/mdx/remarkPlugins/toc.js',
      'const slugger = new github_slugger();',
      'visitChildren((node)=>{',
      'const id = customId ? customId : slugger.slug(text);',
      "if ('inlineCode' === child.type) return preserveInlineMarkdown ? `\\`${child.value}\\`` : child.value;",
      'const fallbackHeadingAnchorId = slug(fallbackHeadingText.trim());',
    ),
  },
  {
    id: 'built-page-scripts',
    what: 'every page Rspress renders (it says so in <meta name="generator">) loads its code through <script defer src> entry scripts and <link rel="preload" as="script"> route chunks',
    usedBy: ['plugins/output/paintFirst.ts (checked on every built page)'],
    upstream: "Rsbuild's html.scriptLoading 'defer' and packages/core/src/node/ssg",
  },
  {
    id: 'social-icon-presets',
    what: "Rspress's preset social icons are the SVGs its `getSocialIcons(socialLinks)` returns, keyed by each link's `icon` name (the same function writes them into the theme's `virtual-social-links` module)",
    usedBy: ['plugins/social-icons'],
    upstream: 'packages/core/src/node/utils/getSocialIcons.ts',
    check: (read) =>
      containing('@rspress/core/dist/node/utils/getSocialIcons.js', 'function getSocialIcons(socialLinks = [])', 'icons[link.icon] = `<svg')(read) ??
      containing('@rspress/core/dist/node/runtimeModule/socialLinks.js', 'getSocialIcons(config.themeConfig?.socialLinks)')(read),
  },
  {
    id: 'plugin-preview-components',
    what: "@rspress/plugin-preview keeps its page-side components and stylesheet in static/global-components/ beside dist/ (not exported)",
    usedBy: ['plugins/preview'],
    upstream: 'packages/plugin-preview/static/global-components/Preview.css',
    check: containing('@rspress/plugin-preview/static/global-components/Preview.css', '.rp-preview'),
  },
];

/**
 * For each patch, how to tell from Rspress's own (unpatched) files whether the bug it fixes is still
 * there: what `npm run rspress:upgrade-report` uses to say a patch is no longer needed.
 */
export const PATCH_PROBES: { patch: string; bug: string; files: string[]; bugPresent(texts: string[]): boolean }[] = [
  {
    patch: '001+route-matcher',
    bug: 'routes matched lower-cased and with an unguarded decodeURIComponent',
    files: ['@rspress/core/dist/runtime/route.js'],
    bugPresent: ([route]) => /\.toLowerCase\(\)/.test(route) || route.includes('cleanUrl(decodeURIComponent('),
  },
  {
    patch: '002+decode-guards',
    bug: 'decodeURIComponent of the path or hash without a guard in the sidebar and scroll hooks',
    files: [
      '@rspress/core/dist/runtime/hooks/useActiveMatcher.js',
      '@rspress/core/dist/runtime/hooks/useSidebar.js',
      '@rspress/core/dist/theme/logic/useScrollAfterNav.js',
      '@rspress/core/dist/theme/logic/useScrollReset.js',
    ],
    bugPresent: (texts) => texts.some((t) => /= decodeURIComponent\((rawPathname|window\.location\.hash)\)/.test(t)),
  },
  {
    patch: '003+reduced-motion',
    bug: "CodeBlock's fold scrolls with behavior 'smooth' under prefers-reduced-motion",
    files: ['@rspress/core/dist/theme/components/CodeBlock/index.js'],
    bugPresent: ([codeBlock]) => /behavior: 'smooth'/.test(codeBlock) && !codeBlock.includes('prefers-reduced-motion'),
  },
  {
    patch: '004+collapsed-sidebar-groups',
    bug: "a folded sidebar group's items rendered, focusable, and its chevron navigating",
    files: ['@rspress/core/dist/theme/components/Sidebar/SidebarGroup.js'],
    bugPresent: ([group]) => !/\binert\b/.test(group),
  },
  {
    patch: '007+valid-hamburger-markup',
    bug: "the medium-width hamburger's menu (links, the appearance switch) rendered inside its <button>",
    files: ['@rspress/core/dist/theme/components/NavHamburger/index.js'],
    bugPresent: ([hamburger]) => /jsxs\("button", \{\s*"aria-label": "mobile hamburger",\s*className: clsx\('rp-nav-hamburger', 'rp-nav-hamburger__md'/.test(hamburger),
  },
];

/** The first 16 hex digits of the SHA-256 of these files' contents, in order (null when one is missing). */
export function filesHash(read: Reader, files: string[]): string | null {
  const hash = crypto.createHash('sha256');
  for (const f of files) {
    const text = read(f);
    if (text === null) return null;
    hash.update(text);
  }
  return hash.digest('hex').slice(0, 16);
}

export interface Finding {
  id: string;
  kind: 'assumption' | 'runtime behaviour' | 'deep import' | 'ejected component';
  /** One line an author can act on. */
  message: string;
}

/** What no longer holds for the packages `read` sees (every assumption, browser side included). */
export function assumptionFindings(read: Reader): Finding[] {
  const out: Finding[] = [];
  for (const a of BUILD_ASSUMPTIONS) {
    const problem = a.check?.(read) ?? null;
    if (problem) out.push({ id: a.id, kind: 'assumption', message: `${a.what}: ${problem} (relied on by ${a.usedBy.join(', ')})` });
  }
  for (const a of BROWSER_ASSUMPTIONS) {
    const hash = filesHash(read, a.files);
    const lost = (a.calls ?? []).filter((c) => !read(c.file)?.includes(c.call));
    if (hash !== a.sha256 || lost.length) {
      const what = hash !== a.sha256 ? `${a.files.join(', ')} ${hash ? 'changed' : 'are gone'} since ${RECORDED_AGAINST}` : `${lost.map((c) => `${c.file} no longer calls ${c.call}…)`).join(', ')}`;
      out.push({ id: a.id, kind: 'runtime behaviour', message: `${what}; re-check that ${a.what} (${a.usedBy.join(', ')})` });
    }
  }
  for (const d of DEEP_IMPORTS) {
    const text = read(d.file);
    const missing = text === null ? null : d.exports.filter((e) => !text.includes(e));
    if (text === null || missing!.length) {
      out.push({ id: `deep-import:${d.file}`, kind: 'deep import', message: `${d.file} ${text === null ? 'is gone' : `no longer has ${missing!.join(', ')}`} (imported by ${d.usedBy})` });
    }
  }
  for (const e of EJECTED) {
    const hash = filesHash(read, e.from);
    if (hash !== e.sha256) {
      out.push({
        id: `ejected:${e.ours[0]}`,
        kind: 'ejected component',
        message: `${e.ours.join(' and ')} came from ${e.from.join(', ')} at ${RECORDED_AGAINST}, which ${hash ? 'changed' : 'is gone'}: compare, carry the change over, record the new hash`,
      });
    }
  }
  return out;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** A Reader over a node_modules folder (this project's by default). */
export function nodeModulesReader(nodeModules = path.resolve(HERE, '../node_modules')): Reader {
  return (file) => {
    try {
      return fs.readFileSync(path.join(nodeModules, file), 'utf8');
    } catch {
      return null;
    }
  };
}

/** The lines to stop a build with: one per assumption that no longer holds for the installed Rspress. */
export function assumptionProblems(read: Reader = nodeModulesReader()): string[] {
  return assumptionFindings(read).map((f) => `Rspress assumption "${f.id}" (${f.kind}, patches/internals.ts) no longer holds: ${f.message}`);
}

// ---- Checks where an assumption is used ------------------------------------------------------------

export class RspressAssumptionError extends Error {
  constructor(id: string, detail: string) {
    const a = BUILD_ASSUMPTIONS.find((x) => x.id === id);
    super(`free-blog: Rspress assumption "${id}" (patches/internals.ts) no longer holds: ${a ? `${a.what}; ` : ''}${detail}`);
    this.name = 'RspressAssumptionError';
    // The message is the whole story: a build that stops on it prints it without a stack trace.
    this.stack = this.message;
  }
}

/** The source file of a page as Rspress hands it to extendPageData / addPages hooks (`_filepath`). */
export function pageSourceFile(page: unknown): string {
  const file = (page as { _filepath?: unknown } | null)?._filepath;
  if (typeof file !== 'string' || !file) {
    throw new RspressAssumptionError('page-private-fields', `the page ${(page as { routePath?: string } | null)?.routePath ?? '?'} has no \`_filepath\``);
  }
  return file;
}

/** The page's Markdown with MDX imports inlined (`_flattenContent`), when Rspress made it. */
export function pageFlatContent(page: unknown): string | undefined {
  const text = (page as { _flattenContent?: unknown } | null)?._flattenContent;
  if (text !== undefined && typeof text !== 'string') throw new RspressAssumptionError('page-private-fields', '`_flattenContent` is not text');
  return text;
}

/** Sets the page's `_relativePath` (the edit link's file), as Rspress's own page data carries it. */
export function setPageRelativePath(page: unknown, relativePath: string): void {
  const p = page as { _relativePath?: unknown };
  if (typeof p._relativePath !== 'string') throw new RspressAssumptionError('page-private-fields', 'the page has no `_relativePath` to set');
  p._relativePath = relativePath;
}

export type PageMeta = Record<string, unknown> & { frontmatter?: Record<string, unknown> };

/** The MDX compiler's page meta of the file a remark plugin is processing (`this.data().pageMeta`). */
export function pageMetaOf(processorData: unknown, file: string | undefined): PageMeta {
  const meta = (processorData as { pageMeta?: unknown } | null)?.pageMeta;
  if (!meta || typeof meta !== 'object') throw new RspressAssumptionError('mdx-page-meta', `no page meta while compiling ${file ?? 'a page'}`);
  return meta as PageMeta;
}

/**
 * Rspress's SVG for each preset icon these links name, keyed by the link's `icon` ("social-icon-presets"):
 * what its theme draws for them. A name Rspress does not know stops the build with Rspress's own message.
 */
export function socialIconSvgs(links: SocialLink[]): Record<string, string> {
  const icons: unknown = getSocialIcons(links);
  for (const link of links) {
    if (typeof link.icon !== 'string') continue;
    const svg = (icons as Record<string, unknown> | null)?.[link.icon];
    if (typeof svg !== 'string' || !svg.startsWith('<svg')) throw new RspressAssumptionError('social-icon-presets', `no SVG for the icon '${link.icon}'`);
  }
  return icons as Record<string, string>;
}
