// The claim ledger of an article: reviews/<route>.md, in the repository, not in the site.
//
// A ledger records every checkable claim of one article and how it was settled, so that the line
// “核对于 …” under the article's title can link to what was checked and how. Its shape:
//
//   # 核对记录：<the article's title>
//   (free text: which file, how to read the table)
//   ## Passes
//   | Pass | Date | What it did | Wrong claims found |
//   | A | 2026-11-26 | built this ledger, ran …, fixed the article | 4 |
//   | B | 2026-11-26 | blind doubt list from the fixed article and the rubric | 0 |
//   ## Claims
//   | Line | Claim | Verdict | Evidence | Pass |
//   | 92 | 「rustc 1.95 把 `List` 排成 …」 | fixed | experiment: `rustc …` (rustc 1.95.0) → `discriminant: 4 bytes` | A |
//
// - Line: the line of the article file (front matter included) the claim stands on now.
// - Claim: the claim quoted from the article between 「 and 」, as it reads now (for a fixed claim, the
//   corrected text; the old one goes into the evidence as `was: 「…」`). `…` inside the quote elides
//   text; the pieces must stand in that order on one line.
// - Verdict: correct, fixed (it was wrong or imprecise and the article now says the right thing) or
//   removed (the sentence is gone; the claim cell then quotes what it said).
// - Evidence: an experiment (`experiment:` then the command in backticks, the tool and its version, and
//   `→` followed by the decisive output in backticks or quotes), or a primary source pinned to a version,
//   tag or commit (an http(s) link whose address names it) with the decisive passage quoted (“…”, "…",
//   「…」 or `…`). Both may be given.
// - Pass: which pass raised the row (A: the ledger's builder; B, C …: a blind reviewer's doubt).
//
// The article may show a reviewed date only when the ledger has at least two passes and the last one
// found no wrong claim; that date is the last pass's date. Until then the article says `reviewed: pending`.

export const VERDICTS = ['correct', 'fixed', 'removed'];
/** How far (in lines) a quoted claim may stand from the line its row names. */
export const LINE_SLACK = 3;

/** The file of an article's ledger, relative to the repository root: '/rust/x/y' -> 'reviews/rust/x/y.md'. */
export const ledgerFileOf = (route) => `reviews${route}.md`;

/** Splits one Markdown table row into its cells ('\|' is a literal bar inside a cell). */
export function tableCells(line) {
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells = [];
  let cell = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (body[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += body[i];
  }
  cells.push(cell.trim());
  return cells;
}

/** The rows of the first table after a `## <heading>` line, as { line, cells } (header and rule left out). */
function tableUnder(lines, heading) {
  const start = lines.findIndex((l) => l.trim().toLowerCase() === `## ${heading}`.toLowerCase());
  if (start === -1) return null;
  const rows = [];
  let seenTable = false;
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i];
    if (/^##\s/.test(l)) break;
    if (!l.trim().startsWith('|')) {
      if (seenTable) break;
      continue;
    }
    seenTable = true;
    rows.push({ line: i + 1, cells: tableCells(l) });
  }
  // rows[0] is the header, rows[1] the |---| rule
  return rows.length >= 2 ? { header: rows[0].cells, rows: rows.slice(2) } : { header: rows[0]?.cells ?? [], rows: [] };
}

/**
 * Reads a ledger's text. Returns { title, passes, claims, problems }: what it could read, and what is
 * malformed in it, each problem as 'line N: …'.
 */
