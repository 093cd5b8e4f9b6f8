// Tests of the sample checker (scripts/check-samples.mjs, scripts/samples/*.mjs).
// Pure functions first; then end-to-end runs of the CLI on tests/fixtures/samples/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareOutput, javaFileName, javaMainClass, javaPackage, normalizeLines, outputLines, parseFences,
  parseGitSession, parseMeta, planChecks, resolveSampleFile, rustHasMain, unifiedDiff,
} from '../../scripts/samples/parse.mjs';
import { findPostgres, gitSessionScript, javacServer, missingTools, normalizePgDump } from '../../scripts/samples/run.mjs';

const ROOT = path.resolve(__dirname, '../..');
const CLI = path.join(ROOT, 'scripts/check-samples.mjs');
const FIX = 'tests/fixtures/samples';

describe('parseMeta', () => {
  it('reads flags, key=value and quoted values', () => {
    expect(parseMeta('compile_fail=E0382')).toEqual({ compile_fail: 'E0382' });
    expect(parseMeta('illustrative')).toEqual({ illustrative: true });
    expect(parseMeta(`title="src/main.rs" args="needle poem.txt" release`)).toEqual({
      title: 'src/main.rs', args: 'needle poem.txt', release: true,
    });
    expect(parseMeta(`jvm='-Xmx32m -Xss1m'  output=shape`)).toEqual({ jvm: '-Xmx32m -Xss1m', output: 'shape' });
    expect(parseMeta('file="<root>/samples/rust/minigrep/src/main.rs"')).toEqual({ file: '<root>/samples/rust/minigrep/src/main.rs' });
    expect(parseMeta('repeatable=sqlite,postgres {1,3}')).toEqual({ repeatable: 'sqlite,postgres', '{1,3}': true });
    expect(parseMeta('')).toEqual({});
  });
});

describe('parseFences', () => {
  it('finds backtick and tilde fences with language, meta and line', () => {
    const md = ['# T', '', '```rust title="a.rs"', 'fn main() {}', '```', '', '~~~text output', 'hi', '~~~'].join('\n');
    const b = parseFences(md);
    expect(b).toHaveLength(2);
    expect(b[0]).toMatchObject({ lang: 'rust', meta: 'title="a.rs"', attrs: { title: 'a.rs' }, content: 'fn main() {}\n', line: 3, endLine: 5 });
    expect(b[1]).toMatchObject({ lang: 'text', attrs: { output: true }, content: 'hi\n', line: 7 });
  });

  it('treats fences inside a longer fence as content', () => {
    const md = ['````md', '```rust', 'fn main() {}', '```', '````', '```bash', 'ls', '```'].join('\n');
    const b = parseFences(md);
    expect(b.map((x) => x.lang)).toEqual(['md', 'bash']);
    expect(b[0].content).toBe('```rust\nfn main() {}\n```\n');
    // a ~~~ line does not close a ``` fence, and a shorter fence does not close a longer one
    const c = parseFences(['```text', '~~~', '```', 'x'].join('\n'));
    expect(c[0].content).toBe('~~~\n');
  });

  it('handles indented fences (lists, containers), empty blocks and unclosed fences', () => {
    const md = ['1. step', '   ```rust', '   fn main() {', '       println!("x");', '   }', '   ```', '```rust file="<root>/x"', '```', '```java'].join('\n');
    const b = parseFences(md);
    expect(b[0].content).toBe('fn main() {\n    println!("x");\n}\n');
    expect(b[1]).toMatchObject({ content: '', attrs: { file: '<root>/x' } });
    expect(b[2]).toMatchObject({ lang: 'java', endLine: null });
  });

  it('ignores inline code that looks like a fence', () => {
    expect(parseFences('```rust` is inline\n')).toEqual([]);
  });
});

