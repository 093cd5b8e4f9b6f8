// Side-effecting parts of the sample checker: child processes, temp dirs, the PostgreSQL cluster,
// and one runner per job type of planChecks() (scripts/samples/parse.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareOutput, javaFileName, javaMainClass, javaPackage, normalizeLines, rustHasMain,
} from './parse.mjs';

export const RUN_TIMEOUT_MS = 20_000;
const BUILD_TIMEOUT_MS = 300_000;
const MAX_OUTPUT = 4 * 1024 * 1024;

/** Environment for programs under test: no backtraces, no JVM banners, a UTF-8 C locale. */
export function childEnv(extra = {}) {
  const env = { ...process.env };
  for (const k of ['RUST_BACKTRACE', 'RUST_LIB_BACKTRACE', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'LANGUAGE', 'CARGO_TARGET_DIR', 'RUSTFLAGS', 'CLICOLOR_FORCE', 'PGSERVICE']) delete env[k];
  env.LC_ALL = 'C.UTF-8';
  env.LANG = 'C.UTF-8';
  return { ...env, ...extra };
}

/**
 * Runs a command; never throws. Kills the whole process group on timeout.
 * @returns {Promise<{code: number|null, signal: string|null, stdout: string, stderr: string, timedOut: boolean, error?: string}>}
 */
export function run(cmd, args, { cwd, env, input, timeout = RUN_TIMEOUT_MS } = {}) {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(cmd, args, { cwd, env: env ?? childEnv(), stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    } catch (e) {
      resolve({ code: null, signal: null, stdout: '', stderr: '', timedOut: false, error: String(e.message ?? e) });
      return;
    }
    running.add(child);
    const out = [], err = [];
    let size = 0, timedOut = false;
    const take = (arr) => (d) => { if (size < MAX_OUTPUT) { arr.push(d); size += d.length; } };
    child.stdout.on('data', take(out));
    child.stderr.on('data', take(err));
    const timer = setTimeout(() => { timedOut = true; killGroup(child); }, timeout);
    child.on('error', (e) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: null, signal: null, stdout: '', stderr: '', timedOut: false, error: String(e.message ?? e) });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), timedOut });
    });
    child.stdin.on('error', () => {});
    if (input !== undefined) child.stdin.end(input); else child.stdin.end();
  });
}

/**
 * javac for a whole run, in one JVM: JavacServer.java (its protocol is there), started by the first compile
 * and ended by close(). A javac command took 1.7 CPU-seconds here for one small file, most of it a JVM
 * starting and warming up; in the running JVM a compile takes 0.03-0.2 s. It is the JDK's own compiler
 * (javax.tools) of the JDK the `javac` on PATH belongs to, given the same arguments, and it answers as run()
 * does: javac's exit status, and what it printed (in stderr). A compile that times out ends the JVM; the next
 * compile starts another. A JVM that ends while compiling answers its compiles with how it ended and what it
 * printed.
 */
export function javacServer() {
  let jvm = null; // { child, pending: Map<id, resolve> }
  let nextId = 0;
  const javaOfJavac = () => {
    const javac = which('javac');
    const beside = javac ? path.join(path.dirname(fs.realpathSync(javac)), 'java') : null;
    return beside && isExec(beside) ? beside : 'java';
  };
  const start = () => {
    const child = spawn(javaOfJavac(), [path.join(path.dirname(fileURLToPath(import.meta.url)), 'JavacServer.java')], {
      env: childEnv(), stdio: ['pipe', 'pipe', 'pipe'], detached: true,
    });
    const self = { child, pending: new Map() };
    running.add(child);
    let lines = '', printed = '', ended = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => {
      lines += d;
      for (let nl = lines.indexOf('\n'); nl !== -1; nl = lines.indexOf('\n')) {
        const [id, status, text] = lines.slice(0, nl).split('\t');
        lines = lines.slice(nl + 1);
        self.pending.get(id)?.({ code: Number(status), signal: null, stdout: '', stderr: Buffer.from(text ?? '', 'base64').toString('utf8'), timedOut: false });
        self.pending.delete(id);
      }
    });
    child.stderr.on('data', (d) => { if (printed.length < MAX_OUTPUT) printed += d; });
    const end = (outcome) => {
      if (ended) return;
      ended = true;
      running.delete(child);
      if (jvm === self) jvm = null;
      for (const resolve of self.pending.values()) resolve({ stdout: '', stderr: printed, timedOut: false, ...outcome });
      self.pending.clear();
    };
    child.on('error', (e) => end({ code: null, signal: null, error: String(e.message ?? e) }));
    child.on('close', (code, signal) => end({ code, signal }));
    child.stdin.on('error', () => {});
    return self;
  };
  return {
    /** javac with these arguments (paths absolute: the JVM has one working directory for every compile). */
    compile(args, { timeout = BUILD_TIMEOUT_MS } = {}) {
      jvm ??= start();
      const { child, pending } = jvm;
      const id = String(++nextId);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          if (jvm?.child === child) jvm = null; // the next compile starts another JVM
          killGroup(child);
          resolve({ code: null, signal: null, stdout: '', stderr: '', timedOut: true });
        }, timeout);
        pending.set(id, (r) => { clearTimeout(timer); resolve(r); });
        child.stdin.write(`${[id, ...args].join('\t')}\n`);
      });
    },
    /** Ends the JVM once its compiles are done (end of input). */
    close() { jvm?.child.stdin.end(); },
  };
}

