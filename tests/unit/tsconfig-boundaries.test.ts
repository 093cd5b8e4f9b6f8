// Browser-safe and Node-only code apart: theme/tsconfig.json and site/shared/tsconfig.json are
// "composite" projects, which makes the compiler reject an import of any file they do not list
// (TS6307). This shows it does: the compiler is handed each project as it is plus one probe file that
// imports a Node-only module, and must name that module; with a browser-safe import instead it must not.
// (The projects as they are pass `npm test`'s types step: tsc -p theme, tsc -p site/shared.)
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** The files outside the project that a probe file (placed in the project's folder) imports: the compiler's TS6307 errors on it. */
function outsideFiles(project: string, probe: { file: string; text: string }): string[] {
  const configPath = path.join(ROOT, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } })!;
  const host = ts.createCompilerHost(parsed.options);
  const probePath = path.join(ROOT, project, probe.file);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) => (name === probePath ? ts.createSourceFile(name, probe.text, ts.ScriptTarget.ES2022, true) : getSourceFile(name, ...rest));
  host.fileExists = (name) => name === probePath || fileExists(name);
  host.readFile = (name) => (name === probePath ? probe.text : readFile(name));
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, probePath], options: parsed.options, host });
  return program
    .getSemanticDiagnostics(program.getSourceFile(probePath))
    .filter((d) => d.code === 6307)
    .map((d) => path.relative(ROOT, ts.flattenDiagnosticMessageText(d.messageText, '\n').match(/File '([^']+)'/)?.[1] ?? ''));
}

describe('the type checker keeps Node-only code out of the browser', () => {
  it('theme/ importing site/node/ (or node:fs through it) is an error naming the module', () => {
    const probe = { file: 'probe.ts', text: "import { docsPages } from '../site/node/pages';\nexport const pages = docsPages;\n" };
    expect(outsideFiles('theme', probe)).toContain('site/node/pages.ts');
  });

  it('theme/ importing site/shared/ is fine', () => {
    const probe = { file: 'probe.ts', text: "import { normalizeRoute } from '../site/shared/routes';\nexport const r = normalizeRoute;\n" };
    expect(outsideFiles('theme', probe)).toEqual([]);
  });

  it('site/shared/ importing site/node/ is an error', () => {
    const probe = { file: 'probe.ts', text: "import { readFrontMatter } from '../node/frontmatter';\nexport const read = readFrontMatter;\n" };
    expect(outsideFiles('site/shared', probe)).toContain('site/node/frontmatter.ts');
  });
});
