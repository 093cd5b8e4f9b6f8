import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchedFiles, patchFiles } from './verify.mjs';
import {
  assumptionFindings,
  assumptionProblems,
  BUILD_ASSUMPTIONS,
  nodeModulesReader,
  pageFlatContent,
  pageMetaOf,
  pageSourceFile,
  PATCH_PROBES,
  type Reader,
  setPageRelativePath,
} from './internals';
import { BROWSER_ASSUMPTIONS, DEEP_IMPORTS, EJECTED } from './theme/internals';

const ROOT = path.resolve(__dirname, '..');
const real = nodeModulesReader();

/** The files a check reads, found by watching it read the installed packages. */
function filesRead(check: (read: Reader) => string | null): string[] {
  const seen: string[] = [];
  check((f) => (seen.push(f), real(f)));
  return seen;
}

describe('assumptions about Rspress', () => {
  it('all hold for the installed @rspress/core', () => {
    expect(assumptionProblems()).toEqual([]);
  });

  const checked = BUILD_ASSUMPTIONS.filter((a) => a.check);
  it.each(checked.map((a) => [a.id, a] as const))('%s: the check fires when its file changes shape or goes', (id, a) => {
    const files = filesRead(a.check!);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const changed: Reader = (f) => (f === file ? real(f)!.replace(/[A-Za-z_]{3,}/g, 'x') : real(f));
      const gone: Reader = (f) => (f === file ? null : real(f));
      expect(assumptionFindings(changed).find((x) => x.id === id)?.message, `${file} changed`).toMatch(/no longer contains|is gone/);
      expect(assumptionFindings(gone).find((x) => x.id === id)?.message, `${file} gone`).toContain('is gone');
    }
  });

  const hashed = [
    ...BROWSER_ASSUMPTIONS.map((a) => [a.id, a.files] as const),
    ...EJECTED.map((e) => [`ejected:${e.ours[0]}`, e.from] as const),
  ];
  it.each(hashed)('%s: a change to any of its upstream files is found', (id, files) => {
    for (const file of files) {
      const edited: Reader = (f) => (f === file ? `${real(f)}\n// changed upstream` : real(f));
      expect(assumptionFindings(edited).map((x) => x.id), file).toContain(id);
    }
  });

  it.each(BROWSER_ASSUMPTIONS.flatMap((a) => (a.calls ?? []).map((c) => [a.id, c] as const)))('%s: a file that no longer makes its call is found', (id, c) => {
    const edited: Reader = (f) => (f === c.file ? real(f)!.split(c.call).join('renamedCall(') : real(f));
    expect(assumptionFindings(edited).find((x) => x.id === id)?.message).toContain(`${c.file} no longer calls ${c.call}`);
  });

  it.each(DEEP_IMPORTS.map((d) => [d.file, d] as const))('%s: a deep import that lost its export is found', (file, d) => {
    const lost: Reader = (f) => (f === file ? real(f)!.split(d.exports[0]).join('Renamed') : real(f));
    expect(assumptionFindings(lost).map((x) => x.id)).toContain(`deep-import:${file}`);
  });

  it('names the assumption and what it is for in the line that stops the build', () => {
    const noShared: Reader = (f) => (f.startsWith('@rspress/shared/') ? null : real(f));
    expect(assumptionProblems(noShared)).toContainEqual(
      expect.stringMatching(/^Rspress assumption "page-private-fields" \(assumption, patches\/internals\.ts\) no longer holds: page data carries the source file in `_filepath`.*is gone \(relied on by plugins\/reading-time/),
    );
  });
});

describe('the records themselves', () => {
  it('every assumption names files that exist as what relies on it', () => {
    const root = path.resolve(__dirname, '..');
    const missing = BUILD_ASSUMPTIONS.flatMap((a) => a.usedBy.map((u) => u.split(' ')[0]).filter((f) => !fs.existsSync(path.join(root, f))).map((f) => `${a.id}: ${f}`));
    expect(missing).toEqual([]);
  });

  it("package.json pins @rspress/shared (the heading slugger) to @rspress/core's version", () => {
    const deps = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')).dependencies;
    expect(deps['@rspress/shared']).toBe(deps['@rspress/core']);
  });
});

describe('where the assumptions are used', () => {
  it('the page fields: read when there, a named stop when not', () => {
    expect(pageSourceFile({ _filepath: '/docs/a.md' })).toBe('/docs/a.md');
    expect(() => pageSourceFile({ routePath: '/a' })).toThrow(/Rspress assumption "page-private-fields".*the page \/a has no `_filepath`/);
    expect(pageFlatContent({ _flattenContent: '# A' })).toBe('# A');
    expect(pageFlatContent({})).toBeUndefined();
    expect(() => pageFlatContent({ _flattenContent: 1 })).toThrow(/page-private-fields/);
    const page = { _relativePath: 'a.md' };
    setPageRelativePath(page, 'generated');
    expect(page._relativePath).toBe('generated');
    expect(() => setPageRelativePath({}, 'x')).toThrow(/page-private-fields/);
  });

  it("the MDX compiler's page meta: read when there, a named stop when not", () => {
    const meta = { toc: [], frontmatter: {} };
    expect(pageMetaOf({ pageMeta: meta }, 'a.md')).toBe(meta);
    expect(() => pageMetaOf({}, 'docs/a.md')).toThrow(/Rspress assumption "mdx-page-meta".*no page meta while compiling docs\/a\.md/);
  });
});

describe('patch probes (npm run rspress:upgrade-report)', () => {
  it.each(PATCH_PROBES.map((p) => [p.patch, p] as const))('%s: sees the bug in the unpatched files, not in the patched ones', (name, probe) => {
    const file = patchFiles().find((f) => f.includes(`+${name}.patch`))!;
    expect(file, `a patch file for ${name}`).toBeTruthy();
    // Rspress's own files: the installed (patched) ones with this patch taken back out.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-'));
    try {
      for (const f of patchedFiles(path.join(ROOT, 'patches', file))) {
        fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
        fs.copyFileSync(path.join(ROOT, f), path.join(dir, f));
      }
      const text = fs.readFileSync(path.join(ROOT, 'patches', file), 'utf8');
      const reverse = spawnSync('patch', ['-R', '-p1', '--silent', '-d', dir], { input: text.slice(text.indexOf('diff --git')), encoding: 'utf8' });
      expect(reverse.status, reverse.stdout + reverse.stderr).toBe(0);
      const original = probe.files.map((f) => fs.readFileSync(path.join(dir, 'node_modules', f), 'utf8'));
      expect(probe.bugPresent(original)).toBe(true);
      expect(probe.bugPresent(probe.files.map((f) => real(f)!))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
