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

// ---- No state kept in a module -----------------------------------------------------------------
// Plugins hand data to each other through arguments and return values (the site's content object that
// rspress.config.ts makes and passes in, the output stage's return values), never through a module
// variable one fills and another reads. So no module the build loads keeps state: no top-level `let` or
// `var`, and a top-level collection is read-only (typed Readonly…, never added to, set or cleared).

const MUTATORS = /^(set|add|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)$/;

/** The module-level state of a source text, one line each ('file:line name: why'). */
export function moduleState(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const found: string[] = [];
  const topConsts = new Map<string, ts.VariableDeclaration>();
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    for (const d of list.declarations) {
      const name = d.name.getText(sf);
      if (!(list.flags & ts.NodeFlags.Const)) {
        found.push(`${where(d)} ${name}: a module-level ${list.flags & ts.NodeFlags.Let ? 'let' : 'var'}`);
        continue;
      }
      topConsts.set(name, d);
      const init = d.initializer;
      const collection = init && ts.isNewExpression(init) && /^(Map|Set|WeakMap|WeakSet|Array)$/.test(init.expression.getText(sf));
      if (collection && !/^Readonly/.test(d.type?.getText(sf) ?? '')) found.push(`${where(d)} ${name}: a module-level ${init.expression.getText(sf)} not typed Readonly…`);
    }
  }
  /** The top-level const a member chain starts from (`cache.x.y` -> cache). */
  const root = (node: ts.Expression): string | null => {
    let n: ts.Expression = node;
    while (ts.isPropertyAccessExpression(n) || ts.isElementAccessExpression(n)) n = n.expression;
    return ts.isIdentifier(n) && topConsts.has(n.text) ? n.text : null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MUTATORS.test(node.expression.name.text)) {
      const owner = root(node.expression.expression);
      if (owner) found.push(`${where(node)} ${owner}: changed (.${node.expression.name.text}) after the module loaded`);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      const target = node.left;
      if ((ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) && root(target)) found.push(`${where(node)} ${root(target)}: assigned to after the module loaded`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('no module keeps state that plugins could share', () => {
  const buildModules = ['site', 'plugins', 'patches'].flatMap(sourceFiles).filter((f) => !/\.(test|spec)\.ts$/.test(f));

  it('finds the build modules it checks', () => {
    expect(buildModules.length).toBeGreaterThan(40);
  });

  it('site/, plugins/ and patches/ keep none', () => {
    expect(buildModules.flatMap((file) => moduleState(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('names each kind of module state (the check can fail)', () => {
    const fixture = [
      'let filled = false;',
      'var old = 1;',
      'const cache = new Map<string, number>();',
      'const seen: ReadonlySet<string> = new Set();',
      "const pages = [] as string[];",
      'const handoff = { value: 0 };',
      'export function fill(v: number) {',
      "  cache.set('a', v);",
      '  pages.push(String(v));',
      '  handoff.value = v;',
      "  (seen as Set<string>).add('x');",
      '}',
      "const LABELS: ReadonlySet<string> = new Set(['a']);",
      'export const has = (k: string) => LABELS.has(k);',
    ].join('\n');
    expect(moduleState('fixture.ts', fixture)).toEqual([
      'fixture.ts:1 filled: a module-level let',
      'fixture.ts:2 old: a module-level var',
      'fixture.ts:3 cache: a module-level Map not typed Readonly…',
      'fixture.ts:8 cache: changed (.set) after the module loaded',
      'fixture.ts:9 pages: changed (.push) after the module loaded',
      'fixture.ts:10 handoff: assigned to after the module loaded',
    ]);
  });
});

/**
 * What a test file changes that the next file in its worker would see: the unit and output steps' files share a
 * module registry (isolate: false, vitest.config.ts and tests/output/vitest.config.ts), so a change to the
 * process's environment, its working directory or exit code, a global, or a module mock outlives the file.
 * vi.stubEnv / vi.stubGlobal / vi.spyOn are undone after every test (tests/support/leave-nothing.ts); these are
 * not. Read from the syntax tree, through parentheses, `as` and `!`: assignments to process.env (or a variable of
 * it), to a property of a global or of process.env, to process.exitCode or Error.stackTraceLimit; `delete` of one;
 * Object.assign / defineProperty / Reflect.set … on process.env or a global; process.chdir(); vi.mock and
 * vi.doMock. Not followed: an alias (`const env = process.env; env.X = …`).
 */
function sharedStateChanges(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const bare = (node: ts.Expression): ts.Expression => {
    let e = node;
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e)) e = e.expression;
    return e;
  };
  const is = (node: ts.Expression, name: string) => {
    const e = bare(node);
    return ts.isIdentifier(e) && e.text === name;
  };
  /** `x.name`, `x['name']`: the object and the property's name (undefined for a computed one). */
  const access = (node: ts.Expression): { object: ts.Expression; name: string | undefined } | null => {
    const e = bare(node);
    if (ts.isPropertyAccessExpression(e)) return { object: e.expression, name: e.name.text };
    if (ts.isElementAccessExpression(e)) return { object: e.expression, name: ts.isStringLiteralLike(e.argumentExpression) ? e.argumentExpression.text : undefined };
    return null;
  };
  const isProcessEnv = (node: ts.Expression) => {
    const a = access(node);
    return !!a && a.name === 'env' && is(a.object, 'process');
  };
  const isShared = (node: ts.Expression) => isProcessEnv(node) || is(node, 'globalThis') || is(node, 'global');
  const sharedTarget = (node: ts.Expression): boolean => {
    if (isProcessEnv(node)) return true;
    const a = access(node);
    if (!a) return false;
    return (
      isShared(a.object) ||
      (is(a.object, 'process') && a.name === 'exitCode') ||
      (is(a.object, 'Error') && a.name === 'stackTraceLimit')
    );
  };
  const REFLECTIVE: Record<string, string[]> = {
    Object: ['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf'],
    Reflect: ['set', 'defineProperty', 'deleteProperty', 'setPrototypeOf'],
  };
  const line = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment && sharedTarget(node.left)) {
      found.push(`${file}:${line(node)} assigns to ${node.left.getText(sf)}`);
    } else if (ts.isDeleteExpression(node) && sharedTarget(node.expression)) {
      found.push(`${file}:${line(node)} deletes ${node.expression.getText(sf)}`);
    } else if (ts.isCallExpression(node)) {
      const callee = access(node.expression);
      const first = node.arguments[0];
      if (callee && is(callee.object, 'process') && callee.name === 'chdir') {
        found.push(`${file}:${line(node)} changes the working directory`);
      } else if (callee && (is(callee.object, 'Object') || is(callee.object, 'Reflect')) && first && isShared(first) && REFLECTIVE[(bare(callee.object) as ts.Identifier).text].includes(callee.name ?? '')) {
        found.push(`${file}:${line(node)} changes ${first.getText(sf)} through ${node.expression.getText(sf)}`);
      } else if (callee && is(callee.object, 'vi') && (callee.name === 'mock' || callee.name === 'doMock')) {
        found.push(`${file}:${line(node)} mocks a module (the mock outlives the file)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The Vitest configurations of the repository: the unit step's at the root, and one per step under tests/. */
const VITEST_CONFIGS = ['vitest.config.ts', ...fs.readdirSync(path.join(ROOT, 'tests')).map((d) => path.join('tests', d, 'vitest.config.ts'))].filter((f) =>
  fs.existsSync(path.join(ROOT, f)),
);
type VitestTestOptions = { include?: string[]; isolate?: boolean; setupFiles?: string | string[] };

// The files that run in a worker shared with other files: those of every configuration with `isolate: false`,
// read from the configurations themselves. Each `include` is a folder's test files (`<folder>/**/*.test.ts`, the
// only form the configurations use: another stops this with its name); under tests/, the folder's other modules
// are the tests' own helpers and are checked too; and the setup files, which every file runs.
async function sharedWorkerFiles(): Promise<string[]> {
  const files = new Set<string>();
  for (const config of VITEST_CONFIGS) {
    const { test = {} } = ((await import(path.join(ROOT, config))) as { default: { test?: VitestTestOptions } }).default;
    if (test.isolate !== false) continue;
    for (const glob of test.include ?? []) {
      const folder = /^([\w./-]+)\/\*\*\/\*\.test\.ts$/.exec(glob)?.[1];
      if (!folder) throw new Error(`${config}: include '${glob}' is not '<folder>/**/*.test.ts'; say here which files it runs`);
      for (const file of sourceFiles(folder)) if (file.endsWith('.test.ts') || folder.startsWith('tests/')) files.add(file);
    }
    for (const setup of [test.setupFiles ?? []].flat()) files.add(path.normalize(setup));
  }
  return [...files].sort();
}

describe('a test file leaves the process as it found it (its worker runs the next file in the same modules)', async () => {
  const testFiles = await sharedWorkerFiles();

  it('finds the test files it checks, from the configurations that share workers', () => {
    expect(VITEST_CONFIGS).toEqual(expect.arrayContaining(['vitest.config.ts', path.join('tests', 'output', 'vitest.config.ts')]));
    expect(testFiles.length).toBeGreaterThan(60);
    for (const file of ['tests/output/build.ts', 'tests/support/leave-nothing.ts', 'tests/content/docs.ts', 'tests/unit/architecture.test.ts', 'theme/lib/slug.test.ts']) {
      expect(testFiles).toContain(path.normalize(file));
    }
    // tests/build/ runs each file in a fresh worker (its configuration keeps isolate on).
    expect(testFiles.filter((f) => f.startsWith(path.join('tests', 'build')))).toEqual([]);
  });

  it('none changes process.env, a global, the working directory or exit code, or mocks a module', () => {
    expect(testFiles.flatMap((file) => sharedStateChanges(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('names each kind of change (the check can fail)', () => {
    const fixture = [
      "process.env.BLOG_OUT_DIR = 'x';",
      "(process.env as Record<string, string>)['CI'] = '1';",
      'delete process.env!.CHROMIUM_PATH;',
      '(globalThis as unknown as { fetch: unknown }).fetch = () => null;',
      'global.answer = 42;',
      "process.chdir('/tmp');",
      "Object.assign(process.env, { CI: '1' });",
      "Reflect.set(globalThis, 'x', 1);",
      "(process as unknown as { env: Record<string, string> }).env.X = '1';",
      'process.exitCode = 1;',
      "vi.mock('node:fs');",
      'Error.stackTraceLimit = 0;',
      "vi.stubEnv('CI', '1');",
      'const env = { ...process.env, CI: "1" };',
      'env.CI = "0";',
      'Object.assign({}, process.env);',
      'const g = globalThis;',
    ].join('\n');
    expect(sharedStateChanges('fixture.ts', fixture)).toEqual([
      'fixture.ts:1 assigns to process.env.BLOG_OUT_DIR',
      "fixture.ts:2 assigns to (process.env as Record<string, string>)['CI']",
      'fixture.ts:3 deletes process.env!.CHROMIUM_PATH',
      'fixture.ts:4 assigns to (globalThis as unknown as { fetch: unknown }).fetch',
      'fixture.ts:5 assigns to global.answer',
      'fixture.ts:6 changes the working directory',
      'fixture.ts:7 changes process.env through Object.assign',
      'fixture.ts:8 changes globalThis through Reflect.set',
      'fixture.ts:9 assigns to (process as unknown as { env: Record<string, string> }).env.X',
      'fixture.ts:10 assigns to process.exitCode',
      'fixture.ts:11 mocks a module (the mock outlives the file)',
      'fixture.ts:12 assigns to Error.stackTraceLimit',
    ]);
  });
});
