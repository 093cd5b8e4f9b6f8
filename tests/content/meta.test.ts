import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsFolders } from '../../site/node/pages';
import { DOCS, listPageFiles, type MetaEntry, readMeta } from './docs';

const SIDEBAR_SECTIONS = ['book', 'collection-article', 'network', 'rust', 'work'];
// Pages outside every sidebar, on purpose: the home page and the first post.
const NO_SIDEBAR = new Set(['index.md', 'hello.mdx']);

const entryName = (e: MetaEntry) => (typeof e === 'string' ? e : e.name);

describe('_meta.json', () => {
  const dirs = docsFolders(DOCS);

  it.each(dirs)('%s has a _meta.json', (dir) => {
    expect(readMeta(dir), `docs/${dir}/_meta.json`).not.toBeNull();
  });

  it.each(dirs)('every entry of %s/_meta.json resolves', (dir) => {
    for (const entry of readMeta(dir) ?? []) {
      const name = entryName(entry);
      if (typeof entry !== 'string' && !['file', 'dir'].includes(entry.type)) continue; // dividers, headers, links
      expect(name, JSON.stringify(entry)).toBeTruthy();
      const base = path.join(DOCS, dir, name!);
      if (typeof entry !== 'string' && entry.type === 'dir') {
        expect(fs.statSync(base).isDirectory(), `${dir}/${name} is a folder`).toBe(true);
        expect(fs.existsSync(path.join(base, 'index.md')), `${dir}/${name}/index.md is the group's page`).toBe(true);
      } else {
        expect(fs.existsSync(`${base}.md`) || fs.existsSync(`${base}.mdx`), `${dir}/${name}.md`).toBe(true);
      }
    }
  });

  it('lists every routed page in a sidebar', () => {
    const listed = new Set<string>();
    for (const dir of dirs) {
      for (const entry of readMeta(dir) ?? []) {
        const name = entryName(entry);
        if (!name) continue;
        if (typeof entry !== 'string' && entry.type === 'dir') listed.add(`${dir}/${name}/index`);
        else listed.add(`${dir}/${name}`);
      }
    }
    const unlisted = listPageFiles()
      .filter((f) => !NO_SIDEBAR.has(f))
      .filter((f) => !listed.has(f.replace(/\.mdx?$/, '')));
    expect(unlisted).toEqual([]);
  });

  it('gives every section its own sidebar', () => {
    for (const s of SIDEBAR_SECTIONS) expect(readMeta(s), s).not.toBeNull();
    expect(fs.existsSync(path.join(DOCS, '_meta.json')), 'a root _meta.json would merge all sections into one sidebar').toBe(false);
  });

  it('expands the collapsible groups of Rust and Work by default', () => {
    for (const s of ['rust', 'work']) {
      const groups = (readMeta(s) ?? []).filter((e) => typeof e !== 'string' && e.type === 'dir');
      expect(groups.length, s).toBeGreaterThan(1);
      for (const g of groups as { collapsible?: boolean; collapsed?: boolean }[]) {
        expect(g.collapsible).toBe(true);
        expect(g.collapsed).toBe(false);
      }
    }
  });
});

describe('_nav.json', () => {
  const nav = JSON.parse(fs.readFileSync(path.join(DOCS, '_nav.json'), 'utf8'));
  it('has the top navigation the site promises, in order', () => {
    const flat = nav.map((i: { text: string; link?: string; items?: { text: string; link: string }[] }) => [
      i.text,
      i.link,
      (i.items ?? []).map((c) => [c.text, c.link]),
    ]);
    expect(flat).toEqual([
      ['Home', '/', []],
      ['Work', '/work/', [['Java', '/work/java/'], ['Spring', '/work/spring/'], ['Databases', '/work/db/'], ['AI', '/work/ai/'], ['Other', '/work/other/']]],
      ['Rust', '/rust/', []],
      ['Network', '/network/', []],
      ['Reading notes', '/book/', []],
      ['Collected articles', '/collection-article/', []],
    ]);
  });
});