const running = new Set();
function killGroup(child) {
  try { process.kill(-child.pid, 'SIGKILL'); } catch { try { child.kill('SIGKILL'); } catch { /* gone */ } }
}
export function killAll() { for (const c of running) killGroup(c); }

/** Absolute path of an executable on PATH, or null. */
export function which(name) {
  if (name.includes('/')) return isExec(name) ? name : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, name);
    if (isExec(p)) return p;
  }
  return null;
}
function isExec(p) {
  try { fs.accessSync(p, fs.constants.X_OK); return fs.statSync(p).isFile(); } catch { return false; }
}

export const sha = (...parts) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Hash of every file of a sample project (without build output), for the result cache. */
export function hashTree(dir) {
  const h = createHash('sha256');
  const walk = (d, rel) => {
    let entries;
    try { entries = fs.readdirSync(d, { withFileTypes: true }); } catch { h.update(`missing ${rel}`); return; }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      if (e.name === 'target' || e.name === 'out' || e.name === 'build' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name), r = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(p, r);
      else if (e.isFile()) { h.update(r); h.update('\0'); h.update(fs.readFileSync(p)); h.update('\0'); }
    }
  };
  walk(dir, '');
  return h.digest('hex');
}

function tail(text, n = 25) {
  const lines = normalizeLines(text);
  return (lines.length > n ? ['…', ...lines.slice(-n)] : lines).join('\n');
}
function rustErrors(text, n = 25) {
  // The first error with a few lines of context is what a writer needs.
  const lines = normalizeLines(text);
  const i = lines.findIndex((l) => /^error/.test(l));
  return (i === -1 ? lines.slice(-n) : lines.slice(i, i + n)).join('\n');
}
function describeExit(r) {
  if (r.error) return `could not start: ${r.error}`;
  if (r.timedOut) return 'timed out';
  if (r.signal) return `killed by ${r.signal}`;
  return `exit status ${r.code}`;
}

// ---------------------------------------------------------------------------------------------
// Tools

/** Version strings of the tools, used in cache keys. Only the tools asked for are probed. */
export async function toolVersions(tools, ctx) {
  const v = {};
  const probe = async (cmd, args) => { const r = await run(cmd, args, { timeout: 30_000 }); return (r.stdout + r.stderr).trim(); };
  await Promise.all([...tools].map(async (t) => {
    if (t === 'rustc') v[t] = await probe('rustc', ['-vV']);
    else if (t === 'cargo') v[t] = (await probe('cargo', ['-V'])) + (await probe('rustc', ['-vV']));
    else if (t === 'java') v[t] = (await probe('javac', ['-version'])) + (await probe('java', ['-version']));
    else if (t === 'sqlite') v[t] = await probe('sqlite3', ['--version']);
    else if (t === 'git') v[t] = (await probe('git', ['--version'])) + (await probe('bash', ['--version'])).split('\n')[0];
    else if (t === 'postgres') v[t] = ctx.pg ? `${ctx.pg.describe} ${await probe(ctx.pg.psql, ['--version'])} ${await probe(ctx.pg.pgDump, ['--version'])}` : '';
  }));
  return v;
}

/**
 * Which tools are missing: {tool: reason}.
 * @param {Set<string>} tools
 */
