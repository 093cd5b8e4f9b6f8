import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedDirFor, writeGeneratedFiles } from './generated';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-generated-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));
const folder = (name: string) => {
  const dir = path.join(temp, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};
const files = (dir: string) => fs.readdirSync(dir).sort();

describe('the files a build generates for Rspress to read', () => {
  it('go into a folder of their docs root: two sites built at once keep each other\'s', () => {
    const base = path.join(temp, 'cache-1');
    const blog = generatedDirFor('list-pages', folder('blog'), base);
    writeGeneratedFiles(blog, new Map([['list-0.mdx', 'blog 0'], ['list-1.mdx', 'blog 1']]));
    const fixture = generatedDirFor('list-pages', folder('fixture'), base);
    writeGeneratedFiles(fixture, new Map([['list-0.mdx', 'fixture 0']]));
    expect(fixture).not.toBe(blog);
    expect(fs.readFileSync(path.join(blog, 'list-0.mdx'), 'utf8')).toBe('blog 0');
    expect(files(blog)).toEqual(['list-0.mdx', 'list-1.mdx', 'root.txt']);
    expect(fs.readFileSync(path.join(fixture, 'list-0.mdx'), 'utf8')).toBe('fixture 0');
  });

  it('keep their path from one build to the next, and lose the files the new build does not write', () => {
    const base = path.join(temp, 'cache-2');
    const root = folder('site');
    const first = generatedDirFor('list-pages', root, base);
    writeGeneratedFiles(first, new Map([['list-0.mdx', 'a'], ['list-1.mdx', 'b']]));
    const before = fs.statSync(path.join(first, 'list-0.mdx')).mtimeMs;
    const second = generatedDirFor('list-pages', root, base);
    writeGeneratedFiles(second, new Map([['list-0.mdx', 'a']]));
    expect(second).toBe(first);
    expect(files(second)).toEqual(['list-0.mdx', 'root.txt']);
    // Unchanged text is not written again.
    expect(fs.statSync(path.join(second, 'list-0.mdx')).mtimeMs).toBe(before);
  });

  it('of a docs root that is gone (a temporary copy) are removed by the next build, and nothing of a build starting', () => {
    const base = path.join(temp, 'cache-3');
    const copy = folder('copy');
    const old = generatedDirFor('list-pages', copy, base);
    writeGeneratedFiles(old, new Map([['list-0.mdx', 'x']]));
    fs.writeFileSync(path.join(base, 'stray.mdx'), ''); // the earlier layout's
    fs.rmSync(copy, { recursive: true });
    // Another build's folder, made a moment ago, before it has recorded its root.
    fs.mkdirSync(path.join(base, 'starting'));
    const kept = generatedDirFor('list-pages', folder('kept'), base);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.readdirSync(base).sort()).toEqual([path.basename(kept), 'starting'].sort());
  });
});
