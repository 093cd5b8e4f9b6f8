// The feeds as a feed reader reads them: Python's feedparser (Debian's python3-feedparser) parses each
// one as fetched from its own URL, resolving every link in every entry (tests/output/feeds.py), and
// the raw XML is held to RFC 4287's MUSTs (Atom) and RSS 2.0's required elements. No link may resolve
// to the feed file, and every link into the site must name a built page (and an id on it) or file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_ITEMS, feedRoutes } from '../../site/shared/posts';
import { ALL_ROUTES, canonicalOf, day, frontmatterOf, isArticle, OUT, requireBuild, ROOT, SITE_URL } from './build';

interface FeedReport {
  bytes: number;
  entries: number;
  updated: string;
  authors: string[];
  entryAuthors: string[];
  links: number;
  must: string[];
  toFeed: string[];
  broken: string[];
  inline: string[];
}

/** Debian's Python, where apt installs python3-feedparser (a pyenv or venv python3 first on PATH may not have it). */
function python(): string {
  for (const candidate of ['/usr/bin/python3', 'python3']) {
    if (spawnSync(candidate, ['-c', 'import feedparser'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error('feedparser is missing: apt-get install -y python3-feedparser (Debian; .ci/run installs it)');
}

let report: Record<string, FeedReport>;
beforeAll(() => {
  requireBuild();
  const r = spawnSync(python(), [path.join(ROOT, 'tests/output/feeds.py'), OUT, SITE_URL, 'atom.xml', 'rss.xml'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`feeds.py failed: ${r.stderr}`);
  report = (JSON.parse(r.stdout) as { feeds: Record<string, FeedReport> }).feeds;
});

const articles = ALL_ROUTES.filter(isArticle);
const IN_FEEDS = feedRoutes(articles.map((route) => ({ routePath: route, frontmatter: frontmatterOf(route) })));
const updatedOf = (route: string) => day(frontmatterOf(route).updated) ?? day(frontmatterOf(route).date)!;

describe.each(['atom.xml', 'rss.xml'])('%s', (file) => {
  it('meets every MUST of its format, with the author on the feed (Atom) or each item (RSS dc:creator)', () => {
    const feed = report[file];
    console.log(`${file}: ${feed.bytes} bytes, ${feed.entries} entries, ${feed.links} links and images checked`);
    expect(feed.must).toEqual([]);
    expect(feed.entryAuthors.every(Boolean)).toBe(true);
    if (file === 'atom.xml') expect(feed.authors).toHaveLength(1);
  });

  it('resolves every link and image of every entry to the article or another page or file of the site, never to the feed', () => {
    const feed = report[file];
    expect(feed.links).toBeGreaterThan(0);
    expect(feed.toFeed).toEqual([]);
    expect(feed.broken).toEqual([]);
    expect(feed.inline, 'images as URLs, not data: URIs').toEqual([]);
  });

  it(`carries the newest ${FEED_ITEMS} articles, and is as new as the newest of them`, () => {
    const feed = report[file];
    expect(feed.entries).toBe(Math.min(FEED_ITEMS, IN_FEEDS.length));
    const newest = IN_FEEDS.map(updatedOf).sort().at(-1)!;
    expect(new Date(feed.updated).toISOString().slice(0, 10)).toBe(newest);
  });
});

it('the entries carry no theme-only markup: heading anchors, SSR markers, buttons', () => {
  const atom = fs.readFileSync(path.join(OUT, 'atom.xml'), 'utf8');
  expect(atom).not.toMatch(/rp-header-anchor|&lt;!--\$|<!--\$|<button|data-fb-|tabindex/);
  expect(IN_FEEDS.every((route) => atom.includes(`<id>${canonicalOf(route)}</id>`))).toBe(true);
});
