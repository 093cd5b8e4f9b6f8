/**
 * The author's mistakes a build must stop on, each as one line naming the file, the line and what is
 * expected (plugins/content-check runs it over docs/ before anything is rendered; tests use it too).
 *
 * - Front matter: YAML that does not parse; `title` and `description` missing or not text; on an
 *   article a `date` that is not a real calendar day (YYYY-MM-DD); `draft` not true/false; a
 *   `reviewed` record that site/shared/review.ts rejects. Unknown keys are warnings (a typo of a known key).
 *   `tags` not a list of words; `series` neither a name nor { name, order }. HTML in front matter
 *   that could run script (the theme renders hero and feature strings as HTML).
 * - Markdown, read by the same parser Rspress uses (site/node/markdown.mjs): a code fence never closed
 *   (the rest of the article would render as code), a `:::` container never closed, an H1 that is
 *   not the title, a heading that skips a level; an image without Chinese alt text or whose file
 *   is missing; raw HTML that could run script (`<script>`, `on…=` handlers, `javascript:` URLs);
 *   a tag that is no HTML element (`[RefCell<T>](…)`: an unknown <t> element, the text lost);
 *   a link from a published page to a draft (the draft is not in the production build).
 */
import path from 'node:path';
import { BASE } from '../shared/constants';
import { normalizeRoute, routeOfDocFile } from '../shared/routes';
import { headingAnchors } from './anchors';
import { type FrontMatter, type PageProblem, readFrontMatter } from './frontmatter';
import { unknownTags } from './htmlElements';
import { lintHtml, stringsOf } from './htmlLint';
import { codeBlocks, FRONT_MATTER, type ParseOptions, readMarkdown, withoutCode } from './markdown.mjs';
import { DESCRIPTION_PLACEHOLDER, ENVIRONMENT_PLACEHOLDER } from './newPost.mjs';

export type { PageProblem };