export function missingTools(tools, pgInfo) {
  const missing = {};
  for (const t of tools) {
    if (t === 'rustc' && !which('rustc')) missing[t] = 'rustc not found on PATH (install Rust 1.95 with rustup)';
    if (t === 'cargo' && !which('cargo')) missing[t] = 'cargo not found on PATH (install Rust 1.95 with rustup)';
    if (t === 'java') {
      const lack = ['javac', 'java'].filter((x) => !which(x));
      if (lack.length) missing[t] = `${lack.join(' and ')} not found on PATH (install a JDK 17)`;
    }
    if (t === 'sqlite' && !which('sqlite3')) missing[t] = 'sqlite3 not found on PATH (install the sqlite3 CLI, 3.40)';
    if (t === 'git') {
      const lack = ['git', 'bash'].filter((x) => !which(x));
      if (lack.length) missing[t] = `${lack.join(' and ')} not found on PATH`;
    }
    if (t === 'postgres' && pgInfo.missing) missing[t] = pgInfo.missing;
  }
  return missing;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** The PostgreSQL bin dirs of Debian's packages, newest first. */
function pgBinDirs() {
  try {
    return fs.readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
      .map((v) => `/usr/lib/postgresql/${v}/bin`).filter((d) => isExec(`${d}/postgres`) || isExec(`${d}/psql`));
  } catch { return []; }
}

/**
 * How PostgreSQL would be reached, without starting anything.
 * @returns {{mode: 'url'|'cluster'|null, url?: string, bin?: string, missing?: string}}
 */
export function findPostgres() {
  const url = process.env.SAMPLES_PG_URL;
  const dirs = pgBinDirs();
  const clientBin = (name) => dirs.map((d) => `${d}/${name}`).find(isExec) ?? which(name);
  if (url) {
    const psql = clientBin('psql'), pgDump = clientBin('pg_dump');
    if (!psql || !pgDump) return { mode: null, missing: 'SAMPLES_PG_URL is set but psql/pg_dump are not installed (install postgresql-client-15)' };
    return { mode: 'url', url, psql, pgDump };
  }
  const bin = dirs.find((d) => ['initdb', 'pg_ctl', 'postgres', 'psql', 'pg_dump'].every((x) => isExec(`${d}/${x}`)));
  if (!bin) return { mode: null, missing: 'no PostgreSQL: SAMPLES_PG_URL is not set and no server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql-15, or set SAMPLES_PG_URL)' };
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (pw.status !== 0 || !which('runuser')) return { mode: null, missing: 'running as root, and initdb refuses root: there is no "postgres" user (or no runuser) to run the throwaway cluster as; set SAMPLES_PG_URL' };
  }
  return { mode: 'cluster', bin, psql: `${bin}/psql`, pgDump: `${bin}/pg_dump` };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

/**
 * Starts a throwaway cluster (initdb + pg_ctl) listening on 127.0.0.1 only. Returns a handle whose
 * stopSync() stops it and removes its directory; it is registered for process exit and signals.
 */
export async function startCluster(info, log = () => {}) {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-samples-pg-'));
  const wrap = (cmd, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const handle = {
    dir, url: '', describe: '', stopped: false,
    stopSync() {
      if (this.stopped) return;
      this.stopped = true;
      const [c, a] = wrap(`${info.bin}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop']);
      if (fs.existsSync(`${dir}/data/postmaster.pid`)) spawnSync(c, a, { stdio: 'ignore', timeout: 30_000 });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  registerCleanup(() => handle.stopSync());
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const env = childEnv();
  const [c1, a1] = wrap(`${info.bin}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const init = await run(c1, a1, { cwd: dir, env, timeout: 120_000 });
  if (init.code !== 0) { handle.stopSync(); throw new Error(`initdb failed (${describeExit(init)}):\n${tail(init.stdout + init.stderr)}`); }
  const port = await freePort();
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const [c2, a2] = wrap(`${info.bin}/pg_ctl`, ['-D', `${dir}/data`, '-o', opts, '-l', `${dir}/server.log`, '-w', '-t', '60', 'start']);
  const start = await run(c2, a2, { cwd: dir, env, timeout: 90_000 });
  if (start.code !== 0) {
    let logText = '';
    try { logText = fs.readFileSync(`${dir}/server.log`, 'utf8'); } catch { /* none */ }
    handle.stopSync();
    throw new Error(`pg_ctl start failed (${describeExit(start)}):\n${tail(start.stdout + start.stderr + logText)}`);
  }
  handle.url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  log(`started a throwaway PostgreSQL cluster (${info.bin}) on 127.0.0.1:${port}`);
  return handle;
}

const cleanups = [];
let hooked = false;
export function registerCleanup(fn) {
  cleanups.push(fn);
  if (hooked) return;
  hooked = true;
  process.on('exit', runCleanups);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => { killAll(); runCleanups(); process.exit(sig === 'SIGINT' ? 130 : 143); });
  }
  process.on('uncaughtException', (e) => { console.error(e); killAll(); runCleanups(); process.exit(2); });
}
export function runCleanups() {
  while (cleanups.length) { try { cleanups.pop()(); } catch { /* best effort */ } }
}

function dbUrl(url, db) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Normalises a pg_dump for comparison (see report: sequence positions and row order are ignored). */
export function normalizePgDump(text) {
  const out = [];
  let copy = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (copy) {
      if (line === '\\.') { out.push(...copy.sort(), line); copy = null; } else copy.push(line);
      continue;
    }
    if (line.startsWith('--') || /^\\(un)?restrict\b/.test(line) || line.trim() === '') continue;
    if (/^SELECT pg_catalog\.setval\(/.test(line)) continue;
    out.push(line);
    if (/^COPY .* FROM stdin;$/.test(line)) copy = [];
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Job runners. Each sets check.verdict ('pass'|'fail') and check.message for the checks of its job.

function pass(check, message) { check.verdict = 'pass'; if (message) check.message = message; }
function fail(check, message, detail) { check.verdict = 'fail'; check.message = message; if (detail) check.detail = detail; }

async function runForOutput(check, cmd, args, cwd, env) {
  const r = await run(cmd, args, { cwd, env: env ?? childEnv() });
  if (r.error) return fail(check, `could not run the program of ${check.program.file}:${check.program.line}: ${r.error}`);
  if (r.timedOut) return fail(check, `the program of ${check.program.file}:${check.program.line} did not finish in ${RUN_TIMEOUT_MS / 1000} s`, tail(r.stdout + r.stderr, 10));
  const expected = check.block.content;
  const cmp = compareOutput(expected, r.stdout + r.stderr, check.mode);
  if (cmp.ok) return pass(check);
  fail(check, `output differs from what the program of ${check.program.file}:${check.program.line} printed (${check.mode === 'exact' ? 'exact' : 'output=' + check.mode}, ${describeExit(r)})`, cmp.diff);
}

function splitArgs(s) {
  if (typeof s !== 'string') return [];
  const out = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(s))) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

export async function runRustJob(job, ctx) {
  const prog = job.program;
  const a = prog.block.attrs;
  const dir = await ctx.tempDir('rust');
  await fsp.mkdir(path.join(dir, 'src'));
  await fsp.writeFile(path.join(dir, 'src/main.rs'), prog.block.content);
  const hasMain = rustHasMain(prog.block.content);
  const args = ['--edition', '2024', 'src/main.rs'];
  if (!hasMain) args.push('--crate-type', 'lib');
  if (a.release) args.push('-O');
  const r = await run('rustc', args, { cwd: dir, timeout: BUILD_TIMEOUT_MS });
  const text = r.stdout + r.stderr;
  if (prog.kind === 'rust compile_fail') {
    if (r.error || r.timedOut) return fail(prog, `rustc ${describeExit(r)}`);
    if (r.code === 0) return fail(prog, `expected compile_fail=${prog.codes.join(',')}, but it compiled`);
    const missing = prog.codes.filter((c) => !text.includes(`error[${c}]`));
    if (missing.length) {
      const got = [...new Set(text.match(/error\[E\d{4}\]/g) ?? [])].join(', ') || 'errors without a code';
      return fail(prog, `expected compile_fail=${prog.codes.join(',')}, but rustc reported ${got}`, rustErrors(text));
    }
    return pass(prog);
  }
  if (r.code !== 0) {
    fail(prog, `rustc failed to compile it (${describeExit(r)})`, rustErrors(text));
    for (const o of job.outputs) fail(o, `not run: the program at ${prog.file}:${prog.line} does not compile`);
    return;
  }
  pass(prog);
  for (const o of job.outputs) {
    if (!hasMain) { fail(o, `the nearest runnable block above (${prog.file}:${prog.line}) has no fn main`); continue; }
    await runForOutput(o, path.join(dir, 'main'), splitArgs(a.args), dir);
  }
}

export async function runJavaJob(job, ctx) {
  const prog = job.program;
  const a = prog.block.attrs;
  const src = prog.block.content;
  const dir = await ctx.tempDir('java');
  const fileName = javaFileName(src, a.title);
  await fsp.mkdir(path.join(dir, 'src'));
  await fsp.mkdir(path.join(dir, 'classes'));
  await fsp.writeFile(path.join(dir, 'src', fileName), src);
  const r = await ctx.javac.compile(['--release', '17', '-encoding', 'UTF-8', '-d', path.join(dir, 'classes'), path.join(dir, 'src', fileName)]);
  if (r.code !== 0) {
    // Its messages name the file as a javac run in the sample's folder would: src/<file>.java:<line>.
    fail(prog, `javac failed to compile it as ${fileName} (${describeExit(r)})`, tail((r.stdout + r.stderr).split(dir + path.sep).join('')));
    for (const o of job.outputs) fail(o, `not run: the program at ${prog.file}:${prog.line} does not compile`);
    return;
  }
  pass(prog);
  const main = javaMainClass(src);
  for (const o of job.outputs) {
    if (!main) { fail(o, `the nearest runnable block above (${prog.file}:${prog.line}) has no static void main`); continue; }
    await runForOutput(o, 'java', [...splitArgs(a.jvm), '-cp', 'classes', main, ...splitArgs(a.args)], dir);
  }
}

function rel(ctx, p) { return path.relative(ctx.root, p) || '.'; }

export async function runCargoJob(job, ctx) {
  const dir = job.project;
  const target = path.join(ctx.cacheDir, 'cargo-target', `${job.name}-${sha(dir).slice(0, 10)}`);
  const env = childEnv({ CARGO_TARGET_DIR: target, CARGO_TERM_COLOR: 'never' });
  const fileChecks = job.checks.filter((c) => c.kind === 'rust file');
  if (!fs.existsSync(path.join(dir, 'Cargo.toml'))) {
    for (const c of job.checks) if (!c.verdict) fail(c, `${rel(ctx, dir)}/Cargo.toml does not exist`);
    return;
  }
  const builds = {};
  const build = async (release) => {
    const key = release ? 'release' : 'debug';
    if (!builds[key]) {
      builds[key] = (async () => {
        const args = ['build', '--offline', '--quiet', '--message-format=json-render-diagnostics'];
        if (release) args.push('--release');
        const r = await run('cargo', args, { cwd: dir, env, timeout: BUILD_TIMEOUT_MS });
        const bins = [];
        for (const line of r.stdout.split('\n')) {
          if (!line.startsWith('{')) continue;
          try {
            const m = JSON.parse(line);
            if (m.reason === 'compiler-artifact' && m.executable && m.target.kind.includes('bin')) bins.push({ exe: m.executable, src: m.target.src_path, name: m.target.name });
          } catch { /* not JSON */ }
        }
        return { r, bins };
      })();
    }
    return builds[key];
  };
  const debug = await build(false);
  if (debug.r.code !== 0) {
    const msg = `cargo build of ${rel(ctx, dir)} failed (${describeExit(debug.r)})`;
    for (const c of fileChecks) if (!c.verdict) fail(c, msg, rustErrors(debug.r.stderr));
    for (const c of job.checks) if (!c.verdict) fail(c, `not run: ${msg}`);
    return;
  }
  for (const c of fileChecks) {
    if (c.verdict) continue;
    if (!fs.existsSync(c.sampleFile)) fail(c, `${rel(ctx, c.sampleFile)} does not exist`);
    else pass(c);
  }
  const t = await run('cargo', ['test', '--offline', '--quiet'], { cwd: dir, env, timeout: BUILD_TIMEOUT_MS });
  if (t.code === 0) pass(job.testCheck);
  else fail(job.testCheck, `cargo test in ${rel(ctx, dir)} failed (${describeExit(t)})`, tail(t.stdout + t.stderr));
  for (const o of job.outputs) {
    const a = o.program.block.attrs;
    const b = a.release ? await build(true) : debug;
    if (b.r.code !== 0) { fail(o, `cargo build --release of ${rel(ctx, dir)} failed`, rustErrors(b.r.stderr)); continue; }
    const shown = o.program.sampleFile;
    const bin = b.bins.find((x) => path.resolve(x.src) === path.resolve(shown))
      ?? (b.bins.length === 1 ? b.bins[0] : b.bins.find((x) => path.resolve(x.src) === path.join(dir, 'src/main.rs')));
    if (!bin) { fail(o, `cannot tell which binary of ${rel(ctx, dir)} to run (${b.bins.map((x) => x.name).join(', ') || 'none'})`); continue; }
    await runForOutput(o, bin.exe, splitArgs(a.args), dir, childEnv());
  }
}

function listJava(dir, skip) {
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) { if (p !== skip && !e.name.startsWith('.') && e.name !== 'target' && e.name !== 'out') walk(p); }
      else if (e.isFile() && e.name.endsWith('.java')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

export async function runJavaProjectJob(job, ctx) {
  const dir = job.project;
  if (!fs.existsSync(dir)) { for (const c of job.checks) if (!c.verdict) fail(c, `${rel(ctx, dir)} does not exist`); return; }
  const resources = path.join(dir, 'resources');
  const sources = listJava(dir, resources);
  const tmp = await ctx.tempDir('javap');
  const classes = path.join(tmp, 'classes');
  await fsp.mkdir(classes);
  const r = await ctx.javac.compile(['--release', '17', '-encoding', 'UTF-8', '-d', classes, ...sources]);
  if (r.code !== 0) {
    for (const c of job.checks) if (!c.verdict) fail(c, `javac of ${rel(ctx, dir)} failed (${describeExit(r)})`, tail(r.stdout + r.stderr));
    return;
  }
  for (const c of job.checks) {
    if (c.verdict || c.kind !== 'java file') continue;
    if (!fs.existsSync(c.sampleFile)) fail(c, `${rel(ctx, c.sampleFile)} does not exist`); else pass(c);
  }
  const cp = [classes, ...(fs.existsSync(resources) ? [resources] : [])].join(path.delimiter);
  for (const o of job.outputs) {
    const shown = o.program.sampleFile;
    if (!shown.endsWith('.java') || !fs.existsSync(shown)) { fail(o, `the block above shows ${rel(ctx, shown)}, not a .java file that can be run`); continue; }
    const pkg = javaPackage(fs.readFileSync(shown, 'utf8'));
    const cls = (pkg ? pkg + '.' : '') + path.basename(shown, '.java');
    const a = o.program.block.attrs;
    await runForOutput(o, 'java', [...splitArgs(a.jvm), '-cp', cp, cls, ...splitArgs(a.args)], dir);
  }
}

export async function runSqlJob(job, ctx) {
  const check = job.checks[0];
  const sql = check.block.content;
  if (job.engine === 'sqlite') {
    const dir = await ctx.tempDir('sqlite');
    const db = path.join(dir, 'sample.db');
    const exec = () => run('sqlite3', ['-bail', db], { cwd: dir, input: sql });
    const dump = () => run('sqlite3', [db, '.dump'], { cwd: dir });
    return sqlVerdict(check, job.mode, 'sqlite3', exec, dump, (t) => t);
  }
  const pg = await ctx.postgres();
  const db = `samples_${process.pid}_${check.id}_${Date.now() % 100000}`;
  const admin = await run(pg.psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', pg.url, '-c', `CREATE DATABASE "${db}"`], { timeout: 60_000 });
  if (admin.code !== 0) return fail(check, `could not create a PostgreSQL database (${describeExit(admin)})`, tail(admin.stdout + admin.stderr));
  const url = dbUrl(pg.url, db);
  const dir = await ctx.tempDir('pg');
  const file = path.join(dir, 'sample.sql');
  await fsp.writeFile(file, sql);
  try {
    const exec = () => run(pg.psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', file], { cwd: dir });
    const dump = async () => {
      const r = await run(pg.pgDump, ['--no-owner', '--no-privileges', '-d', url], { cwd: dir, timeout: 60_000 });
      return r;
    };
    await sqlVerdict(check, job.mode, 'psql', exec, dump, normalizePgDump);
  } finally {
    await run(pg.psql, ['-X', '-q', '-d', pg.url, '-c', `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`], { timeout: 60_000 });
  }
}

async function sqlVerdict(check, mode, tool, exec, dump, norm) {
  const r1 = await exec();
  if (mode === 'error') {
    if (r1.error || r1.timedOut) return fail(check, `${tool} ${describeExit(r1)}`);
    if (r1.code === 0) return fail(check, `expected the script to fail on ${check.engine}, but ${tool} ran it without error`);
    return pass(check, normalizeLines(r1.stderr).find((l) => /error/i.test(l)) ?? '');
  }
  if (r1.code !== 0) return fail(check, `first run on a fresh ${check.engine} database failed (${describeExit(r1)})`, tail(r1.stderr + r1.stdout, 10));
  const d1 = await dump();
  if (d1.code !== 0) return fail(check, `dump after the first run failed (${describeExit(d1)})`, tail(d1.stderr, 10));
  const r2 = await exec();
  if (r2.code !== 0) return fail(check, `not repeatable on ${check.engine}: the second run failed (${describeExit(r2)})`, tail(r2.stderr + r2.stdout, 10));
  const d2 = await dump();
  if (d2.code !== 0) return fail(check, `dump after the second run failed (${describeExit(d2)})`, tail(d2.stderr, 10));
  const cmp = compareOutput(norm(d1.stdout), norm(d2.stdout));
  if (!cmp.ok) return fail(check, `not repeatable on ${check.engine}: schema or data differ after the second run`, cmp.diff.replace('expected (article)', 'after run 1').replace('actual', 'after run 2'));
  pass(check);
}

export const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Free Blog', GIT_AUTHOR_EMAIL: 'blog@example.com',
  GIT_COMMITTER_NAME: 'Free Blog', GIT_COMMITTER_EMAIL: 'blog@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
};

/** Builds the bash script of a git session: every command in one shell, its output to its own file. */
export function gitSessionScript(commands, outDir) {
  const q = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
  const lines = ['cd "$SAMPLE_WORK" || exit 97'];
  commands.forEach((c, i) => {
    lines.push(`{ ${c.cmd}`, `} </dev/null >${q(path.join(outDir, String(i)))} 2>&1`);
  });
  lines.push('exit 0');
  return lines.join('\n') + '\n';
}

export async function runGitJob(job, ctx) {
  const check = job.checks[0];
  const dir = await ctx.tempDir('git');
  const home = path.join(dir, 'home'), work = path.join(dir, 'work'), outDir = path.join(dir, 'out');
  await Promise.all([fsp.mkdir(home), fsp.mkdir(work), fsp.mkdir(outDir)]);
  const env = childEnv({ ...GIT_ENV, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config'), SAMPLE_WORK: work, GIT_PAGER: 'cat', PAGER: 'cat', TERM: 'dumb' });
  for (const k of Object.keys(env)) if (/^GIT_/.test(k) && !(k in GIT_ENV) && k !== 'GIT_PAGER') delete env[k];
  delete env.EMAIL;
  const cfg = await run('git', ['config', '--global', 'init.defaultBranch', 'main'], { cwd: home, env });
  if (cfg.code !== 0) return fail(check, `git config failed (${describeExit(cfg)})`, tail(cfg.stderr));
  const script = path.join(dir, 'session.sh');
  await fsp.writeFile(script, gitSessionScript(job.session, outDir));
  const r = await run('bash', ['--noprofile', '--norc', script], { cwd: work, env });
  if (r.timedOut) return fail(check, `the git session did not finish in ${RUN_TIMEOUT_MS / 1000} s`);
  for (let i = 0; i < job.session.length; i++) {
    const c = job.session[i];
    let actual;
    try { actual = await fsp.readFile(path.join(outDir, String(i)), 'utf8'); } catch {
      return fail(check, `line ${check.line + 1 + c.line}: \`${c.cmd.split('\n')[0]}\` did not run (the session stopped before it: ${describeExit(r)})`, tail(r.stderr, 10));
    }
    const cmp = compareOutput(c.expected, actual);
    if (!cmp.ok) return fail(check, `line ${check.line + 1 + c.line}: output of \`${c.cmd.split('\n')[0]}\` differs`, cmp.diff);
  }
  pass(check);
}

export const RUNNERS = {
  rust: runRustJob, java: runJavaJob, cargo: runCargoJob, 'java-project': runJavaProjectJob, sql: runSqlJob, git: runGitJob,
};