describe('output comparison', () => {
  it('ignores trailing whitespace and trailing blank lines, normalises CRLF', () => {
    expect(normalizeLines('a  \r\nb\t\n\n\n')).toEqual(['a', 'b']);
    expect(compareOutput('a\nb\n', 'a   \nb\n\n').ok).toBe(true);
    expect(compareOutput('a\n\nb', 'a\nb').ok).toBe(false);
    expect(compareOutput(' a', 'a').ok).toBe(false);
  });

  it('ignores the thread id of Rust panics on both sides', () => {
    const shown = "thread 'main' (11500) panicked at src/main.rs:2:5:\nboom";
    expect(compareOutput(shown, "thread 'main' (42) panicked at src/main.rs:2:5:\nboom").ok).toBe(true);
    expect(compareOutput(shown, "thread 'main' (42) panicked at src/main.rs:3:5:\nboom").ok).toBe(false);
    expect(outputLines("thread '<unnamed>' (7) panicked at x")).toEqual(["thread '<unnamed>' (N) panicked at x"]);
  });

  it('output=sorted compares lines as a set; output=shape also ignores digits', () => {
    expect(compareOutput('b\na\n', 'a\nb\n', 'sorted').ok).toBe(true);
    expect(compareOutput('b\na\n', 'a\nb\n').ok).toBe(false);
    expect(compareOutput('a\n', 'a\na\n', 'sorted').ok).toBe(false);
    expect(compareOutput('ThreadId(2) took 15ms\nok', 'ok\nThreadId(13) took 7ms', 'shape').ok).toBe(true);
    expect(compareOutput('took 15ms', 'took 15s', 'shape').ok).toBe(false);
    expect(compareOutput('1.5', '22', 'shape').ok).toBe(false); // N.N vs N
  });

  it('produces a short unified-style diff', () => {
    const { ok, diff } = compareOutput('x = 1\ny = 2\nz = 3\n', 'x = 1\ny = 5\nz = 3\n');
    expect(ok).toBe(false);
    expect(diff).toContain('--- expected (article)');
    expect(diff).toContain('+++ actual');
    expect(diff).toMatch(/-y = 2\n\+y = 5/);
    const long = unifiedDiff(Array.from({ length: 100 }, (_, i) => `a${i}`), Array.from({ length: 100 }, (_, i) => `b${i}`));
    expect(long).toMatch(/more diff lines/);
  });
});

describe('parseGitSession', () => {
  it('splits commands and expected output, joins continuation lines', () => {
    const s = parseGitSession(['$ git init -q', '$ git status --short', ' M a.txt', '?? b.txt', '', '$ git commit -m "x" \\', '    -q', '$ echo done', 'done', ''].join('\n'));
    expect(s.errors).toEqual([]);
    expect(s.commands).toEqual([
      { cmd: 'git init -q', expected: '', line: 0 },
      { cmd: 'git status --short', expected: ' M a.txt\n?? b.txt\n', line: 1 },
      { cmd: 'git commit -m "x" \\\n    -q', expected: '', line: 5 },
      { cmd: 'echo done', expected: 'done', line: 7 },
    ]);
  });

  it('reports text before the first command and blocks without commands', () => {
    expect(parseGitSession('git status\n$ ls\n').errors[0]).toMatch(/before the first/);
    expect(parseGitSession('just text\n').errors).toContain('no "$ " command in the block');
  });

  it('builds one bash script with one output file per command', () => {
    const script = gitSessionScript([{ cmd: 'cd demo', expected: '', line: 0 }, { cmd: "echo 'x'", expected: 'x', line: 1 }], '/tmp/o');
    expect(script).toContain("{ cd demo\n} </dev/null >'/tmp/o/0' 2>&1");
    expect(script).toContain("{ echo 'x'\n} </dev/null >'/tmp/o/1' 2>&1");
  });
});

