// Stops install and build when @rspress/core is not the version the patches in this folder were
// made for, or when the patches are not applied. A patch made for one version can apply to another
// and build silently while breaking what it fixed, so a version change must be a decision:
// re-make each patch against the new version (patches/README.md) and rename it.
//   node patches/verify.mjs            the version check (npm's postinstall, before patch-package)
//   node patches/verify.mjs --applied  also checks that every patched file carries its mark (build)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const PATCH_MARK = 'free-blog patch (patches/';

/** The patch files for @rspress/core, in the order patch-package applies them ('@rspress+core+2.0.22+001+route-matcher.patch'). */
export function patchFiles(patchDir = HERE) {
  return fs.readdirSync(patchDir).filter((f) => /^@rspress\+core\+[^+]+(\+\d+\+[\w-]+)?\.patch$/.test(f)).sort();
}

/** The @rspress/core version the patch files name ('@rspress+core+2.0.22+001+route-matcher.patch' -> '2.0.22'). */
export function patchedVersion(patchDir = HERE) {
  const versions = new Set(
    patchFiles(patchDir).map((f) => /^@rspress\+core\+([^+]+)/.exec(f)[1]),
  );
  if (versions.size !== 1) throw new Error(`patches/: expected patches for exactly one @rspress/core version, found ${[...versions].join(', ') || 'none'}`);
  return [...versions][0];
}

/** The files a patch changes, relative to the project root. */
export function patchedFiles(patchFile) {
  return [...fs.readFileSync(patchFile, 'utf8').matchAll(/^\+\+\+ b\/(\S+)$/gm)].map((m) => m[1]);
}

/** null when everything is as the patches expect, otherwise the message to stop with. */
export function verifyRspress({ root = path.resolve(HERE, '..'), patchDir = HERE, applied = false } = {}) {
  const expected = patchedVersion(patchDir);
  let installed;
  try {
    installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@rspress/core/package.json'), 'utf8')).version;
  } catch {
    return '@rspress/core is not installed: run npm ci.';
  }
  if (installed !== expected) {
    return [
      `@rspress/core ${installed} is installed, but the patches in patches/ were made for @rspress/core ${expected}.`,
      `  Either pin "@rspress/core": "${expected}" in package.json and run npm ci,`,
      `  or upgrade on purpose: re-make each patch against ${installed} and rename it (patches/README.md says how).`,
    ].join('\n');
  }
  if (applied) {
    for (const file of patchFiles(patchDir).flatMap((f) => patchedFiles(path.join(patchDir, f)))) {
      const text = fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '';
      if (!text.includes(PATCH_MARK)) {
        return `${file} is not patched: run npm ci (its postinstall applies patches/ with patch-package), or npx patch-package.`;
      }
    }
  }
  return null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let problem;
  try {
    problem = verifyRspress({ applied: process.argv.includes('--applied') });
  } catch (e) {
    problem = e.message;
  }
  if (problem) {
    console.error(`\nfree-blog: ${problem}\n`);
    process.exit(1);
  }
}
