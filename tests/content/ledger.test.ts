// Every technical article's claims are settled in its ledger (reviews/<route>.md, site/node/ledger.mjs), and the
// date under its title is the date of the ledger's last pass, shown only when that pass found nothing wrong.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerFileOf, ledgerProblems } from '../../site/node/ledger.mjs';
import { folderOf } from '../../site/shared/routes';
import { isoDay } from '../../site/shared/dates';
import { PENDING } from '../../site/shared/review';
import { DOCS, isArticle, listPageFiles, readPage } from './docs';

const ROOT = path.dirname(DOCS);
const technical = listPageFiles()
  .map(readPage)
  .filter((p) => isArticle(p) && folderOf(p.route) !== '/');

describe.each(technical.map((p) => [p.route, p] as const))('%s', (route, page) => {
  const ledgerFile = path.join(ROOT, ledgerFileOf(route));
  const reviewed = page.frontmatter.reviewed === PENDING ? PENDING : (isoDay(page.frontmatter.reviewed) ?? String(page.frontmatter.reviewed));

  // Pending or not: an article without a ledger has nothing a reader can audit, and no pass can start from it.
  it('has a claim ledger', () => {
    expect(fs.existsSync(ledgerFile), `${ledgerFileOf(route)} is missing: every technical article has one (reviews/README.md)`).toBe(true);
  });

  it('agrees with its ledger: every row settled with evidence, every quote where it says, the date of the last clean pass', () => {
    if (!fs.existsSync(ledgerFile)) return; // 'has a claim ledger' says so
    const articleText = fs.readFileSync(path.join(DOCS, page.file), 'utf8');
    expect(ledgerProblems({ ledgerText: fs.readFileSync(ledgerFile, 'utf8'), articleText, title: page.frontmatter.title, reviewed })).toEqual([]);
  });
});

it('keeps no ledger for an article that is gone', () => {
  const dir = path.join(ROOT, 'reviews');
  const routes = new Set(technical.map((p) => p.route));
  const ledgers = fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md') && f !== 'README.md')
    : [];
  expect(ledgers.map((f) => `/${f.split(path.sep).join('/').replace(/\.md$/, '')}`).filter((r) => !routes.has(r))).toEqual([]);
});