describe('language helpers', () => {
  it('tells Rust programs from libraries', () => {
    expect(rustHasMain('fn main() {}')).toBe(true);
    expect(rustHasMain('pub fn main_loop() {}\n// fn main()\n')).toBe(false);
    expect(rustHasMain('async fn main() {}')).toBe(true);
  });

  it('finds the Java file name, package and main class', () => {
    const src = 'package a.b;\n// public class Fake {}\nclass Helper { String s = "class Str {"; }\npublic final class Demo {\n  static class Inner {}\n}\nclass Runner { public static void main(String[] a) {} }\n';
    expect(javaPackage(src)).toBe('a.b');
    expect(javaFileName(src, undefined)).toBe('Demo.java');
    expect(javaFileName(src, 'src/main/java/a/b/Other.java')).toBe('Other.java');
    expect(javaMainClass(src)).toBe('a.b.Runner');
    expect(javaFileName('record Point(int x, int y) {}', undefined)).toBe('Point.java');
    expect(javaMainClass('class A {}')).toBe(null);
  });

  it('normalises pg_dump output (comments, restrict keys, sequence positions, row order)', () => {
    const dump = (rows: string[], seq: number) => ['--', '-- PostgreSQL database dump', '\\restrict abc', 'SET x = 1;', 'COPY public.t (k) FROM stdin;', ...rows, '\\.', `SELECT pg_catalog.setval('public.t_id_seq', ${seq}, true);`, '\\unrestrict abc'].join('\n');
    expect(normalizePgDump(dump(['a', 'b'], 2))).toBe(normalizePgDump(dump(['b', 'a'], 4)));
    expect(normalizePgDump(dump(['a'], 2))).not.toBe(normalizePgDump(dump(['a', 'a'], 2)));
  });
});

describe('planChecks', () => {
  const plan = (text: string, file = 'docs/a.md') => planChecks([{ file, text }], { root: '/r', docsDir: '/r/docs' });

  it('attaches output blocks to the nearest runnable block above, skipping illustrative and compile_fail', () => {
    const md = [
      '```rust', 'fn main() { println!("1"); }', '```',
      '```rust compile_fail=E0382', 'fn main() {}', '```',
      '```rust illustrative', 'fn main() {}', '```',
      '```bash', 'cargo run', '```',
      '```text output', '1', '```',
      '```java', 'class A { public static void main(String[] a) {} }', '```',
      '```text output=sorted', '```',
    ].join('\n');
    const { checks, jobs } = plan(md);
    expect(checks.map((c: any) => [c.line, c.kind])).toEqual([
      [1, 'rust'], [4, 'rust compile_fail'], [7, 'rust illustrative'], [13, 'output'], [16, 'java'], [19, 'output=sorted'],
    ]);
    expect(checks[3].program.line).toBe(1);
    expect(checks[5].program.line).toBe(16);
    expect(checks[5].mode).toBe('sorted');
    expect(checks[2].verdict).toBe('skip');
    expect(jobs.map((j: any) => j.type)).toEqual(['rust', 'rust', 'java']);
  });

  it('fails an output block with nothing to run, and unknown modes or engines', () => {
    const { checks } = plan('```text output\nx\n```\n```rust\nfn main(){}\n```\n```text output=fuzzy\n```\n```sql repeatable=mysql\n```\n```rust compile_fail\n```\n');
    expect(checks[0]).toMatchObject({ verdict: 'fail', message: expect.stringMatching(/no runnable/) });
    expect(checks[2]).toMatchObject({ verdict: 'fail', message: expect.stringMatching(/unknown output mode/) });
    expect(checks[3]).toMatchObject({ verdict: 'fail', message: expect.stringMatching(/unknown SQL engine/) });
    expect(checks[4]).toMatchObject({ verdict: 'fail', message: expect.stringMatching(/needs the expected error code/) });
  });

  it('does not carry a runnable block over to the next file', () => {
    const { checks } = planChecks([{ file: 'a.md', text: '```rust\nfn main(){}\n```\n' }, { file: 'b.md', text: '```text output\n```\n' }], { root: '/r', docsDir: '/r/docs' });
    expect(checks[1].verdict).toBe('fail');
  });

  it('plans one job per SQL engine, one per git session, and ignores plain fences', () => {
    const { checks, jobs } = plan('```sql repeatable=sqlite,postgres\nSELECT 1;\n```\n```sql error=postgres\nx\n```\n```bash git-session\n$ git init -q\n```\n```bash\nls\n```\n```sql\nSELECT 1;\n```\n```text\nplain\n```\n');
    expect(checks.map((c: any) => c.kind)).toEqual(['sql repeatable=sqlite', 'sql repeatable=postgres', 'sql error=postgres', 'git-session']);
    expect(jobs.map((j: any) => `${j.type}:${j.tool}`)).toEqual(['sql:sqlite', 'sql:postgres', 'sql:postgres', 'git:git']);
  });

  it('groups file= blocks by sample project and adds one cargo test per Rust project', () => {
    const md = [
      '```rust file="<root>/samples/rust/minigrep/src/lib.rs"', '```',
      '```rust file="<root>/samples/rust/minigrep/src/main.rs" args="to poem.txt"', '```',
      '```text output', 'x', '```',
      '```java file="<root>/samples/java/spi/src/Main.java"', '```',
      '```rust file="<root>/elsewhere/main.rs"', '```',
    ].join('\n');
    const { checks, jobs } = plan(md);
    expect(jobs.map((j: any) => [j.type, j.project])).toEqual([['cargo', '/r/samples/rust/minigrep'], ['java-project', '/r/samples/java/spi']]);
    expect(checks.map((c: any) => c.kind)).toEqual(['cargo test', 'rust file', 'rust file', 'output', 'java file', 'rust file']);
    expect(checks[3].program.sampleFile).toBe('/r/samples/rust/minigrep/src/main.rs');
    expect(checks[5]).toMatchObject({ verdict: 'fail', message: expect.stringMatching(/not inside/) });
  });

  it('resolves file= paths the way Rspress does', () => {
    const o = { root: '/r', docFile: '/r/docs/rust/case/x.md', docsDir: '/r/docs', lang: 'rust' };
    expect(resolveSampleFile('<root>/samples/rust/a/src/main.rs', o)).toMatchObject({ project: '/r/samples/rust/a', name: 'a', rel: 'src/main.rs' });
    expect(resolveSampleFile('../../../samples/rust/b/src/lib.rs', o)).toMatchObject({ project: '/r/samples/rust/b' });
    expect(resolveSampleFile('samples/rust/a/src/main.rs', o).error).toMatch(/must start with/);
    expect(resolveSampleFile('<root>/samples/rust/../java/a/x.rs', o).error).toMatch(/not inside/);
  });
});