export function parseLedger(text) {
  const lines = text.split('\n');
  const problems = [];
  const title = /^#\s+核对记录：(.+)$/.exec(lines.find((l) => /^#\s/.test(l)) ?? '')?.[1]?.trim() ?? null;
  if (!title) problems.push('line 1: the first heading must be `# 核对记录：<the article title>`');

  const passes = [];
  const passTable = tableUnder(lines, 'Passes');
  if (!passTable) problems.push('no `## Passes` table');
  else {
    const want = ['pass', 'date', 'what it did', 'wrong claims found'];
    if (passTable.header.map((h) => h.toLowerCase()).join('|') !== want.join('|')) {
      problems.push(`the Passes table's columns must be: ${want.map((w) => w[0].toUpperCase() + w.slice(1)).join(' | ')}`);
    }
    for (const { line, cells } of passTable.rows) {
      const [label, date, what, found] = cells;
      if (!/^[A-Z]$/.test(label ?? '')) problems.push(`line ${line}: a pass is named by one capital letter (A, B, C …), not "${label}"`);
      if (!isDay(date)) problems.push(`line ${line}: pass date "${date}" is not a day written YYYY-MM-DD`);
      if (!what || what.length < 10) problems.push(`line ${line}: say what the pass did (what was read, run, found)`);
      if (!/^\d+$/.test(found ?? '')) problems.push(`line ${line}: "Wrong claims found" must be a number, not "${found}"`);
      passes.push({ line, label, date, what, wrong: Number(found) });
    }
    passes.forEach((p, i) => {
      const expected = String.fromCharCode(65 + i);
      if (p.label !== expected) problems.push(`line ${p.line}: passes go A, B, C … in order; expected ${expected}`);
      if (i > 0 && isDay(p.date) && isDay(passes[i - 1].date) && p.date < passes[i - 1].date) {
        problems.push(`line ${p.line}: pass ${p.label} is dated before pass ${passes[i - 1].label}`);
      }
    });
  }

  const claims = [];
  const claimTable = tableUnder(lines, 'Claims');
  if (!claimTable) problems.push('no `## Claims` table');
  else {
    const want = ['line', 'claim', 'verdict', 'evidence', 'pass'];
    if (claimTable.header.map((h) => h.toLowerCase()).join('|') !== want.join('|')) {
      problems.push(`the Claims table's columns must be: Line | Claim | Verdict | Evidence | Pass`);
    }
    const labels = new Set(passes.map((p) => p.label));
    for (const { line, cells } of claimTable.rows) {
      const [at, claim, verdict, evidence, pass] = cells;
      const row = { line, at: Number(at), claim: claim ?? '', quote: quoteOf(claim ?? ''), verdict, evidence: evidence ?? '', pass };
      if (!/^\d+$/.test(at ?? '')) problems.push(`line ${line}: "${at}" is not an article line number`);
      if (row.quote === null) problems.push(`line ${line}: quote the claim as the article says it, between 「 and 」`);
      if (!VERDICTS.includes(verdict)) problems.push(`line ${line}: verdict "${verdict}" is not one of ${VERDICTS.join(', ')}`);
      for (const p of evidenceProblems(row.evidence)) problems.push(`line ${line}: ${p}`);
      if (verdict === 'fixed' && !/was:\s*「[^」]+」/.test(row.evidence)) {
        problems.push(`line ${line}: a fixed claim says what the article said before, as \`was: 「…」\` in the evidence`);
      }
      if (!labels.has(pass)) problems.push(`line ${line}: pass "${pass}" is not one of the passes listed`);
      claims.push(row);
    }
  }
  return { title, passes, claims, problems };
}

/** The first 「…」 quotation of a cell, or null. */
export function quoteOf(cell) {
  const m = /「([^」]+)」/.exec(cell);
  return m ? m[1].trim() : null;
}

