// Pure helpers of the sample checker (scripts/check-samples.mjs): no I/O, no child processes.
// The contract they implement is the table "Code blocks and the sample checker" in AUTHORING.md.
import { codeBlocks } from '../../site/node/markdown.mjs';
import { diffArrays } from 'diff';

/**
 * Parses the meta string of a fence (everything after the language) into an object.
 * Tokens are separated by whitespace; `key=value`, `key="v a l"` and `key='v'` give strings,
 * a bare `key` gives `true`. A later duplicate key wins.
 * @param {string} meta
 * @returns {Record<string, string | true>}
 */
export function parseMeta(meta) {
  /** @type {Record<string, string | true>} */
  const out = {};
  const s = meta ?? '';
  let i = 0;
  while (i < s.length) {
    while (i < s.length && /\s/.test(s[i])) i++;
    if (i >= s.length) break;
    let key = '';
    while (i < s.length && !/\s/.test(s[i]) && s[i] !== '=') key += s[i++];
    if (s[i] === '=') {
      i++;
      let value = '';
      const q = s[i];
      if (q === '"' || q === "'") {
        i++;
        while (i < s.length && s[i] !== q) value += s[i++];
        i++; // closing quote (or end of string)
        // Text glued to a closing quote (`a="x"y`) belongs to the same token.
        while (i < s.length && !/\s/.test(s[i])) value += s[i++];
      } else {
        while (i < s.length && !/\s/.test(s[i])) value += s[i++];
      }
      if (key) out[key] = value;
    } else if (key) {
      out[key] = true;
    }
  }
  return out;
}

/**
 * Finds the fenced code blocks of a Markdown/MDX text: the blocks the site renders, found by the
 * Markdown parser in site/node/markdown.mjs (CommonMark + GFM: ``` or ~~~ fences of 3 or more, possibly
 * indented in list items, containers and quotes; the closing fence uses the same character and is at
 * least as long; fences inside a fence are content; front matter is not Markdown).
 * @param {string} text
 * @param {{mdx?: boolean}} [options] mdx: parse the way a .mdx page is parsed (see site/node/markdown.mjs)
 * @returns {Array<{lang: string, meta: string, attrs: Record<string, string|true>, content: string,
 *   line: number, endLine: number | null, fence: string}>}
 *   `line` is the 1-based line of the opening fence; `endLine` is null when the fence is never closed.
 *   `content` is the code with the fence's indentation removed, '\n'-terminated ('' for an empty block).
 */
export function parseFences(text, options) {
  return codeBlocks(text, options).map((b) => ({
    lang: b.lang,
    meta: b.meta,
    attrs: parseMeta(b.meta),
    content: b.bodyLines ? b.value + '\n' : '',
    line: b.line,
    endLine: b.closed ? b.endLine : null,
    fence: b.fence,
  }));
}

// ---------------------------------------------------------------------------------------------
// Output normalisation and comparison

/** Lines with trailing whitespace removed, CRLF normalised, trailing blank lines dropped. */
export function normalizeLines(text) {
  const lines = String(text ?? '').replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/\s+$/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** `thread 'main' (11500) panicked` → `thread 'main' (N) panicked` (Rust ≥ 1.92 prints the thread id). */
export function normalizePanic(line) {
  return line.replace(/thread '([^']*)' \(\d+\) panicked/g, "thread '$1' (N) panicked");
}

/**
 * Lines as compared for an output mode: 'exact' (default), 'sorted' or 'shape'.
 * @param {string} text
 * @param {'exact'|'sorted'|'shape'} mode
 */
export function outputLines(text, mode = 'exact') {
  let lines = normalizeLines(text).map(normalizePanic);
  if (mode === 'shape') lines = lines.map((l) => l.replace(/\d+/g, 'N'));
  if (mode === 'sorted' || mode === 'shape') lines = [...lines].sort();
  return lines;
}

/**
 * Compares the output shown in the article with what the program printed.
 * @returns {{ok: boolean, diff: string}} diff is a short unified-style diff (empty when ok)
 */
export function compareOutput(expected, actual, mode = 'exact') {
  const e = outputLines(expected, mode);
  const a = outputLines(actual, mode);
  const ok = e.length === a.length && e.every((l, i) => l === a[i]);
  return { ok, diff: ok ? '' : unifiedDiff(e, a) };
}

/** The output mode named by a `text output[=mode]` meta, or null for an unknown mode. */
export function outputMode(value) {
  if (value === true || value === '' || value === 'exact') return 'exact';
  if (value === 'sorted' || value === 'shape') return value;
  return null;
}

