// The import rules of ARCHITECTURE.md, checked on every source file. Imports are read by the
// TypeScript compiler's own pre-processor (ts.preProcessFile), not by pattern matching.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

/** Every module a file imports, re-exports or dynamically imports, as written. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

/** The top folder ('theme', 'plugins', 'site', …) and, under plugins/, the plugin a relative import lands in. */
function landsIn(file: string, spec: string): { top: string; plugin?: string } | null {
  if (!spec.startsWith('.')) return null;
  const [top, second] = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)).split(path.sep);
  return { top, plugin: top === 'plugins' ? second : undefined };
}

const layers = ['theme', 'plugins', 'site'].map((top) => ({ top, files: sourceFiles(top) }));

describe('import direction: theme/ and plugins/ both build on site/, never on each other', () => {
  it('finds the source files it checks', () => {
    for (const { top, files } of layers) expect(files.length, top).toBeGreaterThan(3);
  });

  const forbidden: Record<string, string[]> = { theme: ['plugins'], plugins: ['theme'], site: ['theme', 'plugins'] };
  for (const { top, files } of layers) {
    it(`${top}/ imports nothing from ${forbidden[top].join(' or ')}/`, () => {
      const bad = files.flatMap((file) =>
        importsOf(file)
          .filter((spec) => forbidden[top].includes(landsIn(file, spec)?.top ?? ''))
          .map((spec) => `${file} imports ${spec}`),
      );
      expect(bad).toEqual([]);
    });
  }

  it('a plugin imports no other plugin', () => {
    const bad = layers[1].files.flatMap((file) => {
      const own = file.split(path.sep)[1];
      return importsOf(file)
        .filter((spec) => {
          const target = landsIn(file, spec);
          return target?.top === 'plugins' && target.plugin !== own;
        })
        .map((spec) => `${file} imports ${spec}`);
    });
    expect(bad).toEqual([]);
  });

  it('Rspress internals (@rspress/*/dist) are imported only under patches/', () => {
    const everywhere = ['theme', 'plugins', 'site', 'tests', 'scripts', 'bench']
      .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
      .flatMap(sourceFiles)
      .concat(['rspress.config.ts']);
    const bad = everywhere.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^@rspress\/[^/]+\/dist(\/|$)/.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(bad).toEqual([]);
    // …and the one place that does is still there, so this rule cannot pass by looking nowhere.
    expect(sourceFiles('patches').flatMap(importsOf).some((spec) => spec.startsWith('@rspress/core/dist'))).toBe(true);
  });
});
