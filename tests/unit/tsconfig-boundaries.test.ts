// Browser-safe and Node-only code apart: theme/tsconfig.json and site/shared/tsconfig.json are
// "composite" projects, which makes the compiler reject an import of any file they do not list
// (TS6307). This shows it does: the compiler is handed each project as it is plus one probe file that
// imports a Node-only module, and must name that module; with a browser-safe import instead it must not.
// (The projects as they are pass `npm test`'s types step: tsc -p theme, tsc -p site/shared.)
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The files outside the project that each probe file (placed in the project's folder) imports: the compiler's
 * TS6307 errors on it. The probes of one project are compiled in one program, as the project would be with them.
 */
function outsideFiles(project: string, probes: { file: string; text: string }[]): Record<string, string[]> {
  const configPath = path.join(ROOT, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } })!;
  const host = ts.createCompilerHost(parsed.options);
  const texts = new Map(probes.map((probe) => [path.join(ROOT, project, probe.file), probe.text]));
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) => (texts.has(name) ? ts.createSourceFile(name, texts.get(name)!, ts.ScriptTarget.ES2022, true) : getSourceFile(name, ...rest));
  host.fileExists = (name) => texts.has(name) || fileExists(name);
  host.readFile = (name) => texts.get(name) ?? readFile(name);
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...texts.keys()], options: parsed.options, host });
  return Object.fromEntries(
    probes.map((probe) => [
      probe.file,
      program
        .getSemanticDiagnostics(program.getSourceFile(path.join(ROOT, project, probe.file)))
        .filter((d) => d.code === 6307)
        .map((d) => path.relative(ROOT, ts.flattenDiagnosticMessageText(d.messageText, '\n').match(/File '([^']+)'/)?.[1] ?? '')),
    ]),
  );
}

describe('the type checker keeps Node-only code out of the browser', () => {
  // One program for theme/'s two probes (a compile of theme/ is most of this file's time).
  const theme = () =>
    (themeResult ??= outsideFiles('theme', [
      { file: 'probe-node.ts', text: "import { docsPages } from '../site/node/pages';\nexport const pages = docsPages;\n" },
      { file: 'probe-shared.ts', text: "import { normalizeRoute } from '../site/shared/routes';\nexport const r = normalizeRoute;\n" },
    ]));
  let themeResult: Record<string, string[]> | undefined;

  it('theme/ importing site/node/ (or node:fs through it) is an error naming the module', () => {
    expect(theme()['probe-node.ts']).toContain('site/node/pages.ts');
  });

  it('theme/ importing site/shared/ is fine', () => {
    expect(theme()['probe-shared.ts']).toEqual([]);
  });

  it('site/shared/ importing site/node/ is an error', () => {
    const probe = { file: 'probe.ts', text: "import { readFrontMatter } from '../node/frontmatter';\nexport const read = readFrontMatter;\n" };
    expect(outsideFiles('site/shared', [probe])['probe.ts']).toContain('site/node/frontmatter.ts');
  });
});