/**
 * A short unified-style diff of two line arrays ("-" = expected/article, "+" = actual).
 * @param {string[]} a expected
 * @param {string[]} b actual
 */
export function unifiedDiff(a, b, { context = 2, maxLines = 40 } = {}) {
  const ops = diffOps(a, b);
  // Mark which ops to show: changes plus `context` lines around them.
  const show = new Array(ops.length).fill(false);
  ops.forEach((op, i) => {
    if (op.t !== ' ') for (let j = Math.max(0, i - context); j <= Math.min(ops.length - 1, i + context); j++) show[j] = true;
  });
  const out = ['--- expected (article)', '+++ actual'];
  let lastShown = -1;
  for (let i = 0; i < ops.length; i++) {
    if (!show[i]) continue;
    if (i !== lastShown + 1 || lastShown === -1) {
      const op = ops[i];
      out.push(`@@ expected line ${op.ai + 1}, actual line ${op.bi + 1} @@`);
    }
    out.push(ops[i].t + ops[i].s);
    lastShown = i;
  }
  if (out.length - 2 > maxLines) {
    const hidden = out.length - 2 - maxLines;
    out.length = maxLines + 2;
    out.push(`… (${hidden} more diff lines)`);
  }
  return out.join('\n');
}

/**
 * The line-by-line edit script of two line arrays, from jsdiff's diffArrays (Myers' algorithm), as ops
 * { t: ' ' | '-' | '+', s: line, ai, bi } with the 0-based positions in both arrays. jsdiff lists a removal
 * before the addition that replaces it. Past 2,000 edits it gives up; then the plain listing is shown.
 */
function diffOps(a, b) {
  const changes = diffArrays(a, b, { maxEditLength: 2000 });
  if (!changes) {
    return [...a.map((s, i) => ({ t: '-', s, ai: i, bi: 0 })), ...b.map((s, i) => ({ t: '+', s, ai: a.length, bi: i }))];
  }
  const ops = [];
  let ai = 0, bi = 0;
  for (const change of changes) {
    for (const s of change.value) {
      if (change.removed) ops.push({ t: '-', s, ai: ai++, bi });
      else if (change.added) ops.push({ t: '+', s, ai, bi: bi++ });
      else ops.push({ t: ' ', s, ai: ai++, bi: bi++ });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// git-session blocks

/**
 * Splits a `bash git-session` block into commands and their expected output.
 * A line starting with `$ ` starts a command; a command line ending with ` \` continues on the next line.
 * @returns {{commands: Array<{cmd: string, expected: string, line: number}>, errors: string[]}}
 *   `line` is the 0-based line of the command inside the block.
 */
export function parseGitSession(content) {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  const commands = [];
  const errors = [];
  let cur = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('$ ') || line === '$') {
      const start = i;
      let physical = line.slice(2).replace(/\s+$/, '');
      let cmd = physical;
      while (/(^|\s)\\$/.test(physical) && i + 1 < lines.length) {
        physical = lines[++i].replace(/\s+$/, '');
        cmd += '\n' + physical;
      }
      cur = { cmd, expectedLines: [], line: start };
      commands.push(cur);
    } else if (cur) {
      cur.expectedLines.push(line);
    } else if (line.trim() !== '') {
      errors.push(`line ${i + 1} of the block comes before the first "$ " command: ${JSON.stringify(line)}`);
    }
  }
  if (!commands.length) errors.push('no "$ " command in the block');
  return {
    commands: commands.filter((c) => c.cmd.trim() !== '').map((c) => ({ cmd: c.cmd, expected: c.expectedLines.join('\n'), line: c.line })),
    errors,
  };
}

// ---------------------------------------------------------------------------------------------
// Java source helpers

/** Java source with comments, string/char literals and text blocks blanked out (same length). */
export function stripJava(src) {
  let out = '';
  let i = 0;
  const n = src.length;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < n) {
    const c = src[i], d = src[i + 1];
    if (c === '/' && d === '/') { const j = src.indexOf('\n', i); const e = j === -1 ? n : j; out += blank(src.slice(i, e)); i = e; }
    else if (c === '/' && d === '*') { const j = src.indexOf('*/', i + 2); const e = j === -1 ? n : j + 2; out += blank(src.slice(i, e)); i = e; }
    else if (c === '"' && src.startsWith('"""', i)) { const j = src.indexOf('"""', i + 3); const e = j === -1 ? n : j + 3; out += blank(src.slice(i, e)); i = e; }
    else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      const e = Math.min(n, j + 1);
      out += blank(src.slice(i, e)); i = e;
    } else { out += c; i++; }
  }
  return out;
}

