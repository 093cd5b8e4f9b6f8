#!/usr/bin/env node
// `npm run new`: starts a post. Writes docs/<section>/<slug>.md with its front matter (draft: true),
// the H1 and the 本文环境 line, and adds the slug to the section's _meta.json. The post is a draft:
// `npm run dev` shows it, the production build leaves it out until `draft: true` is removed.
// Contract: AUTHORING.md, "Adding an article".
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { DESCRIPTION_PLACEHOLDER, ENVIRONMENT_PLACEHOLDER } from '../site/node/newPost.mjs';

const USAGE = `Usage: npm run new -- <section> <slug> <title>
       npm run new                      (asks for each)

  section  a folder of docs/ with a _meta.json, e.g. work/java, rust/web, network
  slug     the file name and URL: lower-case ASCII words joined by '-', e.g. java-virtual-threads
  title    the article's title in Chinese (also its # H1), at most 30 characters

Options: --root DIR   the docs folder (default: docs/ of this repository)
         --date YYYY-MM-DD  the publication date to write (default: today)`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_TITLE = 30;

/** Folders of the docs root that hold a _meta.json (where a post can go), relative and '/'-separated. */
export function sections(root, dir = root) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !e.name.startsWith('_') && e.name !== 'images' && !(dir === root && e.name === 'public'))
    .flatMap((e) => {
      const abs = path.join(dir, e.name);
      const rel = path.relative(root, abs).split(path.sep).join('/');
      return [...(fs.existsSync(path.join(abs, '_meta.json')) ? [rel] : []), ...sections(root, abs)];
    })
    .sort();
}

/** What is wrong with these answers, one message each (empty when a post can be written). */
export function problems(root, { section, slug, title }) {
  const out = [];
  const known = sections(root);
  const sec = String(section ?? '').replace(/^\/+|\/+$/g, '').replace(/^docs\//, '');
  if (!known.includes(sec)) out.push(`section "${section ?? ''}" is not a folder of docs/ with a _meta.json; one of: ${known.join(', ')}`);
  if (!SLUG.test(String(slug ?? ''))) {
    out.push(`slug "${slug ?? ''}" must be lower-case ASCII words joined by '-' (e.g. java-virtual-threads): it becomes the file name and the URL`);
  } else if (slug === 'index') {
    out.push('slug "index" is the section\'s own page; choose another');
  } else if (known.includes(sec) && ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(root, sec, `${slug}${ext}`)))) {
    out.push(`docs/${sec}/${slug}.md already exists`);
  }
  const t = String(title ?? '').trim();
  if (!t) out.push('title is empty: give the article a Chinese title');
  else if ([...t].length > MAX_TITLE) out.push(`title has ${[...t].length} characters; keep it to ${MAX_TITLE} (it is the H1, the tab title and the search result)`);
  return out;
}

/** The text of the new post. */
export function postText({ title, date }) {
  const front = stringify({ title, description: DESCRIPTION_PLACEHOLDER, date, draft: true }, { lineWidth: 0 }).trimEnd();
  return `---\n${front}\n---\n\n# ${title}\n\n${ENVIRONMENT_PLACEHOLDER}\n\n正文从这里开始。\n`;
}

/** Writes the post and its _meta.json entry; returns the file written, relative to the docs root. */
export function createPost(root, { section, slug, title, date }) {
  const sec = section.replace(/^\/+|\/+$/g, '').replace(/^docs\//, '');
  const file = path.join(root, sec, `${slug}.md`);
  const metaFile = path.join(root, sec, '_meta.json');
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  if (!Array.isArray(meta)) throw new Error(`docs/${sec}/_meta.json is not a list`);
  fs.writeFileSync(file, postText({ title: title.trim(), date }), { flag: 'wx' });
  meta.push({ type: 'file', name: slug, label: title.trim() });
  fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  return `${sec}/${slug}.md`;
}

function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function main(argv) {
  const positional = [];
  let root = fileURLToPath(new URL('../docs', import.meta.url));
  let date = today();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') return console.log(USAGE), 0;
    if (a === '--root') root = path.resolve(argv[++i] ?? '');
    else if (a === '--date') date = argv[++i] ?? '';
    else if (a.startsWith('-')) return console.error(`unknown option ${a}\n\n${USAGE}`), 2;
    else positional.push(a);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return console.error(`--date ${date}: write it YYYY-MM-DD`), 2;
  let [section, slug, ...titleWords] = positional;
  let title = titleWords.join(' ');
  if (positional.length < 3) {
    if (!process.stdin.isTTY) return console.error(`section, slug and title are needed\n\n${USAGE}`), 2;
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
    console.log(`Sections: ${sections(root).join(', ')}`);
    section ||= (await rl.question('section: ')).trim();
    slug ||= (await rl.question('slug (e.g. java-virtual-threads): ')).trim();
    title ||= (await rl.question('title: ')).trim();
    rl.close();
  }
  const found = problems(root, { section, slug, title });
  if (found.length) return console.error(found.map((p) => `npm run new: ${p}`).join('\n')), 1;
  const file = createPost(root, { section, slug, title, date });
  console.log(
    [
      `Wrote docs/${file} (draft: true) and added "${slug}" to docs/${path.posix.dirname(file)}/_meta.json.`,
      'Next: `npm run dev` shows it; fill in description, 本文环境 and the text;',
      'remove `draft: true` to publish (the build stops while the placeholders are still there).',
    ].join('\n'),
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
