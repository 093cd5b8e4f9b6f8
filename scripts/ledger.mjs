#!/usr/bin/env node
// Checks claim ledgers (reviews/<route>.md, site/node/ledger.mjs) against their articles.
//   node scripts/ledger.mjs                       every ledger, and the articles that have none
//   node scripts/ledger.mjs rust/pointers/rust-smart-pointers   one article (route or docs/ file)
//   node scripts/ledger.mjs <article> --fix-lines  first move each row to the line its quote stands on now
// Exit code 1 when a ledger has a problem. The content tests (tests/content/ledger.test.ts) run the same check.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { ledgerFileOf, ledgerProblems, relocateLines } from '../site/node/ledger.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = path.join(ROOT, 'docs');
// The site's own front-matter reader and page list (TypeScript, loaded as rspress.config.ts is).
const jiti = createJiti(import.meta.url);
const { readFrontMatter } = await jiti.import('../site/node/frontmatter.ts');
const { docsPages } = await jiti.import('../site/node/pages.ts');
const { isArticle } = await jiti.import('../site/shared/pageKind.ts');
const { folderOf } = await jiti.import('../site/shared/routes.ts');

/** '/rust/x/y' for 'rust/x/y', '/rust/x/y', 'docs/rust/x/y.md' or 'reviews/rust/x/y.md'. */
function routeOf(arg) {
  return `/${arg.replace(/^\/+/, '').replace(/^(docs|reviews)\//, '').replace(/\.mdx?$/, '')}`;
}

function articleFile(route) {
  for (const ext of ['.md', '.mdx']) {
    const f = path.join(DOCS, `${route.slice(1)}${ext}`);
    if (fs.existsSync(f)) return f;
  }
  return null;
}

function check(route, fix) {
  const file = articleFile(route);
  if (!file) return [`docs${route}.md does not exist`];
  const ledgerFile = path.join(ROOT, ledgerFileOf(route));
  if (!fs.existsSync(ledgerFile)) return [`no ledger: ${ledgerFileOf(route)}`];
  const articleText = fs.readFileSync(file, 'utf8');
  let ledgerText = fs.readFileSync(ledgerFile, 'utf8');
  if (fix) {
    const { text, moved } = relocateLines(ledgerText, articleText);
    if (moved.length) {
      fs.writeFileSync(ledgerFile, text);
      ledgerText = text;
      for (const m of moved) console.log(`${ledgerFileOf(route)}:${m.row}: line ${m.from} -> ${m.to}`);
    }
  }
  const fm = readFrontMatter(articleText).data;
  return ledgerProblems({ ledgerText, articleText, title: fm.title, reviewed: fm.reviewed });
}

/** The published articles of a section (not the pages at the root of docs/), by the site's one rule. */
function allArticleRoutes() {
  return docsPages(DOCS)
    .filter((p) => !p.draft && isArticle({ routePath: p.route, frontmatter: p.frontmatter }) && folderOf(p.route) !== '/')
    .map((p) => p.route);
}

const args = process.argv.slice(2);
const fix = args.includes('--fix-lines');
const targets = args.filter((a) => !a.startsWith('--'));
const routes = targets.length ? targets.map(routeOf) : allArticleRoutes();
let bad = 0;
for (const route of routes) {
  const problems = check(route, fix);
  if (problems.length) {
    bad++;
    console.log(`✗ ${route}`);
    for (const p of problems) console.log(`    ${p}`);
  } else console.log(`✓ ${route}`);
}
process.exit(bad ? 1 : 0);