/** `package a.b;` of a Java source, or ''. */
export function javaPackage(src) {
  const m = /^\s*package\s+([\w.]+)\s*;/m.exec(stripJava(src));
  return m ? m[1] : '';
}

/** Top-level type declarations: [{name, kind, isPublic, start, end}] (offsets of the body braces). */
export function javaTopLevelTypes(src) {
  const s = stripJava(src);
  const types = [];
  let depth = 0;
  const re = /[{}]|\b(class|interface|record|enum)\s+([A-Za-z_$][\w$]*)/g;
  let m;
  let pending = null;
  while ((m = re.exec(s))) {
    if (m[0] === '{') {
      if (depth === 0 && pending) { pending.start = m.index; }
      depth++;
    } else if (m[0] === '}') {
      depth--;
      if (depth === 0 && pending && pending.start !== undefined) { pending.end = m.index; types.push(pending); pending = null; }
    } else if (depth === 0 && !pending) {
      // `@interface Name` also matches via "interface". Look back on the same declaration for modifiers.
      const before = s.slice(Math.max(0, s.lastIndexOf(';', m.index) + 1, s.lastIndexOf('}', m.index) + 1), m.index);
      pending = { name: m[2], kind: m[1], isPublic: /\bpublic\b/.test(before) };
    }
  }
  return types;
}

/** File name javac needs for a Java block: title="…/Foo.java", else the public type, else the first type. */
export function javaFileName(src, title) {
  if (typeof title === 'string' && /\.java$/.test(title)) return title.split('/').pop();
  const types = javaTopLevelTypes(src);
  const pub = types.find((t) => t.isPublic);
  if (pub) return `${pub.name}.java`;
  if (types.length) return `${types[0].name}.java`;
  return 'Main.java';
}