// ---------------------------------------------------------------------------------------------
// End to end: the CLI on fixture Markdown

type Run = { code: number | null; stdout: string; stderr: string };
function cli(args: string[], env: Record<string, string | undefined> = {}): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SAMPLES_REQUIRE_ALL: undefined, ...env }, timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// The toolchains the end-to-end cases run, and what is missing of each here, with how to install it
// (the checker's own words where it has them). On a developer machine a case whose tool is missing is
// skipped with a warning; in CI (process.env.CI set) it fails, naming the tool: CI must run every sample
// (the checker itself runs there with SAMPLES_REQUIRE_ALL=1).
type Tool = 'rustc' | 'cargo' | 'java' | 'sqlite' | 'git' | 'postgres';
const pg = findPostgres();
const missing: Partial<Record<Tool, string>> = missingTools(new Set<Tool>(['rustc', 'cargo', 'java', 'sqlite', 'git', 'postgres']), pg);
if (missing.git) missing.git += ' (install git and bash: apt-get install git bash)';
const IN_CI = !!process.env.CI;

/** `it` for a case that needs `tools`: as is when they are here; else skipped with a warning, or in CI a failure. */
function needs(...tools: Tool[]): (name: string, fn: () => void) => void {
  const lacking = tools.filter((t) => missing[t]);
  if (lacking.length === 0) return it;
  const why = lacking.map((t) => missing[t]).join('; ');
  if (!IN_CI) {
    return (name, fn) => {
      console.warn(`check-samples e2e: skipping "${name}": ${why}`);
      it.skip(name, fn);
    };
  }
  return (name) =>
    it(`${name} — MISSING ${lacking.join(', ')}`, () => {
      throw new Error(`CI runs every sample, but this machine lacks what "${name}" needs: ${why}`);
    });
}

