// The site for programs that read it (the llms.txt convention, https://llmstxt.org): a Markdown copy of
// every page beside its HTML (/free-blog/work/java/java-spi.md), llms.txt (the site's title and
// description, then every page as a link with its description, grouped by the navigation bar's sections)
// and llms-full.txt (every copy, one after the other).
//
// A copy is the author's own Markdown, not Markdown re-made from the rendered page: the source is
// parsed once (site/node/markdown.mjs, the parse the content check already made), and only these nodes are
// rewritten, at the parser's offsets, everything else kept as written:
//   - front matter: dropped (the title becomes the H1 when the page has none);
//   - links: a link to a page points at that page's copy (/free-blog/work/java/java-spi.md#anchor), a
//     link to another file of the site gets the base; relative links are resolved against the page, and
//     a link to a section of the page itself (#anchor) points at its own copy;
//   - images: a local image is published next to the copies at its docs/ path (the copy links
//     /free-blog/work/java/images/x.svg), so no copy carries an image inlined as base64;
//   - code blocks with `file="…"`: the file's text, in a fence long enough to hold it;
//   - MDX (.mdx pages, parsed with the MDX syntax): import/export lines and {expressions} are dropped,
//     <PackageManagerTabs command="…"/> becomes its npm command, <SourceCode href/> a link, and any
//     other component keeps its Markdown children.
// The home page (pageType: home) has no body; its copy is the hero and the feature links.
//
// URLs are resolved only when the site's routes are known (after the build): a copy is kept as parts,
// text and URLs, until then.
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { type ParseOptions, readMarkdown } from './markdown.mjs';
import { frontMatterOf } from './pages';
import { normalizeRoute } from '../shared/routes';

/** A site path ('/work/java/java-spi', '/work/java/images/x.svg'), resolved to a URL once the routes are known. */
export interface SitePath {
  path: string;
  hash: string;
  /** a local image: published at its docs/ path, `file` relative to docs/ */
  image?: string;
}

export type Part = string | SitePath;

export interface PageCopy {
  parts: Part[];
  /** the body has its own H1 */
  hasTitle: boolean;
}

export interface CopyOptions {
  /** the page's file, relative to docs/ ('work/java/java-spi.md') */
  file: string;
  /** absolute docs/ folder: where relative image and code-file paths start */
  docsRoot: string;
  /** what `<root>` means in a code block's file="<root>/…" (Rspress: the project's working directory) */
  projectRoot: string;
  frontmatter?: Record<string, unknown>;
  /** the page's parse, shared with the content check's other readers (site/node/markdown.mjs) */
  parseCache?: ParseOptions['cache'];
}

interface Node {
  type: string;
  position?: { start: { offset?: number; line: number; column: number }; end: { offset?: number } };
  children?: Node[];
  [key: string]: unknown;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The page's copy as parts (see the top of this file). */
export function pageCopy(text: string, options: CopyOptions): PageCopy {
  const mdx = options.file.endsWith('.mdx');
  const { tree: mdTree, source } = readMarkdown(text, { mdx, cache: options.parseCache });
  // An .mdx page is read with the MDX syntax (components, import lines), which the checks do not need.
  const tree = (mdx ? fromMarkdown(source, { extensions: [mdxjs(), gfm()], mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()] }) : mdTree) as unknown as Node;
  const fm = options.frontmatter ?? {};
  if (fm.pageType === 'home') return homeCopy(fm, options.file);

  const fileDir = path.posix.dirname(`/${options.file}`);
  const at = (offset: number | undefined) => offset ?? 0;

