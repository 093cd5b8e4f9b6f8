#!/usr/bin/env node
// npm run rspress:upgrade-report -- <version>
//
// What taking another @rspress/core would cost, on one screen, without changing anything in the project:
// that version (and its @rspress/* siblings this project uses, where the registry has them) is installed
// in a temporary folder, and the report says
//   - which patches in patches/ still apply to it, and which are no longer needed (the bug is gone);
//   - which ejected components' upstream sources changed since they were ejected;
//   - which assumptions about Rspress internals (patches/internals.ts) still hold.
// Needs the npm registry and the `patch` command. The temporary folder is removed at the end
// (--keep to keep it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const version = args.find((a) => !a.startsWith('--'));
if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
  console.error('Usage: npm run rspress:upgrade-report -- <version>   e.g. 2.0.21');
  process.exit(2);
}

const jiti = createJiti(import.meta.url);
const internals = await jiti.import(path.join(ROOT, 'patches/internals.ts'));
const { patchFiles } = await import(path.join(ROOT, 'patches/verify.mjs'));
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const current = pkg.dependencies['@rspress/core'];

const run = (cmd, argv, opts = {}) => spawnSync(cmd, argv, { encoding: 'utf8', ...opts });
const exists = (name, v) => {
  const r = run('npm', ['view', `${name}@${v}`, 'version', '--json'], { cwd: os.tmpdir() });
  return r.status === 0 && r.stdout.trim() !== '';
};

// The siblings at the same version where the registry has it; otherwise as pinned here, said so.
const siblings = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => n.startsWith('@rspress/'));
const wanted = {};
const notes = [];
for (const name of siblings) {
  if (exists(name, version)) wanted[name] = version;
  else {
    wanted[name] = pkg.dependencies[name] ?? pkg.devDependencies[name];
    notes.push(`${name} has no ${version} in the registry: kept at ${wanted[name]}`);
  }
}
if (wanted['@rspress/core'] !== version) {
  console.error(`@rspress/core ${version} is not in the npm registry.`);
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rspress-${version}-`));
fs.writeFileSync(
  path.join(dir, 'package.json'),
  JSON.stringify({ name: 'rspress-upgrade-report', private: true, dependencies: wanted, overrides: pkg.overrides ?? {} }, null, 2),
);
process.stderr.write(`Installing @rspress/core ${version} in ${dir} …\n`);
const install = run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
if (install.status !== 0) {
  console.error(`npm install failed:\n${install.stderr}`);
  process.exit(1);
}
const nodeModules = path.join(dir, 'node_modules');
const read = internals.nodeModulesReader(nodeModules);

// ---- Patches ---------------------------------------------------------------------------------------
const patchLines = [];
for (const file of patchFiles(path.join(ROOT, 'patches'))) {
  const name = file.replace(/^@rspress\+core\+[^+]+\+/, '').replace(/\.patch$/, '');
  const text = fs.readFileSync(path.join(ROOT, 'patches', file), 'utf8');
  const diff = text.slice(text.indexOf('diff --git'));
  const applies = run('patch', ['-p1', '--dry-run', '--silent', '-d', dir], { input: diff }).status === 0;
  const probe = internals.PATCH_PROBES.find((p) => p.patch === name);
  const texts = probe?.files.map(read) ?? [];
  let bug = 'no probe';
  if (probe) bug = texts.some((t) => t === null) ? 'file moved (check by hand)' : probe.bugPresent(texts) ? 'bug still there' : 'bug gone: drop the patch';
  patchLines.push(`  ${applies ? '✓ applies ' : '✗ fails   '} ${name.padEnd(30)} ${bug}`);
}

// ---- Ejected components and assumptions ------------------------------------------------------------
const findings = internals.assumptionFindings(read);
const byKind = (kind) => findings.filter((f) => f.kind === kind);
const line = (f) => `  ✗ ${f.id}: ${f.message}`;
const total = (list, n) => `${n - list.length} of ${n} hold`;
const { BROWSER_ASSUMPTIONS, DEEP_IMPORTS, EJECTED } = await jiti.import(path.join(ROOT, 'patches/theme/internals.ts'));
const build = internals.BUILD_ASSUMPTIONS.filter((a) => a.check);
const changedEjected = byKind('ejected component');

const out = [
  `Rspress upgrade report: @rspress/core ${current} → ${version}`,
  ...notes.map((n) => `  note: ${n}`),
  '',
  `Patches (${patchLines.length}):`,
  ...patchLines,
  '',
  `Ejected components: ${EJECTED.length - changedEjected.length} of ${EJECTED.length} unchanged upstream`,
  ...changedEjected.map((f) => `  ✗ ${f.id.replace(/^ejected:/, '')}: upstream source changed`),
  '',
  `Assumptions about internals: ${total(byKind('assumption'), build.length)} (build side), ${total(byKind('runtime behaviour'), BROWSER_ASSUMPTIONS.length)} (runtime), ${total(byKind('deep import'), DEEP_IMPORTS.length)} (deep imports)`,
  ...[...byKind('assumption'), ...byKind('runtime behaviour'), ...byKind('deep import')].map(line),
  `  (not checkable before a build: ${internals.BUILD_ASSUMPTIONS.filter((a) => !a.check).map((a) => a.id).join(', ')})`,
];
console.log(out.join('\n'));
if (args.includes('--keep')) console.error(`kept: ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
