#!/usr/bin/env python3
"""The site's feeds as a reader's feed app reads them: feedparser (Debian's python3-feedparser) parses
each feed as if fetched from its own URL, resolving every link in each entry's content against it, and
the raw XML is checked against the MUSTs of RFC 4287 (Atom) and the RSS 2.0 required elements.

Usage: feeds.py <build dir> <site url> [feed file …]
Prints one JSON object: per feed file, its size, its entries, and lists of problems (each a line
naming the entry): `must` (a MUST of the format not met), `toFeed` (a link or image in an entry that
resolves to the feed file itself), `broken` (a link into the site that names no built page or file,
or a fragment the page does not have), `inline` (a data: URI in the content).
tests/output/feeds.test.ts runs it in `npm test`.
"""
import html.parser
import json
import os
import re
import sys
import urllib.parse
import xml.etree.ElementTree as ET

import feedparser

ATOM = '{http://www.w3.org/2005/Atom}'
DC = '{http://purl.org/dc/elements/1.1/}'
# RFC 3339 date-time (RFC 4287 §3.3: atom:updated and atom:published MUST conform to it).
RFC3339 = re.compile(r'^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$')


class Links(html.parser.HTMLParser):
    """Every href and src in an HTML fragment, and every id."""

    def __init__(self):
        super().__init__()
        self.urls = []
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ('href', 'src') and value is not None:
                self.urls.append((tag, value))
            if name == 'id' and value:
                self.ids.add(value)


def parse_links(text):
    p = Links()
    p.feed(text or '')
    return p


def is_iri(value):
    return bool(value) and bool(urllib.parse.urlsplit(value).scheme)


def person_problems(where, el):
    names = el.findall(f'{ATOM}name')
    return [] if len(names) == 1 and (names[0].text or '').strip() else [f'{where}: atom:author has no single atom:name (§3.2.1)']


def atom_must(root):
    """RFC 4287's MUSTs on the feed and its entries (§4.1.1, §4.1.2, §4.2.*, §3.3)."""
    out = []
    for el_name in ('id', 'title', 'updated'):
        n = len(root.findall(f'{ATOM}{el_name}'))
        if n != 1:
            out.append(f'feed: {n} atom:{el_name}, exactly one required (§4.1.1)')
    feed_authors = root.findall(f'{ATOM}author')
    for a in feed_authors:
        out += person_problems('feed', a)
    alternates = [(l.get('type'), l.get('hreflang')) for l in root.findall(f'{ATOM}link') if l.get('rel', 'alternate') == 'alternate']
    if len(alternates) != len(set(alternates)):
        out.append('feed: two alternate links with the same type and hreflang (§4.1.1)')
    for c in root.iter(f'{ATOM}category'):
        if not c.get('term'):
            out.append(f'atom:category "{c.get("label")}" without a term (§4.2.2.2)')
    for l in root.iter(f'{ATOM}link'):
        if not l.get('href'):
            out.append('a link without href (§4.2.7.1)')
    feed_id = root.findtext(f'{ATOM}id') or ''
    if not is_iri(feed_id.strip()):
        out.append(f'feed: atom:id "{feed_id}" is not an absolute IRI (§4.2.6)')
    for el in root.iter():
        if el.tag in (f'{ATOM}updated', f'{ATOM}published') and not RFC3339.match((el.text or '').strip()):
            out.append(f'{el.tag.replace(ATOM, "atom:")} "{el.text}" is not an RFC 3339 date-time (§3.3)')
    for i, entry in enumerate(root.findall(f'{ATOM}entry')):
        eid = (entry.findtext(f'{ATOM}id') or f'entry {i + 1}').strip()
        for el_name in ('id', 'title', 'updated'):
            n = len(entry.findall(f'{ATOM}{el_name}'))
            if n != 1:
                out.append(f'{eid}: {n} atom:{el_name}, exactly one required (§4.1.2)')
        if not is_iri(eid):
            out.append(f'{eid}: atom:id is not an absolute IRI (§4.2.6)')
        authors = entry.findall(f'{ATOM}author')
        for a in authors:
            out += person_problems(eid, a)
        source_authors = entry.findall(f'{ATOM}source/{ATOM}author')
        if not feed_authors and not authors and not source_authors:
            out.append(f'{eid}: no atom:author on the entry nor on the feed (§4.1.1, §4.1.2)')
        content = entry.find(f'{ATOM}content')
        has_alternate = any(l.get('rel', 'alternate') == 'alternate' for l in entry.findall(f'{ATOM}link'))
        if content is None and not has_alternate:
            out.append(f'{eid}: neither atom:content nor an alternate link (§4.1.2)')
        if content is not None and content.get('src') and entry.find(f'{ATOM}summary') is None:
            out.append(f'{eid}: out-of-line content without atom:summary (§4.1.2)')
        e_alternates = [(l.get('type'), l.get('hreflang')) for l in entry.findall(f'{ATOM}link') if l.get('rel', 'alternate') == 'alternate']
        if len(e_alternates) != len(set(e_alternates)):
            out.append(f'{eid}: two alternate links with the same type and hreflang (§4.1.2)')
    return out


