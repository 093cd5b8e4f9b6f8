import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCH_MARK, patchedFiles, patchedVersion, patchFiles, verifyRspress } from './verify.mjs';

const ROOT = path.resolve(__dirname, '..');
const VERSION = patchedVersion();

/** A project root with only what the check reads: patches/ and node_modules/@rspress/core. */
function fakeProject(version: string, patched: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-patches-'));
  fs.cpSync(path.join(ROOT, 'patches'), path.join(root, 'patches'), { recursive: true });
  const core = path.join(root, 'node_modules/@rspress/core');
  fs.mkdirSync(path.join(core, 'dist/runtime'), { recursive: true });
  fs.writeFileSync(path.join(core, 'package.json'), JSON.stringify({ name: '@rspress/core', version }));
  fs.writeFileSync(path.join(core, 'dist/runtime/route.js'), patched ? `// ${PATCH_MARK}x)\n` : '// original\n');
  return root;
}

describe('patches/ and the pinned @rspress/core', () => {
  it('the pinned version in package.json is the one the patches were made for', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.dependencies['@rspress/core']).toBe(VERSION);
    expect(pkg.scripts.postinstall).toMatch(/^node patches\/verify\.mjs && patch-package/);
  });

  it('the installed Rspress is that version, with every patched file marked', () => {
    expect(verifyRspress({ applied: true })).toBeNull();
    const files = patchFiles().flatMap((f) => patchedFiles(path.join(ROOT, 'patches', f)));
    expect(files).toContain('node_modules/@rspress/core/dist/runtime/route.js');
  });

  it('each patch says what it fixes, how a reader meets it and its test, and has its upstream write-up', () => {
    for (const f of fs.readdirSync(path.join(ROOT, 'patches')).filter((f) => f.endsWith('.patch'))) {
      const header = fs.readFileSync(path.join(ROOT, 'patches', f), 'utf8').split('\ndiff --git')[0];
      for (const part of ['The bug:', 'How a reader meets it', 'The tests that prove it:', 'Upstream: patches/upstream/']) {
        expect(header, `${f}: header part "${part}"`).toContain(part);
      }
      // The write-up to file upstream: patches/upstream/NNN-<name>.md, NNN and name as the patch's own.
      const [, number, name] = /\+(\d{3})\+([\w-]+)\.patch$/.exec(f)!;
      const upstream = `patches/upstream/${number}-${name}.md`;
      expect(header, f).toContain(`Upstream: ${upstream}`);
      expect(fs.existsSync(path.join(ROOT, upstream)), upstream).toBe(true);
    }
  });

  it('another @rspress/core version stops install (the postinstall) with a message naming both versions and what to do', () => {
    const root = fakeProject('2.0.99', true);
    const run = spawnSync(process.execPath, [path.join(root, 'patches/verify.mjs')], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`@rspress/core 2.0.99 is installed, but the patches in patches/ were made for @rspress/core ${VERSION}`);
    expect(run.stderr).toContain(`pin "@rspress/core": "${VERSION}" in package.json and run npm ci`);
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('the build stops on another version, and on an unpatched install', () => {
    const other = fakeProject('2.1.0', true);
    expect(verifyRspress({ root: other, patchDir: path.join(other, 'patches'), applied: true })).toContain('@rspress/core 2.1.0 is installed');
    const unpatched = fakeProject(VERSION, false);
    expect(verifyRspress({ root: unpatched, patchDir: path.join(unpatched, 'patches'), applied: true })).toMatch(/route\.js is not patched: run npm ci/);
    expect(verifyRspress({ root: unpatched, patchDir: path.join(unpatched, 'patches') })).toBeNull();
    for (const r of [other, unpatched]) fs.rmSync(r, { recursive: true, force: true });
  });

  it('rspress.config.ts runs the check before anything else is configured', () => {
    const config = fs.readFileSync(path.join(ROOT, 'rspress.config.ts'), 'utf8');
    // The version and patch check and every assumption of patches/internals.ts, before defineConfig.
    expect(config).toMatch(/verifyRspress\(\{ applied: true \}\), \.\.\.assumptionProblems\(\)\][\s\S]*process\.exit\(1\)[\s\S]*export default defineConfig/);
  });
});
