import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isArticle, listPageFiles, readPage } from './docs';

// Every technical article opens with a '> 本文环境：…' line, and the versions it names for its
// runnable samples are the ones the sample checker really runs them with.
const articles = listPageFiles()
  .map(readPage)
  .filter((p) => isArticle(p) && p.route !== '/hello');

function version(cmd: string, args: string[], re: RegExp): string | null {
  try {
    const out = execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return re.exec(out)?.[1] ?? null;
  } catch (e) {
    const err = e as { stderr?: string; stdout?: string };
    return re.exec(`${err.stdout ?? ''}${err.stderr ?? ''}`)?.[1] ?? null;
  }
}
const rustc = version('rustc', ['--version'], /rustc (\d+\.\d+)/);
const javac = version('javac', ['-version'], /javac (\d+)/);

const runnable = (body: string, lang: string) =>
  new RegExp(`^\\s*\`\`\`${lang}(?![^\\n]*\\b(illustrative|compile_fail)\\b)`, 'm').test(body);

describe.each(articles.map((p) => [p.route, p] as const))('%s', (_route, page) => {
  const envLine = /^> 本文环境：(.+)$/m.exec(page.body)?.[1];

  it('states its environment near the top', () => {
    expect(envLine, 'a "> 本文环境：…" line').toBeTruthy();
    const lineNo = page.body.split('\n').findIndex((l) => l.startsWith('> 本文环境：'));
    expect(lineNo).toBeLessThan(12);
  });

  it.skipIf(!rustc || !runnable(page.body, 'rust'))(`names the Rust the samples run on (rustc ${rustc})`, () => {
    expect(envLine).toContain(`Rust ${rustc}`);
  });

  it.skipIf(!javac || !runnable(page.body, 'java'))(`names the JDK the samples run on (javac ${javac})`, () => {
    expect(envLine).toMatch(new RegExp(`JDK ${javac}\\b`));
  });
});
