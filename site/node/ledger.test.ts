import { describe, expect, it } from 'vitest';
import { evidenceProblems, findQuote, isPinnedUrl, ledgerProblems, parseLedger, relocateLines } from './ledger.mjs';

const ARTICLE = [
  '---',
  'title: 智能指针',
  'reviewed: 2026-11-26',
  '---',
  '',
  '# 智能指针',
  '',
  'rustc 1.95 把 `List` 排成 4 字节判别值、4 字节 `i32` 和 8 字节 `Box`。',
  '',
  '`let _ = c;` 不会移动 `c`，它活到作用域结束。',
].join('\n');

const EXPERIMENT =
  'experiment: `RUSTC_BOOTSTRAP=1 rustc --edition 2024 -Zprint-type-sizes list.rs` (rustc 1.95.0) → `discriminant: 4 bytes`; was: 「`Nil` 用空指针表示」';
const SOURCE =
  '[Reference 1.95.0, wildcard pattern](https://doc.rust-lang.org/1.95.0/reference/patterns.html#wildcard-pattern): “Unlike identifier patterns, it does not copy, move or borrow the value it matches.”';

function ledger({ passes = ['| A | 2026-11-26 | built the ledger, ran every sample | 2 |', '| B | 2026-11-26 | blind doubt list, 9 doubts settled below | 0 |'], rows = [
  `| 8 | 「rustc 1.95 把 \`List\` 排成 4 字节判别值…8 字节 \`Box\`」 | fixed | ${EXPERIMENT} | A |`,
  `| 10 | 「\`let _ = c;\` 不会移动 \`c\`」 | correct | ${SOURCE} | B |`,
] } = {}) {
  return [
    '# 核对记录：智能指针',
    '',
    '## Passes',
    '',
    '| Pass | Date | What it did | Wrong claims found |',
    '| --- | --- | --- | --- |',
    ...passes,
    '',
    '## Claims',
    '',
    '| Line | Claim | Verdict | Evidence | Pass |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

const check = (ledgerText: string, reviewed: string | undefined = '2026-11-26', articleText = ARTICLE) =>
  ledgerProblems({ ledgerText, articleText, title: '智能指针', reviewed });

describe('a ledger', () => {
  it('that is complete and agrees with its article has no problem', () => {
    expect(check(ledger())).toEqual([]);
    const parsed = parseLedger(ledger());
    expect(parsed.passes.map((p) => [p.label, p.wrong])).toEqual([['A', 2], ['B', 0]]);
    expect(parsed.claims.map((c) => c.verdict)).toEqual(['fixed', 'correct']);
  });

  it('fails when a row loses its evidence', () => {
    const rows = ['| 10 | 「`let _ = c;` 不会移动 `c`」 | correct |  | B |'];
    expect(check(ledger({ rows }))).toEqual(['line 14: no evidence']);
  });

  it('fails when the evidence is a link that names no version, or a source without its passage', () => {
    const unpinned = ['| 10 | 「`let _ = c;` 不会移动 `c`」 | correct | [Reference](https://doc.rust-lang.org/reference/patterns.html): “it does not move” | B |'];
    expect(check(ledger({ rows: unpinned }))[0]).toMatch(/not pinned to a version, tag or commit/);
    const unquoted = ['| 10 | 「`let _ = c;` 不会移动 `c`」 | correct | https://doc.rust-lang.org/1.95.0/reference/patterns.html | B |'];
    expect(check(ledger({ rows: unquoted }))[0]).toMatch(/quote the decisive passage/);
  });

  it('fails when an experiment lacks its command, its tool version or its output', () => {
    const ev = (e: string) => [`| 10 | 「\`let _ = c;\` 不会移动 \`c\`」 | correct | ${e} | B |`];
    expect(check(ledger({ rows: ev('experiment: ran it (rustc 1.95.0) → `c dropped last`') }))[0]).toMatch(/command in backticks/);
    expect(check(ledger({ rows: ev('experiment: `rustc x.rs && ./x` → `c dropped last`') }))[0]).toMatch(/tool and its version/);
    expect(check(ledger({ rows: ev('experiment: `rustc x.rs && ./x` (rustc 1.95.0) printed it last') }))[0]).toMatch(/decisive output after →/);
  });

  it('fails on an unknown verdict, a fixed claim without its old text, and a pass not listed', () => {
    const rows = [
      `| 10 | 「\`let _ = c;\` 不会移动 \`c\`」 | imprecise | ${SOURCE} | B |`,
      `| 10 | 「\`let _ = c;\` 不会移动 \`c\`」 | fixed | ${SOURCE} | C |`,
    ];
    const problems = check(ledger({ rows }));
    expect(problems).toContain('line 14: verdict "imprecise" is not one of correct, fixed, removed');
    expect(problems.some((p) => /line 15: a fixed claim says what the article said before/.test(p))).toBe(true);
    expect(problems).toContain('line 15: pass "C" is not one of the passes listed');
  });

  it('fails when a quoted claim no longer stands at or near its line, unless it was removed', () => {
    const moved = ARTICLE.replace('\n\n`let _ = c;`', '\n\n\n\n\n\n\n`let _ = c;`');
    expect(check(ledger(), '2026-11-26', moved)).toEqual([expect.stringMatching(/^line 15: 「`let _ = c;` 不会移动 `c`」 is not on article line 10 \(±3\)$/)]);
    const rewritten = ARTICLE.replace('不会移动', '不移动');
    expect(check(ledger(), '2026-11-26', rewritten)).toHaveLength(1);
    const removed = [`| 10 | 「\`let _ = 表达式;\` 立即释放值」 | removed | ${SOURCE} | A |`];
    expect(check(ledger({ rows: removed }))).toEqual([]);
  });

  it('backs a reviewed date only with two passes, the last of which found nothing, on that date', () => {
    expect(check(ledger(), '2026-11-25')).toEqual([expect.stringMatching(/`reviewed` must be 2026-11-26, not 2026-11-25/)]);
    expect(check(ledger(), 'pending')).toHaveLength(1);
    const rowsA = [`| 10 | 「\`let _ = c;\` 不会移动 \`c\`」 | correct | ${SOURCE} | A |`];
    const onlyA = ledger({ passes: ['| A | 2026-11-26 | built the ledger, ran every sample | 0 |'], rows: rowsA });
    expect(check(onlyA, '2026-11-26')).toEqual([expect.stringMatching(/1 pass\(es\), at least two are needed: the article must say `reviewed: pending`/)]);
    expect(check(onlyA, 'pending')).toEqual([]);
    const bFound = ledger({ passes: ['| A | 2026-11-26 | built the ledger, ran every sample | 2 |', '| B | 2026-11-26 | blind doubt list, found one wrong | 1 |'] });
    expect(check(bFound, '2026-11-26')[0]).toMatch(/last pass \(B\) found 1 wrong claim/);
    expect(check(bFound, 'pending')).toEqual([]);
  });

  it('names malformed passes', () => {
    const problems = check(ledger({ passes: ['| B | 26.11.2026 | x | none |'] }), 'pending');
    expect(problems).toEqual(
      expect.arrayContaining([
        'line 7: pass date "26.11.2026" is not a day written YYYY-MM-DD',
        'line 7: say what the pass did (what was read, run, found)',
        'line 7: "Wrong claims found" must be a number, not "none"',
        'line 7: passes go A, B, C … in order; expected A',
      ]),
    );
  });
});

describe('evidence', () => {
  it.each([
    ['https://doc.rust-lang.org/1.95.0/std/rc/index.html', true],
    ['https://github.com/tokio-rs/axum/blob/axum-v0.8.9/axum/src/extract/ws.rs#L489-L491', true],
    ['https://github.com/snapview/tungstenite-rs/blob/v0.29.0/src/protocol/mod.rs', true],
    ['https://github.com/rust-lang/book/commit/6c890c71607e72e992019dd72b579ebe1441320b', true],
    ['https://www.postgresql.org/docs/15/sql-insert.html#SQL-ON-CONFLICT', true],
    ['https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/ServiceLoader.html', true],
    ['https://www.rfc-editor.org/rfc/rfc6455#section-5.5.1', true],
    ['https://datatracker.ietf.org/doc/html/rfc9293', true],
    ['https://docs.spring.io/spring-framework/reference/6.2/core/beans.html', true],
    ['https://doc.rust-lang.org/std/rc/index.html', false],
    ['https://sqlite.org/lang_upsert.html', false],
    ['https://github.com/rust-lang/rust/issues/142216', false],
    ['https://github.com/tokio-rs/axum/blob/main/axum/src/extract/ws.rs', false],
  ])('%s pinned: %s', (url, pinned) => expect(isPinnedUrl(url)).toBe(pinned));

  it('accepts an experiment or a pinned quoted source, and says what the incomplete one lacks', () => {
    expect(evidenceProblems(EXPERIMENT)).toEqual([]);
    expect(evidenceProblems(SOURCE)).toEqual([]);
    expect(evidenceProblems('see the docs')).toEqual(['no source link']);
  });
});

describe('quotes and lines', () => {
  const lines = ARTICLE.split('\n');
  it('finds a quote with elisions on its line or near it', () => {
    expect(findQuote('rustc 1.95 把 `List`…8 字节 `Box`', lines, 8)).toBe(8);
    expect(findQuote('rustc 1.95 把 `List`…8 字节 `Box`', lines, 11)).toBe(8);
    expect(findQuote('8 字节 `Box`…rustc 1.95', lines, 8)).toBeNull();
  });

  it('moves a row to where its quote stands now when it stands on one line only', () => {
    const moved = ARTICLE.replace('\n\n`let _ = c;`', '\n\n\n\n\n\n\n`let _ = c;`');
    const { text, moved: m } = relocateLines(ledger(), moved);
    expect(m).toEqual([{ row: 15, from: 10, to: 15 }]);
    expect(check(text, '2026-11-26', moved)).toEqual([]);
  });
});
