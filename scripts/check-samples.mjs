#!/usr/bin/env node
// Sample checker: every code sample shown to run in docs/ really runs.
// Contract: AUTHORING.md, "Code blocks and the sample checker". Logic: scripts/samples/*.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { planChecks } from './samples/parse.mjs';
import {
  findPostgres, hashTree, javacServer, missingTools, registerCleanup, RUNNERS, sha, startCluster, toolVersions,
} from './samples/run.mjs';

const USAGE = `Usage: node scripts/check-samples.mjs [options] [file.md|dir ...]

Checks the code samples of docs/**/*.md(x) (or the files and directories given).

Options:
  --list         print every checked block (file:line, kind, verdict), not only failures
  --jobs N, -j N run N jobs at once (default 2)
  --no-cache     ignore and do not write cached results (node_modules/.cache/check-samples/)
  --root DIR     project root: <root> of file="<root>/…" and location of docs/ and samples/
                 (default: the repository root)
  --keep-temp    keep the temporary directories (printed at the end)
  -h, --help     this help

Environment:
  SAMPLES_PG_URL        PostgreSQL to use (postgresql://user@host:port/db); otherwise a throwaway cluster is
                        started from /usr/lib/postgresql/*/bin when available
  SAMPLES_REQUIRE_ALL=1 a missing tool (rustc, cargo, JDK, sqlite3, PostgreSQL, git) is a failure, not a skip

Exit status: 0 when nothing failed, 1 when a sample failed, 2 on a usage error.`;

const TOOL_LABEL = { rustc: 'rust', cargo: 'rust file=', java: 'java', sqlite: 'sqlite', postgres: 'postgres', git: 'git-session' };

function parseArgs(argv) {
  const o = { list: false, jobs: 2, cache: true, root: null, keepTemp: false, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => { const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]; if (v === undefined) usage(`${a} needs a value`); return v; };
    if (a === '--list') o.list = true;
    else if (a === '--no-cache') o.cache = false;
    else if (a === '--keep-temp') o.keepTemp = true;
    else if (a === '-h' || a === '--help') { console.log(USAGE); process.exit(0); }
    else if (a === '-j' || a === '--jobs' || a.startsWith('--jobs=')) {
      o.jobs = Number(val());
      if (!Number.isInteger(o.jobs) || o.jobs < 1) usage('--jobs needs a positive integer');
    } else if (a === '--root' || a.startsWith('--root=')) o.root = path.resolve(val());
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else o.paths.push(a);
  }
  return o;
}
function usage(msg) { console.error(`check-samples: ${msg}\n\n${USAGE}`); process.exit(2); }

