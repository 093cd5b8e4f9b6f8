import fs from 'node:fs';
import path from 'node:path';
import { docsFolders } from './pages';

/**
 * The sidebar files (`_meta.json`) an author edits, checked before Rspress reads them: Rspress stops on
 * a missing page with a stack trace of its own, and on broken JSON with the parser's. Each mistake here
 * is one line naming the file and line. Build time only (reads files).
 */
export interface MetaProblem {
  /** relative to the docs root, e.g. 'network/_meta.json' */
  file: string;
  line: number;
  message: string;
}

const ENTRY_TYPES: ReadonlySet<string> = new Set(['file', 'dir', 'divider', 'section-header', 'custom-link', 'dir-section-header']);

/** The _meta.json files of the docs root and its content folders (site/node/pages.ts), relative and '/'-separated. */
function metaFiles(root: string): string[] {
  return ['', ...docsFolders(root)]
    .map((dir) => (dir ? `${dir}/_meta.json` : '_meta.json'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** 1-based line of the first line containing `needle`, or 1. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  return i >= 0 ? i + 1 : 1;
}

export function checkMetaFiles(root: string): MetaProblem[] {
  return metaFiles(root).flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const dir = path.join(root, path.dirname(file));
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (e) {
        const message = (e as Error).message;
        const at = /position (\d+)/.exec(message);
        const line = at ? text.slice(0, Number(at[1])).split('\n').length : 1;
        return [{ file, line, message: `not valid JSON: ${message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '')}` }];
      }
      if (!Array.isArray(data)) return [{ file, line: 1, message: 'must be a list [ … ] of entries: "slug" or { "type": "file", "name": "slug", "label": "…" }' }];
      return data.flatMap((entry: unknown): MetaProblem[] => {
        const item = typeof entry === 'string' ? { type: 'file', name: entry } : (entry as Record<string, unknown> | null);
        if (!item || typeof item !== 'object' || Array.isArray(item)) return [{ file, line: 1, message: `an entry must be "slug" or an object with "type": ${JSON.stringify(entry)}` }];
        const type = String(item.type ?? '');
        const name = typeof item.name === 'string' ? item.name : '';
        const line = lineOf(text, name ? `"${name}"` : `"${type}"`);
        if (!ENTRY_TYPES.has(type)) return [{ file, line, message: `unknown entry type "${type}": one of ${[...ENTRY_TYPES].join(', ')}` }];
        if (type === 'file') {
          if (!name) return [{ file, line, message: 'a "file" entry needs "name": the page\'s file name without .md' }];
          const base = path.join(dir, name);
          const found = /\.mdx?$/.test(name) ? fs.existsSync(base) : fs.existsSync(`${base}.md`) || fs.existsSync(`${base}.mdx`);
          return found ? [] : [{ file, line, message: `lists "${name}", but ${path.posix.join(path.posix.dirname(file), name)}.md does not exist: fix the name or remove the entry` }];
        }
        if (type === 'dir') {
          if (!name) return [{ file, line, message: 'a "dir" entry needs "name": the folder\'s name' }];
          const base = path.join(dir, name);
          return fs.existsSync(base) && fs.statSync(base).isDirectory() ? [] : [{ file, line, message: `lists the folder "${name}", which does not exist` }];
        }
        return [];
      });
    });
}