  /** A URL of the source as a site path, or null when it leaves the site (scheme, //host, ?query only). */
  const sitePath = (url: string, image: boolean): SitePath | null => {
    // A link to a section of this page: the page's own copy and the section, which still means it once
    // the copies are joined one after another (llms-full.txt), where a bare '#…' named nothing.
    if (url.startsWith('#') && url.length > 1 && !image) return { path: `/${options.file}`, hash: url };
    if (!url || SCHEME.test(url) || url.startsWith('//') || url.startsWith('#') || url.startsWith('?')) return null;
    const cut = url.search(/[?#]/);
    const rawPath = cut === -1 ? url : url.slice(0, cut);
    const hash = cut === -1 ? '' : url.slice(cut);
    let decoded = rawPath;
    try {
      decoded = decodeURI(rawPath);
    } catch {
      // keep as written
    }
    const abs = decoded.startsWith('/') ? path.posix.normalize(decoded) : path.posix.resolve(fileDir, decoded);
    if (image && !decoded.startsWith('/')) return { path: abs, hash, image: abs.slice(1) };
    return { path: abs, hash };
  };
  const title = (node: Node) => (typeof node.title === 'string' && node.title ? ` "${node.title.replace(/["\\]/g, '\\$&')}"` : '');
  const url = (node: Node, image: boolean): Part => sitePath(String(node.url ?? ''), image) ?? String(node.url ?? '');
  const attr = (node: Node, name: string) => {
    const a = (node.attributes as Array<{ type: string; name: string; value: unknown }> | undefined)?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
    return typeof a?.value === 'string' ? a.value : undefined;
  };

  const replace = (node: Node): Part[] | null => {
    const start = at(node.position?.start.offset);
    switch (node.type) {
      case 'link': {
        if (source[start] !== '[') return null; // an autolink: its text is its (external) URL
        const kids = node.children ?? [];
        const inner: Part[] = [];
        if (kids.length) emit(node, at(kids[0].position?.start.offset), at(kids[kids.length - 1].position?.end.offset), inner);
        return ['[', ...inner, '](', url(node, false), title(node), ')'];
      }
      case 'image':
        if (source[start] !== '!') return null;
        return ['![', String(node.alt ?? '').replace(/[[\]\\]/g, '\\$&'), '](', url(node, true), title(node), ')'];
      case 'definition':
        return [`[${String(node.label ?? node.identifier)}]: `, url(node, false), title(node)];
      case 'code':
        return includedCode(node);
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (node.name === 'PackageManagerTabs') {
          const command = attr(node, 'command');
          return command ? ['```bash\nnpm ', command, '\n```'] : [];
        }
        if (node.name === 'SourceCode') {
          const href = attr(node, 'href');
          return href ? ['[Source](', sitePath(href, false) ?? href, ')'] : [];
        }
        const kids = node.children ?? [];
        if (!kids.length) return [];
        const inner: Part[] = [];
        emit(node, at(kids[0].position?.start.offset), at(kids[kids.length - 1].position?.end.offset), inner);
        return inner;
      }
      default:
        return null;
    }
  };

  /** A code block that takes its text from a file (```rust file="<root>/samples/x.rs"): that text. */
  const includedCode = (node: Node): Part[] | null => {
    const meta = String(node.meta ?? '');
    const m = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)')/.exec(meta);
    if (!m) return null;
    const spec = m[1] ?? m[2];
    const file = spec.startsWith('<root>/')
      ? path.join(options.projectRoot, spec.slice('<root>/'.length))
      : path.resolve(options.docsRoot, fileDir.slice(1), spec);
    let code: string;
    try {
      code = fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n').replace(/\n$/, '');
    } catch {
      return null; // Rspress reports a missing file; the copy keeps the block as written
    }
    const lineStart = source.lastIndexOf('\n', at(node.position?.start.offset) - 1) + 1;
    // Continuation lines of a block inside a list item or quote: the same indentation, list markers as spaces.
    const indent = source.slice(lineStart, at(node.position?.start.offset)).replace(/[^>\s]/g, ' ');
    const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((s) => s.length));
    const fence = '`'.repeat(longest + 1);
    const info = [node.lang, meta.replace(m[0], '').trim()].filter(Boolean).join(' ');
    const lines = [`${fence}${info}`, ...code.split('\n'), fence];
    return [lines.map((line, i) => (i === 0 || line === '' ? line : indent + line)).join('\n')];
  };

  /** Appends source[from, to) to `out`, with every node of interest under `node` rewritten. */
  const emit = (node: Node, from: number, to: number, out: Part[]) => {
    let pos = from;
    for (const child of node.children ?? []) {
      const s = child.position?.start.offset;
      const e = child.position?.end.offset;
      if (s == null || e == null || s < pos || e > to) continue;
      const rewritten = replace(child);
      if (rewritten) {
        out.push(source.slice(pos, s), ...rewritten);
        pos = e;
      } else if (child.children?.length) {
        out.push(source.slice(pos, s));
        emit(child, s, e, out);
        pos = e;
      }
    }
    out.push(source.slice(pos, to));
  };

  const parts: Part[] = [];
  emit(tree, 0, source.length, parts);
  const hasTitle = (tree.children ?? []).some((n) => n.type === 'heading' && n.depth === 1);
  return { parts: merge(parts), hasTitle };
}

/** The home page: its hero (name, text, tagline, actions) and its features as links. */
function homeCopy(fm: Record<string, unknown>, file: string): PageCopy {
  const hero = (fm.hero ?? {}) as { name?: string; text?: string; tagline?: string; actions?: Array<{ text?: string; link?: string }> };
  const features = (Array.isArray(fm.features) ? fm.features : []) as Array<{ title?: string; details?: string; link?: string }>;
  const link = (href: string): Part => (SCHEME.test(href) || href.startsWith('//') ? href : { path: path.posix.resolve(path.posix.dirname(`/${file}`), href), hash: '' });
  const parts: Part[] = [`# ${hero.name ?? fm.title ?? ''}\n\n`];
  if (hero.text) parts.push(`${hero.text}\n\n`);
  if (hero.tagline) parts.push(`> ${hero.tagline}\n\n`);
  const actions = (hero.actions ?? []).filter((a) => a.text && a.link);
  actions.forEach((a, i) => parts.push(i ? ' | ' : '', `[${a.text}](`, link(a.link!), ')'));
  if (actions.length) parts.push('\n\n');
  for (const f of features) {
    if (!f.title) continue;
    parts.push('- ', ...(f.link ? [`[${f.title}](`, link(f.link), ')'] : [f.title]), f.details ? `: ${f.details}` : '', '\n');
  }
  return { parts: merge(parts), hasTitle: true };
}