export interface CheckOptions {
  /** an article (not the home page, an index page or an overview): date and, in a section, review are required */
  article: boolean;
  /**
   * require the accuracy record (reviewed) of an article in a section: the content tests do; the build
   * only checks a record that is there (a generated benchmark corpus has none)
   */
  requireReview: boolean;
  today?: Date;
  /** the page's file relative to the docs root ('rust/case/x.md'): relative images and links resolve from it */
  file?: string;
  /** does this file, relative to the docs root, exist? Image files are checked when it is given */
  fileExists?: (relative: string) => boolean;
  /** the routes of draft pages: a link to one from a published page is a problem */
  draftRoutes?: ReadonlySet<string>;
  /** an error in a production build (the draft is not there), a warning in `npm run dev` (it is) */
  draftLinks?: 'error' | 'warning';
  /** the page's parse, shared by the checks, the reading time and the copy (site/node/markdown.mjs) */
  parseCache?: ParseOptions['cache'];
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export interface FrontMatterCheck {
  problems: PageProblem[];
  /** the front matter as the schema types it ({} when there is none) */
  frontmatter: FrontMatter;
  /** false when it is not valid YAML or not key: value pairs (the Markdown is then not checked) */
  parsed: boolean;
}

/**
 * The front matter's problems: the schema's (site/shared/frontmatter.ts, read by site/node/frontmatter.ts),
 * then what only a whole page shows: the placeholders `npm run new` writes, and HTML in a string value
 * (the theme renders hero and feature strings as HTML). No Markdown parse, so the build can run it
 * before Rspress reads a page.
 */
export function checkFrontMatter(text: string, options: CheckOptions): FrontMatterCheck {
  const { data: fm, problems, parsed } = readFrontMatter(text, { article: options.article, requireReview: options.requireReview, today: options.today });
  if (!parsed) return { problems, frontmatter: fm, parsed };
  const lineOfKey = (key: string) => {
    const i = text.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return i >= 0 ? i + 1 : 1;
  };
  // A post started by `npm run new` is published only once its placeholders are replaced.
  if (fm.draft !== true) {
    if (fm.description === DESCRIPTION_PLACEHOLDER) {
      problems.push({ line: lineOfKey('description'), message: '`description` is still the placeholder from `npm run new`: write one Chinese sentence, or keep `draft: true`' });
    }
    const envLine = text.split(/\r?\n/).findIndex((l) => l.trim() === ENVIRONMENT_PLACEHOLDER);
    if (envLine >= 0) problems.push({ line: envLine + 1, message: 'the 本文环境 line is still the placeholder from `npm run new`: name the versions the samples ran on, or keep `draft: true`' });
  }
  for (const [key, value] of stringsOf(fm)) {
    for (const p of lintHtml(value)) {
      problems.push({ line: lineOfKey(key.split(/[.[]/)[0]), message: `\`${key}\`: ${HTML_RULES[p.rule]}: «${p.excerpt.trim()}»` });
    }
  }
  return { problems: problems.sort((a, b) => a.line - b.line), frontmatter: fm, parsed };
}

/** The Markdown's problems, read by the parser Rspress uses; `fm` is the page's front matter (checkFrontMatter). */
export function checkMarkdown(text: string, fm: FrontMatter, options: CheckOptions): PageProblem[] {
  const problems: PageProblem[] = [];
  const m = FRONT_MATTER.exec(text);
  const home = fm.pageType === 'home';
  // The Markdown itself, parsed as the page's own format.
  const mdx = options.file?.endsWith('.mdx') ?? false;
  const parse = { mdx, cache: options.parseCache };
  const blocks = codeBlocks(text, parse);
  for (const block of blocks) {
    if (!block.closed) problems.push({ line: block.line, message: `code fence ${block.fence}${block.lang} is never closed: everything after it renders as code` });
    if (!block.lang) problems.push({ line: block.line, message: `code fence ${block.fence} has no language: name it (\`${block.fence}java\`, \`${block.fence}bash\`; \`${block.fence}text\` for plain text)` });
  }
  // ::: containers, on the lines outside front matter and code.
  const open: number[] = [];
  const lines = text.split(/\r?\n/);
  const fenceLines = new Set(blocks.flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, i) => b.line + i)));
  const frontLines = m ? m[0].split('\n').length - 1 : 0;
  lines.forEach((line, i) => {
    const n = i + 1;
    if (n <= frontLines || fenceLines.has(n)) return;
    if (/^\s*:::+\s*[A-Za-z]/.test(line)) open.push(n);
    else if (/^\s*:::+\s*$/.test(line)) {
      if (open.length) open.pop();
      else problems.push({ line: n, message: 'a ::: that closes no container' });
    }
  });
  for (const n of open) problems.push({ line: n, message: `container ${lines[n - 1].trim()} is never closed: add a line ::: after it` });

  const headings: Array<{ depth: number; text: string; line: number }> = [];
  const images: Array<{ url: string; alt: string; line: number }> = [];
  const links: Array<{ url: string; line: number }> = [];
  const strayTags: Array<{ tag: string; line: number; inLink: boolean }> = [];
  const rawHtml = { foreign: 0 };
  const visit = (node: MdNode, inLink = false) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'heading') headings.push({ depth: node.depth ?? 0, text: textOf(node), line });
    else if (node.type === 'image') images.push({ url: node.url ?? '', alt: node.alt ?? '', line });
    else if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url ?? '', line });
    else if (node.type === 'html' && node.value) {
      // Raw HTML in a .md page goes to the page as it is (rehype-raw). (In an .mdx page a tag is JSX,
      // which this parse leaves as text: MDX's own compiler stops on a component it does not know.)
      for (const t of unknownTags(node.value, rawHtml)) strayTags.push({ tag: t.tag, line: line + (node.value.slice(0, t.index).match(/\n/g)?.length ?? 0), inLink });
    }
    for (const child of node.children ?? []) visit(child, inLink || node.type === 'link' || node.type === 'linkReference');
  };
  visit(readMarkdown(text, parse).tree as never);
  // A tag that is no HTML element (`RefCell<T>` written without backticks): the browser makes an
  // unknown element of it, and the text disappears from the page, its feeds and search.
  for (const s of strayTags) {
    const where = s.inLink ? 'in a link label' : 'in the text';
    problems.push({
      line: s.line,
      message: `${s.tag} ${where} is not an HTML element: the page would show nothing for it (and be invalid HTML); put the code in backticks (\`RefCell<T>\`) or escape the bracket (\\<T>)`,
    });
  }

  // Images: Chinese alt text saying what the picture shows, and a file that is there.
  for (const image of images) {
    if (!CJK.test(image.alt)) {
      problems.push({ line: image.line, message: `image ${image.url} needs Chinese alt text saying what it shows: ![图中画的是什么](${image.url})` });
    }
    const target = options.file && options.fileExists ? localFile(image.url, options.file) : null;
    if (target !== null && !options.fileExists!(target)) {
      problems.push({ line: image.line, message: `image file ${image.url} does not exist (looked for docs/${target})` });
    }
  }
  // Raw HTML that could run script; code (fenced or inline) is text, not HTML.
  // (the same parse as above, cached; the front matter, linted above as values, blanked here)
  const withoutFront = withoutCode(text, parse);
  const prose = m && withoutFront.startsWith(m[0]) ? m[0].replace(/[^\n]/g, '') + withoutFront.slice(m[0].length) : withoutFront;
  for (const p of lintHtml(prose)) {
    problems.push({ line: lineAt(prose, p.index), message: `${HTML_RULES[p.rule]}: «${p.excerpt.split('\n')[0].trim()}»` });
  }
  // A published page linking to a draft.
  if (options.draftRoutes?.size && options.file && fm.draft !== true) {
    for (const link of links) {
      const route = linkedRoute(link.url, options.file);
      if (route && options.draftRoutes.has(route)) {
        problems.push({
          line: link.line,
          message: `links to ${route}, which is a draft (draft: true) and not in the production build: publish it first, or remove the link`,
          warning: options.draftLinks === 'warning' || undefined,
        });
      }
    }
  }
  if (!home) {
    const h1 = headings.filter((h) => h.depth === 1);
    if (typeof fm.title === 'string' && h1.length === 1 && h1[0].text !== fm.title) {
      problems.push({ line: h1[0].line, message: `the # H1 "${h1[0].text}" differs from title "${fm.title}": they must be the same text` });
    }
    if (h1.length > 1) problems.push({ line: h1[1].line, message: 'a second # H1: a page has one; use ## for sections' });
  }
  let previous = 1;
  for (const h of headings) {
    if (h.depth > previous + 1) problems.push({ line: h.line, message: `heading level ${h.depth} after level ${previous} skips a level` });
    previous = h.depth;
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** What the site-wide link check needs of a page: its headings' anchors and its internal links. */
export interface PageLinks {
  /** the anchors of its headings, as Rspress makes them (site/node/anchors.ts) */
  anchors: Set<string>;
  /** every link and link definition that is not to another site: as written, and its line */
  links: Array<{ url: string; line: number }>;
}

/** The page's anchors and internal links, from the same (cached) parse checkMarkdown reads. */
export function pageLinks(text: string, fm: FrontMatter, options: Pick<CheckOptions, 'file' | 'parseCache'>): PageLinks {
  const { tree } = readMarkdown(text, { mdx: options.file?.endsWith('.mdx') ?? false, cache: options.parseCache });
  const links: PageLinks['links'] = [];
  const visit = (node: MdNode) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url && !EXTERNAL.test(node.url)) links.push({ url: node.url, line: node.position?.start.line ?? 0 });
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree as never);
  return { anchors: headingAnchors(tree as never, fm.title), links };
}

