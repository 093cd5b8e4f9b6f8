import fs from 'node:fs';
import path from 'node:path';
import { routeOfDocFile } from '../shared/routes';
import { type FrontMatter, readFrontMatter } from './frontmatter';

// The pages of a docs tree and which of them are drafts: the one walk over docs/ that the build
// (rspress.config.ts leaves drafts out of production), the content check and the tests share.
// Build time only (reads files).
//
// A page is a .md/.mdx file under the docs root, except under public/ (static files), images/
// folders and names starting with '_' or '.' (Rspress's own convention: `_meta.json`, `_nav.json`,
// partials such as `_intro.md`).

/** Whether a folder holds content: not hidden, not '_'-prefixed, not images/, not the root's public/. */
const isContentFolder = (name: string, atRoot: boolean) =>
  !name.startsWith('.') && !name.startsWith('_') && name !== 'images' && !(atRoot && name === 'public');

/** The content folders under a docs root, relative and '/'-separated, sorted (the root itself not included). */
export function docsFolders(root: string, dir = root): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isContentFolder(entry.name, dir === root))
    .flatMap((entry) => {
      const abs = path.join(dir, entry.name);
      return [path.relative(root, abs).split(path.sep).join('/'), ...docsFolders(root, abs)];
    })
    .sort();
}

/** The Markdown pages under a docs root, relative and '/'-separated, sorted. */
export function pageFiles(root: string, dir = root): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) return isContentFolder(entry.name, dir === root) ? pageFiles(root, abs) : [];
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
      return /\.mdx?$/.test(entry.name) ? [path.relative(root, abs).split(path.sep).join('/')] : [];
    })
    .sort();
}

/** The front matter of a page's text as the schema types it; {} when it has none or it does not parse (the content check reports that, with its line). */
export const frontMatterOf = (text: string): FrontMatter => readFrontMatter(text).data;

/** `draft: true` in front matter: shown by `npm run dev`, left out of the production build. */
export const isDraft = (frontmatter: FrontMatter) => frontmatter.draft === true;

export interface DocsPage {
  /** relative to the docs root, e.g. 'rust/case/rust-minigrep.md' */
  file: string;
  /** '/rust/case/rust-minigrep', '/rust/case/' */
  route: string;
  draft: boolean;
  /** the file's text, read once for everything that checks or lists it */
  text: string;
  /** its front matter as the schema types it ({} when it has none or it does not parse) */
  frontmatter: FrontMatter;
}

/** Every page of a docs tree with its route, text, front matter and draft status, in file order. */
export function docsPages(root: string): DocsPage[] {
  return pageFiles(root).map((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const frontmatter = frontMatterOf(text);
    return { file, route: routeOfDocFile(file), draft: isDraft(frontmatter), text, frontmatter };
  });
}

/** What changes when a page is added, removed or edited: each page's path, modification time and size. */
export function docsStamp(root: string): string {
  return pageFiles(root)
    .map((file) => {
      const stat = fs.statSync(path.join(root, file));
      return `${file}\0${stat.mtimeMs}\0${stat.size}`;
    })
    .join('\n');
}

/** Escapes glob syntax in a literal path, for Rspress's `route.exclude` (fast-glob patterns). */
export const globLiteral = (file: string) => file.replace(/[*?[\]{}()!@+\\]/g, '\\$&');