function collect(p, out) {
  let st;
  try { st = fs.statSync(p); } catch { usage(`${p}: no such file or directory`); }
  if (st.isDirectory()) {
    for (const e of fs.readdirSync(p, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue;
      const q = path.join(p, e.name);
      if (e.isDirectory()) collect(q, out);
      else if (/\.mdx?$/.test(e.name)) out.push(q);
    }
  } else out.push(p);
}

async function pool(items, n, fn) {
  let next = 0;
  const worker = async () => { while (next < items.length) { const i = next++; await fn(items[i]); } };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

function indent(text) { return text.split('\n').map((l) => `    ${l}`).join('\n'); }

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const t0 = Date.now();
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const root = opts.root ?? repoRoot;
  const docsDir = path.join(root, 'docs');
  const files = [];
  if (opts.paths.length) for (const p of opts.paths) collect(p, files);
  else if (fs.existsSync(docsDir)) collect(docsDir, files);
  const docs = files.map((f) => ({ file: path.relative(process.cwd(), f) || f, abs: path.resolve(f), text: fs.readFileSync(f, 'utf8') }));
  const absOf = new Map(docs.map((d) => [d.file, d.abs]));
  const { checks, jobs, warnings } = planChecks(docs, { root, docsDir, abs: (f) => absOf.get(f) ?? path.resolve(f) });
  for (const w of warnings) console.error(`warning: ${w}`);

  // Tools: skip (or, with SAMPLES_REQUIRE_ALL=1, fail) what cannot run here.
  const requireAll = process.env.SAMPLES_REQUIRE_ALL === '1';
  const needed = new Set(jobs.map((j) => j.tool));
  const pgInfo = needed.has('postgres') ? findPostgres() : {};
  const missing = missingTools(needed, pgInfo);
  const runnable = jobs.filter((j) => !missing[j.tool]);
  for (const [tool, reason] of Object.entries(missing)) {
    const affected = jobs.filter((j) => j.tool === tool).flatMap((j) => j.checks);
    for (const c of affected) { c.verdict = requireAll ? 'fail' : 'skip'; c.message = `${reason}${requireAll ? ' (SAMPLES_REQUIRE_ALL=1)' : ''}`; }
    const blocks = new Set(affected.map((c) => `${c.file}:${c.line}`)).size;
    const label = TOOL_LABEL[tool] ?? tool;
    console.log(`${requireAll ? 'FAILED' : 'SKIPPED'} ${blocks} ${label} block${blocks === 1 ? '' : 's'}: ${reason}`);
  }

  // Context shared by the runners.
  const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'check-samples');
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmpBase = fs.mkdtempSync(path.join(os.tmpdir(), 'check-samples-'));
  if (!opts.keepTemp) registerCleanup(() => fs.rmSync(tmpBase, { recursive: true, force: true }));
  let tmpN = 0;
  let pgPromise = null;
  const javac = javacServer();
  const ctx = {
    root, cacheDir, javac,
    tempDir: async (prefix) => { const d = path.join(tmpBase, `${prefix}-${++tmpN}`); fs.mkdirSync(d); return d; },
    pg: pgInfo.mode ? { describe: pgInfo.mode === 'url' ? `url ${pgInfo.url}` : `cluster ${pgInfo.bin}`, psql: pgInfo.psql, pgDump: pgInfo.pgDump } : null,
    postgres: () => {
      pgPromise ??= (async () => {
        if (pgInfo.mode === 'url') return { url: pgInfo.url, psql: pgInfo.psql, pgDump: pgInfo.pgDump };
        const h = await startCluster(pgInfo, (m) => console.error(m));
        return { url: h.url, psql: pgInfo.psql, pgDump: pgInfo.pgDump };
      })();
      return pgPromise;
    },
  };
  const versions = await toolVersions(new Set(runnable.map((j) => j.tool)), ctx);

  // Result cache: a check that passed with the same inputs and tool versions is not run again.
  const resultsDir = path.join(cacheDir, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const projectHashes = new Map();
  const projectHash = (dir) => { if (!projectHashes.has(dir)) projectHashes.set(dir, hashTree(dir)); return projectHashes.get(dir); };
  const keyOf = (c, job) => {
    const b = c.block, p = c.program?.block;
    return sha(3, c.kind, job.tool, versions[job.tool] ?? '', b.lang, b.meta, b.content, p ? [p.lang, p.meta, p.content] : null,
      job.project ? projectHash(job.project) : null, c.sampleFile ? path.relative(root, c.sampleFile) : null);
  };
  let cachedCount = 0;
  const todo = [];
  for (const job of runnable) {
    const keys = job.checks.map((c) => keyOf(c, job));
    job.keys = keys;
    if (opts.cache && job.checks.every((c, i) => c.verdict === 'pass' || fs.existsSync(path.join(resultsDir, keys[i])))) {
      for (const c of job.checks) { c.verdict = 'pass'; c.cached = true; }
      cachedCount += job.checks.length;
    } else todo.push(job);
  }

  // Heavier jobs first so that two workers stay busy.
  const weight = { cargo: 0, 'java-project': 1, java: 2, sql: 3, rust: 4, git: 5 };
  todo.sort((a, b) => (weight[a.type] ?? 9) - (weight[b.type] ?? 9));
  await pool(todo, opts.jobs, async (job) => {
    try {
      await RUNNERS[job.type](job, ctx);
    } catch (e) {
      for (const c of job.checks) if (!c.verdict) { c.verdict = 'fail'; c.message = `checker error: ${e.message ?? e}`; }
    }
    job.checks.forEach((c, i) => {
      if (!c.verdict) { c.verdict = 'fail'; c.message = 'checker error: no verdict'; }
      if (opts.cache && c.verdict === 'pass') fs.writeFileSync(path.join(resultsDir, job.keys[i]), `${c.file}:${c.line}\n`);
    });
  });

  javac.close();

  // Report.
  const order = [...checks].sort((a, b) => (a.file === b.file ? a.line - b.line || a.id - b.id : a.file < b.file ? -1 : 1));
  if (opts.list) {
    for (const c of order) {
      const v = c.verdict === 'pass' ? (c.cached ? 'pass (cached)' : 'pass') : c.verdict === 'skip' ? `skipped (${c.message})` : 'FAIL';
      console.log(`${c.file}:${c.line}  ${c.kind}  ${v}`);
    }
  }
  const failed = order.filter((c) => c.verdict === 'fail');
  for (const c of failed) {
    console.log(`FAIL ${c.file}:${c.line} [${c.kind}] ${c.message}`);
    if (c.detail) console.log(indent(c.detail));
  }
  if (opts.keepTemp) console.error(`temporary files kept in ${tmpBase}`);
  const n = (v) => checks.filter((c) => c.verdict === v).length;
  console.error(`(${files.length} files, ${checks.length} checks, ${cachedCount} from cache, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`samples: ${n('pass')} passed, ${n('fail')} failed, ${n('skip')} skipped`);
  return failed.length ? 1 : 0;
}

main().then((code) => { process.exitCode = code; }, (e) => { console.error(e); process.exitCode = 2; });