function merge(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    if (p === '') continue;
    const last = out[out.length - 1];
    if (typeof p === 'string' && typeof last === 'string') out[out.length - 1] = last + p;
    else out.push(p);
  }
  return out;
}

// ---- URLs, and the three kinds of file -----------------------------------------------------------

/** A route's copy: '/' -> '/free-blog/index.md', '/work/' -> '/free-blog/work/index.md', '/a/b' -> '/free-blog/a/b.md'. */
export function copyPath(route: string, base: string): string {
  const r = normalizeRoute(route).replace(/^\/+/, '');
  return `${base}${r === '' || r.endsWith('/') ? `${r}index.md` : `${r}.md`}`;
}

/** The page a site path names, if any: '/work/java/java-spi.md', '/work/java/', '/work/java' and '/work/java/index' all count. */
export function routeOf(p: string, routes: ReadonlySet<string>): string | null {
  const r = normalizeRoute(p.replace(/\.mdx?$/, ''));
  if (routes.has(r)) return r;
  if (!r.endsWith('/') && routes.has(`${r}/`)) return `${r}/`;
  return null;
}

export interface RenderSite {
  base: string;
  routes: ReadonlySet<string>;
}

/** The copy's Markdown, every URL resolved; the title as its H1 when it has none, the description when it has no body. */
export function renderCopy(copy: PageCopy, page: { title: string; description?: string }, site: RenderSite): string {
  const body = copy.parts
    .map((p) => {
      if (typeof p === 'string') return p;
      const route = p.image ? null : routeOf(p.path, site.routes);
      return (route !== null ? copyPath(route, site.base) : `${site.base}${encodeURI(p.path.slice(1))}`) + p.hash;
    })
    .join('')
    .trim();
  const head = copy.hasTitle ? '' : `# ${page.title}\n\n`;
  const tail = body === '' && page.description ? page.description : body;
  return `${head}${tail}`.trim() + '\n';
}

/** The local images a copy links (docs/-relative files), to publish at the same path. */
export const imagesOf = (copy: PageCopy): string[] => copy.parts.flatMap((p) => (typeof p !== 'string' && p.image ? [p.image] : []));

export interface LlmsPage {
  route: string;
  title: string;
  description?: string;
  markdown: string;
}

export interface NavSection {
  text: string;
  /** a route belongs to the first section whose pattern matches it */
  match: RegExp;
}

/**
 * The navigation bar's sections, from docs/_nav.json: every item with a link or an activeMatch (an
 * item that is only a menu has no page of its own), as Rspress's llms.txt groups them.
 */
export function navSections(nav: unknown): NavSection[] {
  if (!Array.isArray(nav)) return [];
  return nav.flatMap((item) => {
    const { text, link, activeMatch } = (item ?? {}) as { text?: string; link?: string; activeMatch?: string };
    const pattern = activeMatch ?? link;
    if (!text || !pattern) return [];
    try {
      return [{ text, match: new RegExp(activeMatch ?? `^${link!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }];
    } catch {
      return [];
    }
  });
}

/** Pages grouped by section (in the navigation bar's order; 'Others' last), each group in `order`. */
export function groupPages<T extends { route: string }>(pages: T[], sections: NavSection[], order: (route: string) => number): Array<{ title: string; pages: T[] }> {
  const groups = [...sections.map((s) => ({ title: s.text, pages: [] as T[] })), { title: 'Others', pages: [] as T[] }];
  for (const page of pages) {
    const i = sections.findIndex((s) => s.match.test(page.route));
    groups[i === -1 ? sections.length : i].pages.push(page);
  }
  for (const g of groups) g.pages.sort((a, b) => order(a.route) - order(b.route) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return groups.filter((g) => g.pages.length);
}

/** llms.txt: '# title', '> description', then per section '## name' and a line per page (not the home page). */
export function llmsTxt(site: { title: string; description: string; base: string }, groups: Array<{ title: string; pages: LlmsPage[] }>): string {
  const lines = [`# ${site.title}`, '', `> ${site.description}`];
  for (const g of groups) {
    const pages = g.pages.filter((p) => p.route !== '/');
    if (!pages.length) continue;
    lines.push('', `## ${g.title}`, '');
    for (const p of pages) lines.push(`- [${p.title}](${copyPath(p.route, site.base)})${p.description ? `: ${p.description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: every copy, each under a small front matter naming its URL. */
export function llmsFullTxt(base: string, groups: Array<{ pages: LlmsPage[] }>): string {
  return groups
    .flatMap((g) => g.pages)
    .map((p) => `---\nurl: ${copyPath(p.route, base)}\n---\n\n${p.markdown}`)
    .join('\n');
}

// ---- One parse per page ------------------------------------------------------------------------
// The content check's Markdown pass (site/node/contentPass.ts) makes each page's copy while it has the page's
// parse; site/node/content.ts hands it over (Content.copy). A page whose file changed since is parsed again.

/** The page's copy made now from its text (its front matter read from the text unless given). */
export function pageCopyOfFile(text: string, options: CopyOptions): PageCopy {
  return pageCopy(text, { ...options, frontmatter: options.frontmatter ?? frontMatterOf(text) });
}