def rss_must(root):
    """RSS 2.0: a channel's title, link and description; an item's title or description; the author as dc:creator."""
    out = []
    channel = root.find('channel')
    if channel is None:
        return ['no channel']
    for el_name in ('title', 'link', 'description'):
        if not (channel.findtext(el_name) or '').strip():
            out.append(f'channel: no {el_name}')
    for i, item in enumerate(channel.findall('item')):
        iid = (item.findtext('guid') or item.findtext('link') or f'item {i + 1}').strip()
        if not (item.findtext('title') or item.findtext('description')):
            out.append(f'{iid}: neither title nor description')
        if not (item.findtext(f'{DC}creator') or item.findtext('author') or '').strip():
            out.append(f'{iid}: no dc:creator (or author)')
    return out


def built_file(build, site_url, url):
    """The file of the build an absolute URL of the site names, or None."""
    rest = urllib.parse.unquote(url[len(site_url):].split('#')[0].split('?')[0])
    candidates = [rest + 'index.html'] if rest.endswith('/') or rest == '' else [rest + '.html', rest, rest + '/index.html']
    for c in candidates:
        f = os.path.join(build, c)
        if os.path.isfile(f):
            return f
    return None


ids_cache = {}


def ids_of(file):
    if file not in ids_cache:
        with open(file, encoding='utf-8') as fh:
            ids_cache[file] = parse_links(fh.read()).ids
    return ids_cache[file]


def check_feed(build, site_url, name):
    path = os.path.join(build, name)
    feed_url = site_url + name
    with open(path, 'rb') as fh:
        raw = fh.read()
    root = ET.fromstring(raw)
    must = atom_must(root) if root.tag == f'{ATOM}feed' else rss_must(root)
    # As a feed app gets it: fetched from its URL, so relative links resolve against that URL.
    parsed = feedparser.parse(raw, response_headers={'content-location': feed_url, 'content-type': 'application/xml'})
    if parsed.bozo:
        must.append(f'not well-formed: {parsed.bozo_exception}')
    to_feed, broken, inline, checked = [], [], [], 0
    for entry in parsed.entries:
        link = entry.get('link', '')
        bodies = [c.get('value', '') for c in entry.get('content', [])] or [entry.get('summary', '')]
        for body in bodies:
            for tag, url in parse_links(body).urls:
                checked += 1
                where = f'{link}: <{tag}> {url[:80]}'
                if url.startswith('data:'):
                    inline.append(where)
                elif url.split('#')[0] == feed_url:
                    to_feed.append(where)
                elif url.startswith(site_url):
                    target = built_file(build, site_url, url)
                    if target is None:
                        broken.append(where)
                    elif '#' in url and target.endswith('.html'):
                        fragment = urllib.parse.unquote(url.split('#', 1)[1])
                        if fragment and fragment not in ids_of(target):
                            broken.append(f'{where} (no id "{fragment}" there)')
                elif not urllib.parse.urlsplit(url).scheme:
                    broken.append(f'{where} (still relative)')
    return {
        'bytes': len(raw),
        'entries': len(parsed.entries),
        'updated': parsed.feed.get('updated', ''),
        'authors': [a.get('name') for a in parsed.feed.get('authors', [])],
        'entryAuthors': [e.get('author', '') for e in parsed.entries],
        'links': checked,
        'must': must,
        'toFeed': to_feed,
        'broken': broken,
        'inline': inline,
    }


def main():
    build, site_url = sys.argv[1], sys.argv[2]
    if not site_url.endswith('/'):
        site_url += '/'
    names = sys.argv[3:] or ['atom.xml', 'rss.xml']
    print(json.dumps({'feedparser': feedparser.__version__, 'feeds': {n: check_feed(build, site_url, n) for n in names}}, ensure_ascii=False))


if __name__ == '__main__':
    main()