const isDay = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The http(s) addresses in a cell (Markdown links and bare URLs). */
export function urlsIn(cell) {
  return [...cell.matchAll(/https?:\/\/[^\s)<>\]`"“”」]+/g)].map((m) => m[0].replace(/[.,;:，。；]+$/, ''));
}

/**
 * True when an address names the version of what it shows: a version number (1.95.0, v0.29.0,
 * axum-v0.8.9, 3.40.1), a numbered docs tree (/docs/15/, /javase/17/), a commit, or an RFC (RFCs do
 * not change once published).
 */
export function isPinnedUrl(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  const where = decodeURIComponentSafe(`${u.pathname}${u.search}`);
  if (/(^|[^\w])v?\d+\.\d+(\.\d+)?([^\w]|$|[-.x])/.test(where)) return true; // 1.95.0, v0.29.0, 8.0, 3.5.x
  if (/[-_/]v?\d+\.\d+/.test(where)) return true; // axum-v0.8.9, tokio-1.53.1, flyway-10.20.1
  if (/\/(blob|tree|commit|raw)\/[0-9a-f]{7,40}(\/|$)/.test(where) || /\/[0-9a-f]{40}(\/|$)/.test(where)) return true;
  if (/\/\d{1,3}(\/|$)/.test(where) && !/\/(issues|pull|discussions)\/\d+/.test(where)) return true; // /docs/15/, /javase/17/
  if (/(^|\/)(rfc|RFC)\d+/.test(where) || /\/doc\/html\/rfc\d+/.test(where) || u.hostname === 'www.rfc-editor.org') return true;
  return false;
}

function decodeURIComponentSafe(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const QUOTED = /“[^”]{3,}”|"[^"]{3,}"|「[^」]{2,}」|`[^`]{3,}`/;

/** What is missing from a row's evidence ([] when it is an experiment with output or a pinned, quoted source). */
export function evidenceProblems(evidence) {
  if (!evidence.trim()) return ['no evidence'];
  const experiment = experimentProblems(evidence);
  const urls = urlsIn(evidence);
  const pinned = urls.filter(isPinnedUrl);
  const source = urls.length === 0 ? ['no source link'] : pinned.length === 0 ? [`the source is not pinned to a version, tag or commit: ${urls[0]}`] : [];
  if (source.length === 0 && !QUOTED.test(evidence.replace(/was:\s*「[^」]+」/g, '').replace(/https?:\/\/\S+/g, ''))) {
    source.push('quote the decisive passage of the source (“…” or `…`)');
  }
  if (experiment !== null && experiment.length === 0) return [];
  if (source.length === 0) return [];
  // Neither kind is complete: say what the one it tried lacks.
  if (experiment !== null) return experiment;
  return source;
}

/** null when the evidence is not an experiment; otherwise what the experiment lacks. */
function experimentProblems(evidence) {
  const i = evidence.search(/experiment:/i);
  if (i === -1) return null;
  const rest = evidence.slice(i + 'experiment:'.length);
  const problems = [];
  const arrow = rest.indexOf('→');
  if (!/`[^`]+`/.test(arrow === -1 ? rest : rest.slice(0, arrow))) problems.push('an experiment names its command in backticks');
  if (!/\b(rustc|cargo|javac|java|jdk|openjdk|jshell|sqlite3?|postgresql|psql|pg_dump|mariadb|mysql|git|node|python3?|curl|bash|mvn|tcpdump|linux|tomcat)\s*v?\d+(\.\d+)+/i.test(rest)) {
    problems.push('an experiment names the tool and its version (rustc 1.95.0, JDK 17.0.15, PostgreSQL 15.18 …)');
  }
  if (!/→\s*(`[^`]+`|“[^”]+”|"[^"]+"|「[^」]+」)/.test(rest)) problems.push('an experiment gives the decisive output after →, quoted');
  return problems;
}

/** Whitespace-normalised, for matching a quote against the article's text. */
const squash = (s) => s.replace(/\s+/g, ' ').trim();

/** True when the quote (with `…` elisions) stands on the given article line. */
export function quoteOnLine(quote, lineText) {
  const pieces = squash(quote)
    .split(/…+|\.\.\./)
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length === 0) return false;
  const text = squash(lineText);
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    if (at === -1) return false;
    from = at + piece.length;
  }
  return true;
}

/** The article line (1-based) nearest to `at` within the slack where the quote stands, or null. */
export function findQuote(quote, articleLines, at, slack = LINE_SLACK) {
  for (let d = 0; d <= slack; d++) {
    for (const n of d === 0 ? [at] : [at - d, at + d]) {
      if (n >= 1 && n <= articleLines.length && quoteOnLine(quote, articleLines[n - 1])) return n;
    }
  }
  return null;
}

/**
 * Everything wrong with a ledger against its article: the ledger's own form, the quotes that no longer
 * stand at their lines, and whether the article's `reviewed` agrees with the last pass.
 * `reviewed` is the article's front-matter value as a day ('2026-11-26'), 'pending', or undefined.
 */
export function ledgerProblems({ ledgerText, articleText, title, reviewed }) {
  const ledger = parseLedger(ledgerText);
  const problems = [...ledger.problems];
  if (title && ledger.title && ledger.title !== title) problems.push(`the ledger's title "${ledger.title}" is not the article's "${title}"`);
  const lines = articleText.split('\n');
  for (const row of ledger.claims) {
    if (row.quote === null || row.verdict === 'removed' || !Number.isInteger(row.at)) continue;
    if (findQuote(row.quote, lines, row.at) === null) {
      problems.push(`line ${row.line}: 「${row.quote.slice(0, 40)}${row.quote.length > 40 ? '…' : ''}」 is not on article line ${row.at} (±${LINE_SLACK})`);
    }
  }
  const verdict = ledgerVerdict(ledger);
  if (verdict.settled) {
    if (reviewed !== verdict.date) problems.push(`the last pass (${verdict.label}, ${verdict.date}) found no wrong claim: the article's \`reviewed\` must be ${verdict.date}, not ${reviewed}`);
  } else if (reviewed !== 'pending') {
    problems.push(`${verdict.why}: the article must say \`reviewed: pending\` until a pass finds nothing, not ${reviewed}`);
  }
  return problems;
}

/** Whether a ledger backs a reviewed date: at least two passes, the last of which found no wrong claim. */
export function ledgerVerdict(ledger) {
  const last = ledger.passes.at(-1);
  if (ledger.passes.length < 2) return { settled: false, why: `the ledger has ${ledger.passes.length} pass(es), at least two are needed` };
  if (last.wrong !== 0) return { settled: false, why: `the last pass (${last.label}) found ${last.wrong} wrong claim(s)` };
  return { settled: true, date: last.date, label: last.label };
}

/**
 * Moves each row's line number to where its quote stands now, when the quote stands on exactly one
 * line of the article (after an edit shifted the text). Returns the new ledger text and what moved.
 */
export function relocateLines(ledgerText, articleText) {
  const ledger = parseLedger(ledgerText);
  const lines = articleText.split('\n');
  const out = ledgerText.split('\n');
  const moved = [];
  for (const row of ledger.claims) {
    if (row.quote === null || row.verdict === 'removed' || !Number.isInteger(row.at)) continue;
    if (row.at >= 1 && row.at <= lines.length && quoteOnLine(row.quote, lines[row.at - 1])) continue;
    const hits = lines.flatMap((l, i) => (quoteOnLine(row.quote, l) ? [i + 1] : []));
    if (hits.length !== 1) continue;
    out[row.line - 1] = out[row.line - 1].replace(/^(\s*\|\s*)\d+/, `$1${hits[0]}`);
    moved.push({ row: row.line, from: row.at, to: hits[0] });
  }
  return { text: out.join('\n'), moved };
}