/** The pages a link may go to: every page's route and anchors, the routes a plugin adds, and the files under docs/. */
export interface LinkTargets {
  /** route -> the anchors of its headings (null for a page whose anchors are not known: a generated list page) */
  anchors: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** the routes of drafts: a link to one gets the draft message (checkMarkdown), not this one */
  drafts: ReadonlySet<string>;
  /** does this file, relative to the docs root, exist? */
  fileExists: (relative: string) => boolean;
}

const PAGE_EXTENSION = /\.(?:mdx?|html)$/;
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * Links that go nowhere: to no page of the site, to no heading of the page they name, or to a file that
 * is not under docs/. One problem per link, on its line (Rspress's own check stops the build from
 * inside its MDX loader, with a stack trace; this runs before Rspress reads a page).
 */
export function deadLinks(file: string, page: PageLinks, targets: LinkTargets): PageProblem[] {
  const problems: PageProblem[] = [];
  const here = routeOfDocFile(file);
  for (const { url, line } of page.links) {
    const hashAt = url.indexOf('#');
    const hash = hashAt >= 0 ? decode(url.slice(hashAt + 1)) : '';
    const pathPart = (hashAt >= 0 ? url.slice(0, hashAt) : url).replace(/\?.*$/, '');
    if (!pathPart) {
      if (hash && !page.anchors.has(hash)) problems.push({ line, message: `links to #${hash}, but no heading of this page has that anchor${nearest(hash, page.anchors)}` });
      continue;
    }
    const lastSegment = pathPart.split('/').pop() ?? '';
    if (FILE_EXTENSION.test(lastSegment) && !PAGE_EXTENSION.test(lastSegment)) {
      const target = localFile(pathPart, file);
      if (target !== null && !targets.fileExists(target)) problems.push({ line, message: `links to ${url}, which is not there (looked for docs/${target})` });
      continue;
    }
    const route = linkedRoute(url, file);
    if (route === null || targets.drafts.has(route)) continue;
    const known = targets.anchors.has(route) ? route : !route.endsWith('/') && targets.anchors.has(`${route}/`) ? `${route}/` : null;
    if (known === null) {
      problems.push({ line, message: `links to ${url}, but the site has no page ${route}: a page's address is its file under docs/ without .md (docs/rust/error/panic.md is /rust/error/panic)` });
      continue;
    }
    const anchors = targets.anchors.get(known);
    if (hash && anchors && !anchors.has(hash)) {
      problems.push({ line, message: `links to ${url}, but no heading of ${known === here ? 'this page' : known} has the anchor #${hash}${nearest(hash, anchors)}` });
    }
  }
  return problems;
}

