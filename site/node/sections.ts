import fs from 'node:fs';
import path from 'node:path';
import { frontMatterOf } from './pages';
import { folderOf } from '../shared/routes';

// Sections and their labels, from docs/ only: a folder's label is the `label` of its `dir` entry in
// its parent's _meta.json (the sidebar group readers see: 'AI 应用', '所有权与借用'), or, for a
// top-level folder, the label of its own `index` entry ('读书笔记', '网络通信'). The home page's
// latest posts, the feeds' categories and the overview pages all use these, so they agree with the
// sidebar. A page directly under docs/ (/hello) is in no section. Build time only (reads files).

interface MetaEntry {
  type?: string;
  name?: string;
  label?: string;
}

function readMeta(dir: string): MetaEntry[] {
  // (string entries are file names; kept as they are for sidebarOrder, ignored by the label lookups)
  const file = path.join(dir, '_meta.json');
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return Array.isArray(data) ? (data.filter((e) => typeof e === 'string' || (typeof e === 'object' && e !== null)) as MetaEntry[]) : [];
}

/** Folder route ('/work/ai/') -> label, for every folder under docs/ that has one. */
export function sectionLabels(docsDir: string): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (dir: string, route: string) => {
    const meta = readMeta(dir);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'public' || entry.name === 'images') continue;
      const childRoute = `${route}${entry.name}/`;
      const fromParent = meta.find((e) => e.type === 'dir' && e.name === entry.name)?.label;
      const fromIndex = readMeta(path.join(dir, entry.name)).find((e) => e.type === 'file' && e.name === 'index')?.label;
      const label = fromParent ?? (route === '/' ? fromIndex : undefined);
      if (label) labels.set(childRoute, label);
      walk(path.join(dir, entry.name), childRoute);
    }
  };
  walk(docsDir, '/');
  return labels;
}

/** The label of the section a route is in (its nearest labelled folder), or null (/hello, the home page). */
export function sectionLabelOf(route: string, labels: Map<string, string>): string | null {
  for (let folder = folderOf(route); folder !== '/'; folder = folderOf(folder.slice(0, -1))) {
    const label = labels.get(folder);
    if (label) return label;
  }
  return null;
}

/**
 * Every page's place in the sidebars, in reading order: the entries of each _meta.json in turn, a
 * folder's pages where the folder's entry stands. Route -> index; a route in no sidebar is not in it.
 */
export function sidebarOrder(docsDir: string): Map<string, number> {
  const order = new Map<string, number>();
  const walk = (dir: string, route: string) => {
    for (const entry of readMeta(dir) as Array<MetaEntry | string>) {
      const name = typeof entry === 'string' ? entry : entry.name;
      const type = typeof entry === 'string' ? 'file' : entry.type;
      if (!name) continue;
      if (type === 'dir') {
        if (!order.has(`${route}${name}/`)) order.set(`${route}${name}/`, order.size);
        walk(path.join(dir, name), `${route}${name}/`);
      } else if (type === 'file') {
        const page = name.replace(/\.mdx?$/, '');
        const pageRoute = page === 'index' ? route : `${route}${page}`;
        if (!order.has(pageRoute)) order.set(pageRoute, order.size);
      }
    }
  };
  for (const entry of fs.readdirSync(docsDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'public') walk(path.join(docsDir, entry.name), `/${entry.name}/`);
  }
  return order;
}

/**
 * The name of each top-level section ('rust' -> 'Rust 学习笔记', 'collection-article' -> '好文收藏'): its
 * index page's title up to a '：'. (The sidebar label of an index page names the page, '学习路线'.)
 */
export function topSectionLabels(docsDir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(docsDir, { withFileTypes: true })) {
    const index = path.join(docsDir, entry.name, 'index.md');
    if (!entry.isDirectory() || !fs.existsSync(index)) continue;
    const title = frontMatterOf(fs.readFileSync(index, 'utf8')).title;
    if (typeof title === 'string' && title.trim()) out.set(entry.name, title.split('：')[0].trim());
  }
  return out;
}
