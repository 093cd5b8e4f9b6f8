import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocs } from '../plugins/content-check';
import { fixtureSiteCopies } from '../tests/support/fixtureSite';

const SCRIPT = path.resolve(__dirname, 'new.mjs');
/** A copy of the fixture site (tests/fixtures/site): its sections are those of a blog, in a few small files. */
const docsCopy = fixtureSiteCopies();

const run = (root: string, ...args: string[]) =>
  spawnSync('node', [SCRIPT, '--root', root, '--date', '2026-11-25', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('npm run new', () => {
  it('writes a draft with front matter, H1 and 本文环境 line, adds it to _meta.json, and the content check accepts it', () => {
    const root = docsCopy();
    const r = run(root, 'guide/basics', 'java-virtual-threads', 'Java 虚拟线程：原理与实践');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('docs/guide/basics/java-virtual-threads.md');
    const text = fs.readFileSync(path.join(root, 'guide/basics/java-virtual-threads.md'), 'utf8');
    expect(text).toMatch(/^---\ntitle: Java 虚拟线程：原理与实践\ndescription: 待补充[^\n]*\ndate: 2026-11-25\ndraft: true\n---\n\n# Java 虚拟线程：原理与实践\n\n> 本文环境：/);
    const meta = JSON.parse(fs.readFileSync(path.join(root, 'guide/basics/_meta.json'), 'utf8'));
    expect(meta.at(-1)).toEqual({ type: 'file', name: 'java-virtual-threads', label: 'Java 虚拟线程：原理与实践' });
    expect(checkDocs(root).filter((p) => p.file.includes('java-virtual-threads'))).toEqual([]);
  });

  it('quotes a title that YAML would misread', () => {
    const root = docsCopy();
    expect(run(root, 'notes', 'yaml-title', '#1: "引号"与冒号').status).toBe(0);
    expect(checkDocs(root).filter((p) => p.file.includes('yaml-title'))).toEqual([]);
  });

  it('says what is wrong with a bad section, slug or title, and writes nothing', () => {
    const root = docsCopy();
    const r = run(root, 'guide/basic', 'Bad_Slug', '');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/section "guide\/basic" is not a folder of docs\/ with a _meta\.json; one of: .*guide\/basics/);
    expect(r.stderr).toMatch(/slug "Bad_Slug" must be lower-case ASCII words joined by '-'/);
    expect(r.stderr).toMatch(/title is empty/);
    expect(fs.existsSync(path.join(root, 'guide/basic'))).toBe(false);
    expect(run(root, 'notes', 'a-note', '标题').stderr).toMatch(/docs\/notes\/a-note\.md already exists/);
    expect(run(root, 'notes', 'index', '标题').stderr).toMatch(/slug "index" is the section's own page/);
    expect(run(root, 'notes', 'x', '一'.repeat(31)).stderr).toMatch(/title has 31 characters; keep it to 30/);
  });

  it('asks for what is missing on a terminal, and explains itself otherwise', () => {
    const r = run(docsCopy(), 'notes');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/section, slug and title are needed[\s\S]*Usage: npm run new/);
  });
});