/** Fully qualified name of the top-level type that declares `static void main`, or null. */
export function javaMainClass(src) {
  const s = stripJava(src);
  const types = javaTopLevelTypes(src);
  const re = /\bstatic\s+(?:(?:public|final|synchronized|strictfp)\s+)*void\s+main\s*\(/g;
  let m;
  const pkg = javaPackage(src);
  while ((m = re.exec(s))) {
    const t = types.find((t) => t.start < m.index && m.index < t.end);
    if (t) return pkg ? `${pkg}.${t.name}` : t.name;
  }
  return null;
}

/** Whether a Rust block declares `fn main` (then it is a program, otherwise a library). */
export function rustHasMain(src) {
  const s = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return /(^|[^\w])fn\s+main\s*\(/.test(s);
}

// ---------------------------------------------------------------------------------------------
// Planner: blocks → checks and jobs

const RUST_KEYS = new Set(['title', 'compile_fail', 'illustrative', 'args', 'release', 'file', 'lineNumbers', 'wrapCode']);
const JAVA_KEYS = new Set(['title', 'illustrative', 'jvm', 'args', 'file', 'lineNumbers', 'wrapCode']);
const SQL_KEYS = new Set(['title', 'repeatable', 'error', 'illustrative', 'lineNumbers', 'wrapCode']);
const GIT_LANGS = new Set(['bash', 'sh', 'shell', 'console']);
const ENGINES = new Set(['sqlite', 'postgres']);

/**
 * Resolves a `file="…"` meta the way Rspress does (`<root>/` = project root, `/` = docs dir,
 * `./` `../` = relative to the page) and finds the sample project it belongs to.
 * @returns {{path: string, project: string|null, name: string|null, rel: string|null, error?: string}}
 *   paths use '/' and are absolute when root is absolute.
 */
export function resolveSampleFile(file, { root, docFile, docsDir, lang }) {
  const join = (...p) => normalizePath(p.join('/'));
  let path;
  if (file.startsWith('<root>/')) path = join(root, file.slice(7));
  else if (file.startsWith('/')) path = join(docsDir, file.slice(1));
  else if (file.startsWith('./') || file.startsWith('../')) path = join(dirname(docFile), file);
  else return { path: file, project: null, name: null, rel: null, error: `file="${file}" must start with <root>/, / or ./ (Rspress file code block)` };
  const base = normalizePath(`${root}/samples/${lang}`) + '/';
  if (!path.startsWith(base)) {
    return { path, project: null, name: null, rel: null, error: `file="${file}" is not inside <root>/samples/${lang}/<name>/` };
  }
  const rest = path.slice(base.length);
  const slash = rest.indexOf('/');
  if (slash <= 0) return { path, project: null, name: null, rel: null, error: `file="${file}" is not inside <root>/samples/${lang}/<name>/` };
  const name = rest.slice(0, slash);
  return { path, project: base + name, name, rel: rest.slice(slash + 1) };
}

function dirname(p) {
  const s = p.replace(/\\/g, '/');
  const i = s.lastIndexOf('/');
  return i === -1 ? '.' : s.slice(0, i) || '/';
}

function normalizePath(p) {
  const abs = p.startsWith('/');
  const parts = [];
  for (const seg of p.replace(/\\/g, '/').split('/')) {
    if (!seg || seg === '.') continue;
    if (seg === '..') { if (parts.length && parts[parts.length - 1] !== '..') parts.pop(); else if (!abs) parts.push('..'); }
    else parts.push(seg);
  }
  return (abs ? '/' : '') + parts.join('/');
}

/**
 * Plans the checks of a set of Markdown files.
 *
 * A *check* is one verdict in the report (a block, or one engine of a SQL block, or a project's
 * `cargo test`). A *job* is a unit of work that settles one or more checks (a program block together with
 * the output blocks that run it; a sample project with all its blocks; one SQL block on one engine; one
 * git session).
 *
 * @param {Array<{file: string, text: string}>} docs  file = path as reported (relative to cwd)
 * @param {{root: string, docsDir: string, abs?: (file: string) => string}} opts
 *   root and docsDir absolute; abs maps a doc path to an absolute path (default: root + '/' + file)
 * @returns {{checks: any[], jobs: any[], warnings: string[]}}
 */
export function planChecks(docs, opts) {
  const { root, docsDir } = opts;
  const abs = opts.abs ?? ((f) => (f.startsWith('/') ? f : `${root}/${f}`));
  const checks = [];
  const jobs = [];
  const warnings = [];
  const projects = new Map(); // project dir → job
  const addCheck = (c) => { c.id = checks.length; c.verdict = c.verdict ?? null; checks.push(c); return c; };

  for (const doc of docs) {
    let runnable = null; // nearest preceding runnable rust/java job target: {job, program}
    for (const b of parseFences(doc.text, { mdx: /\.mdx$/i.test(doc.file) })) {
      const where = `${doc.file}:${b.line}`;
      const lang = b.lang.toLowerCase();
      const a = b.attrs;
      const base = { file: doc.file, line: b.line, block: b };
      if (b.endLine === null && (lang === 'rust' || lang === 'java' || lang === 'sql' || a['git-session'] || a.output)) {
        addCheck({ ...base, kind: lang || 'fence', tool: null, verdict: 'fail', message: 'the code fence is never closed' });
        continue;
      }
      if (lang === 'rust' || lang === 'java') {
        const known = lang === 'rust' ? RUST_KEYS : JAVA_KEYS;
        for (const k of Object.keys(a)) if (!known.has(k) && !/^\{.*\}$/.test(k)) warnings.push(`${where}: unknown marker "${k}" on \`\`\`${lang} (ignored)`);
        if (a.illustrative) {
          addCheck({ ...base, kind: `${lang} illustrative`, tool: null, verdict: 'skip', message: 'illustrative (not compiled)' });
          continue;
        }
        if (a.file !== undefined) {
          if (typeof a.file !== 'string' || !a.file) { addCheck({ ...base, kind: `${lang} file`, tool: null, verdict: 'fail', message: 'file= needs a path' }); runnable = null; continue; }
          const r = resolveSampleFile(a.file, { root, docFile: abs(doc.file), docsDir, lang });
          if (r.error) { addCheck({ ...base, kind: `${lang} file`, tool: null, verdict: 'fail', message: r.error }); runnable = null; continue; }
          if (b.content.trim() !== '') {
            addCheck({ ...base, kind: `${lang} file`, tool: null, verdict: 'fail', message: 'a file= code block must be empty (Rspress inlines the file and fails the build otherwise)' });
          }
          if (lang === 'rust' && a.compile_fail !== undefined) warnings.push(`${where}: compile_fail is ignored on a file= block`);
          let job = projects.get(r.project);
          if (!job) {
            job = { type: lang === 'rust' ? 'cargo' : 'java-project', tool: lang === 'rust' ? 'cargo' : 'java', project: r.project, name: r.name, checks: [], outputs: [] };
            projects.set(r.project, job);
            jobs.push(job);
            if (lang === 'rust') {
              job.testCheck = addCheck({ ...base, kind: 'cargo test', tool: 'cargo', job, project: r.project, message: `cargo test of samples/rust/${r.name}` });
              job.checks.push(job.testCheck);
            }
          }
          const check = addCheck({ ...base, kind: `${lang} file`, tool: job.tool, job, sampleFile: r.path, project: r.project });
          job.checks.push(check);
          runnable = { job, program: check };
          continue;
        }
        if (lang === 'rust' && a.compile_fail !== undefined) {
          const codes = typeof a.compile_fail === 'string' ? a.compile_fail.split(',').map((s) => s.trim()).filter(Boolean) : [];
          const check = addCheck({ ...base, kind: 'rust compile_fail', tool: 'rustc', codes });
          if (!codes.length) { check.verdict = 'fail'; check.message = 'compile_fail needs the expected error code, e.g. compile_fail=E0382'; continue; }
          const bad = codes.find((c) => !/^E\d{4}$/.test(c));
          if (bad) { check.verdict = 'fail'; check.message = `compile_fail=${a.compile_fail}: "${bad}" is not an error code like E0382`; continue; }
          const job = { type: 'rust', tool: 'rustc', checks: [check], outputs: [], program: check };
          check.job = job;
          jobs.push(job);
          continue; // not runnable: the output search goes on above it
        }
        const check = addCheck({ ...base, kind: lang, tool: lang === 'rust' ? 'rustc' : 'java' });
        const job = { type: lang, tool: check.tool, checks: [check], outputs: [], program: check };
        check.job = job;
        jobs.push(job);
        runnable = { job, program: check };
        continue;
      }
      if (lang === 'text' && a.output !== undefined) {
        const mode = outputMode(a.output);
        const check = addCheck({ ...base, kind: `output${mode && mode !== 'exact' ? '=' + mode : ''}`, tool: null, mode });
        if (!mode) { check.verdict = 'fail'; check.message = `unknown output mode "output=${a.output}" (use output, output=sorted or output=shape)`; continue; }
        if (!runnable) { check.verdict = 'fail'; check.message = 'no runnable ```rust or ```java block above this output block in the same file'; continue; }
        check.job = runnable.job;
        check.program = runnable.program;
        check.tool = runnable.job.tool;
        runnable.job.checks.push(check);
        runnable.job.outputs.push(check);
        continue;
      }
      if (lang === 'sql') {
        for (const k of Object.keys(a)) if (!SQL_KEYS.has(k) && !/^\{.*\}$/.test(k)) warnings.push(`${where}: unknown marker "${k}" on \`\`\`sql (ignored)`);
        if (a.illustrative) continue;
        for (const [key, mode] of [['repeatable', 'repeatable'], ['error', 'error']]) {
          if (a[key] === undefined) continue;
          const engines = typeof a[key] === 'string' ? a[key].split(',').map((s) => s.trim()).filter(Boolean) : [];
          if (!engines.length) { addCheck({ ...base, kind: `sql ${key}`, tool: null, verdict: 'fail', message: `${key}= needs an engine: sqlite, postgres or sqlite,postgres` }); continue; }
          for (const engine of engines) {
            const check = addCheck({ ...base, kind: `sql ${key}=${engine}`, tool: engine, engine, mode });
            if (!ENGINES.has(engine)) { check.verdict = 'fail'; check.message = `unknown SQL engine "${engine}" (use sqlite or postgres)`; continue; }
            const job = { type: 'sql', tool: engine, engine, mode, checks: [check], outputs: [] };
            check.job = job;
            jobs.push(job);
          }
        }
        continue;
      }
      if (GIT_LANGS.has(lang) && a['git-session']) {
        const check = addCheck({ ...base, kind: 'git-session', tool: 'git' });
        const parsed = parseGitSession(b.content);
        if (parsed.errors.length) { check.verdict = 'fail'; check.message = parsed.errors.join('; '); continue; }
        const job = { type: 'git', tool: 'git', checks: [check], outputs: [], session: parsed.commands };
        check.job = job;
        jobs.push(job);
        continue;
      }
      if (a['git-session']) warnings.push(`${where}: git-session is only read on \`\`\`bash blocks`);
      if (a.output !== undefined && lang !== 'text') warnings.push(`${where}: "output" is only read on \`\`\`text blocks`);
    }
  }
  return { checks, jobs, warnings };
}