describe('check-samples CLI: passing fixtures', () => {
  let pass: Run;
  beforeAll(() => { pass = cli(['--list', '--no-cache', `${FIX}/pass`]); });

  it('exits 0 and prints the summary line', () => {
    expect(pass.stdout + pass.stderr).not.toMatch(/^FAIL /m);
    expect(pass.code).toBe(0);
    expect(pass.stdout).toMatch(/^samples: \d+ passed, 0 failed, \d+ skipped$/m);
  });

  const verdict = (loc: string) => new RegExp(`^${FIX}/pass/${loc.replace('.', '\\.')}  .*  (pass|skipped.*)$`, 'm');
  needs('rustc')('rust: output, library, panic with args, release, compile_fail, shape [requires rustc]', () => {
    for (const loc of ['rust.md:5', 'rust.md:17', 'rust.md:24', 'rust.md:30', 'rust.md:40', 'rust.md:50', 'rust.md:57', 'rust.md:63', 'rust.md:81', 'rust.md:91']) {
      expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/${loc.replace('.', '\\.')}  .*  pass$`, 'm'));
    }
  });
  it('rust illustrative block that would not compile is skipped', () => {
    expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/rust\\.md:73  rust illustrative  skipped`, 'm'));
  });
  needs('java')('java: output, jvm options, non-public main class [requires JDK]', () => {
    for (const loc of ['java.md:3', 'java.md:16', 'java.md:23', 'java.md:32']) expect(pass.stdout).toMatch(verdict(loc));
  });
  needs('git')('git-session passes [requires git]', () => {
    expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/git\\.md:3  git-session  pass$`, 'm'));
  });
  needs('sqlite')('sqlite repeatable and error blocks pass [requires sqlite3]', () => {
    expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/sql\\.md:3  sql repeatable=sqlite  pass$`, 'm'));
    expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/sql\\.md:9  sql error=sqlite  pass$`, 'm'));
  });
  needs('postgres')('postgres repeatable (sequence advanced by ON CONFLICT) and error blocks pass [requires PostgreSQL]', () => {
    expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/postgres\\.md:3  sql repeatable=postgres  pass$`, 'm'));
    expect(pass.stdout).toMatch(new RegExp(`^${FIX}/pass/postgres\\.md:9  sql error=postgres  pass$`, 'm'));
  });
});

describe('check-samples CLI: failing fixtures', () => {
  let fail: Run;
  beforeAll(() => { fail = cli(['--no-cache', `${FIX}/fail`]); });
  const failLine = (loc: string) => fail.stdout.split('\n').find((l) => l.startsWith(`FAIL ${FIX}/fail/${loc} `)) ?? '';

  it('exits 1 with a summary', () => {
    expect(fail.code).toBe(1);
    expect(fail.stdout).toMatch(/^samples: \d+ passed, [1-9]\d* failed, \d+ skipped$/m);
  });
  it('an output block without a program above fails', () => {
    expect(failLine('rust-output-no-program.md:7')).toMatch(/no runnable/);
  });
  needs('rustc')('rust: compile error, wrong output, wrong or missing compile_fail code, wrong shape [requires rustc]', () => {
    expect(failLine('rust-compile-error.md:3')).toMatch(/rustc failed to compile/);
    expect(fail.stdout).toContain('error[E0308]: mismatched types');
    expect(failLine('rust-wrong-output.md:9')).toMatch(/output differs from what the program of .*rust-wrong-output\.md:3 printed/);
    expect(fail.stdout).toMatch(/-1 \+ 1 = 3\n\s+\+1 \+ 1 = 2/);
    expect(failLine('rust-compile-fail-wrong-code.md:5')).toMatch(/expected compile_fail=E0499, but rustc reported error\[E0382\]/);
    expect(failLine('rust-compile-fail-compiles.md:3')).toMatch(/but it compiled/);
    expect(failLine('shape-wrong.md:9')).toMatch(/output=shape/);
  });
  needs('java')('java: wrong output fails [requires JDK]', () => {
    expect(failLine('java-wrong-output.md:11')).toMatch(/output differs/);
    expect(fail.stdout).toMatch(/-i = 3\n\s+\+i = 2/);
  });
  needs('java')("java: a compile error fails with javac's message, naming the file as in the sample's folder; its output block is not run [requires JDK]", () => {
    expect(failLine('java-compile-error.md:3')).toMatch(/javac failed to compile it as Typo\.java \(exit status 1\)/);
    expect(fail.stdout).toMatch(/^\s+src\/Typo\.java:3: error: incompatible types: String cannot be converted to int$/m);
    expect(failLine('java-compile-error.md:12')).toMatch(/not run: the program at .*java-compile-error\.md:3 does not compile/);
  });
  needs('git')('git-session: wrong expectation fails and names the command [requires git]', () => {
    expect(failLine('git-wrong.md:3')).toMatch(/line 6: output of `git status --short` differs/);
  });
  needs('sqlite')('sqlite: not repeatable (second run fails, or data doubles) and error= that succeeds [requires sqlite3]', () => {
    expect(failLine('sqlite-not-repeatable.md:3')).toMatch(/second run failed/);
    expect(fail.stdout).toContain('table config already exists');
    expect(failLine('sqlite-duplicates.md:3')).toMatch(/schema or data differ/);
    expect(failLine('sqlite-error-passes.md:3')).toMatch(/expected the script to fail/);
  });
  needs('postgres')('postgres: not repeatable fails [requires PostgreSQL]', () => {
    expect(failLine('postgres-not-repeatable.md:3')).toMatch(/second run failed/);
    expect(fail.stdout).toContain('relation "config" already exists');
  });
});