/** ' (did you mean #…?)' for the anchor closest to a wrong one, when one is close. */
function nearest(hash: string, anchors: ReadonlySet<string>): string {
  let best: string | null = null;
  let bestScore = 0;
  for (const a of anchors) {
    const score = commonLength(hash, a) / Math.max(hash.length, a.length);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best !== null && bestScore >= 0.5 ? ` (did you mean #${best}?)` : '';
}

/** Length of the longest common subsequence of two strings (short strings: anchors). */
function commonLength(a: string, b: string): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return row[b.length];
}

interface MdNode {
  type: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MdNode[];
}

function textOf(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

const HTML_RULES: Record<ReturnType<typeof lintHtml>[number]['rule'], string> = {
  'script-capable-tag': 'raw HTML that can run script or load a page (<script>, <iframe>, <form>, <style> …) is not allowed',
  'event-handler': 'an on…= event handler in raw HTML is not allowed (it runs script)',
  'dangerous-url': 'a javascript:, vbscript: or data: link is not allowed',
  srcdoc: 'srcdoc (an inline page) is not allowed',
};

/** 1-based line of a character offset. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** '/free-blog/rust/x' -> '/rust/x': a link written with the site's base path (site/shared/constants.ts). */
const withoutBase = (url: string) => (url.startsWith(BASE) ? url.slice(BASE.length - 1) : url);

/** The file under the docs root an image URL names ('public/x.svg' for '/x.svg'), or null for an external one. */
function localFile(url: string, file: string): string | null {
  if (!url || EXTERNAL.test(url)) return null;
  let clean = url.replace(/[?#].*$/, '');
  try {
    clean = decodeURI(clean);
  } catch {
    // keep it as written; the missing file names it
  }
  return clean.startsWith('/') ? path.posix.join('public', clean) : path.posix.join(path.posix.dirname(file), clean);
}

/** The route an internal link goes to ('/rust/x', '../x.md#a' from a file), or null for an external or same-page link. */
export function linkedRoute(url: string, file: string): string | null {
  if (!url || url.startsWith('#') || EXTERNAL.test(url)) return null;
  const pathPart = url.replace(/[?#].*$/, '');
  if (!pathPart) return null;
  let decoded = pathPart;
  try {
    decoded = decodeURI(pathPart);
  } catch {
    // as written
  }
  const from = routeOfDocFile(file);
  const resolved = decoded.startsWith('/') ? decoded : path.posix.join(from.endsWith('/') ? from : path.posix.dirname(from), decoded);
  const route = normalizeRoute(withoutBase(resolved).replace(/\.mdx?$/, ''));
  return route.endsWith('/') || route === '' ? route || '/' : route;
}