describe('javac kept running (javacServer)', () => {
  needs('java')('compiles several files at once in one JVM; a compile that times out ends it, and the next starts another [requires JDK]', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'javac-server-'));
    const source = (name: string, body: string) => {
      fs.writeFileSync(path.join(dir, `${name}.java`), `public class ${name} { ${body} }`);
      return ['--release', '17', '-d', path.join(dir, 'classes'), path.join(dir, `${name}.java`)];
    };
    const javac = javacServer();
    try {
      const [a, b] = await Promise.all([javac.compile(source('A', 'int x = 1;')), javac.compile(source('B', 'int y = "no";'))]);
      expect(a).toMatchObject({ code: 0, timedOut: false });
      expect(fs.existsSync(path.join(dir, 'classes', 'A.class'))).toBe(true);
      expect(b.code).toBe(1);
      expect(b.stderr).toMatch(/B\.java:1: error: incompatible types: String cannot be converted to int/);
      // 1 ms is over before the JVM has even started: the compile is given up and the JVM ended.
      expect(await javac.compile(source('C', ''), { timeout: 1 })).toMatchObject({ code: null, timedOut: true });
      expect(await javac.compile(source('D', ''))).toMatchObject({ code: 0, timedOut: false });
    } finally {
      javac.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('check-samples CLI: sample projects, cache, missing tools', () => {
  needs('cargo', 'java')('builds file= projects (cargo build + test, javac with resources) and runs them [requires cargo and JDK]', () => {
    const r = cli(['--list', '--no-cache', '--root', `${FIX}/project`]);
    expect(r.stdout).toMatch(/^samples: 7 passed, 0 failed, 0 skipped$/m);
    expect(r.stdout).toMatch(/projects\.md:3  cargo test  pass/);
    expect(r.code).toBe(0);
  });

  needs('git')('a second run takes unchanged results from the cache [requires git]', () => {
    const file = `${FIX}/pass/git.md`;
    cli([file]);
    const r = cli([file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/1 checks, 1 from cache/);
  });

  it('skips blocks whose tools are missing, unless SAMPLES_REQUIRE_ALL=1', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-tools-'));
    try {
      const r = cli(['--no-cache', `${FIX}/pass/java.md`], { PATH: empty });
      expect(r.stdout).toMatch(/^SKIPPED 4 java blocks: javac and java not found on PATH \(install a JDK 17\)$/m);
      expect(r.stdout).toMatch(/^samples: 0 passed, 0 failed, 5 skipped$/m);
      expect(r.code).toBe(0);
      const strict = cli(['--no-cache', `${FIX}/pass/java.md`], { PATH: empty, SAMPLES_REQUIRE_ALL: '1' });
      expect(strict.stdout).toMatch(/^samples: 0 passed, 4 failed, 1 skipped$/m);
      expect(strict.code).toBe(1);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('prints usage on an unknown option', () => {
    const r = cli(['--nope']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Usage:/);
  });
});
