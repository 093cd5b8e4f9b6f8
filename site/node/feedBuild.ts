// The Atom and RSS feeds, written with the `feed` library from each article's built page (Node only; the
// feed list the theme links to is site/shared/feeds.ts). What a feed reader gets is the article as it reads on
// the site, made to stand alone away from it:
//  - every link and image absolute, resolved against the article's own URL: a reader resolves a relative
//    one against the feed file (feedparser made '#一张表看懂差异' into '…/atom.xml#一张表看懂差异');
//  - no markup that only the site's theme and scripts use: heading anchors ('#'), React's <!--$-->
//    markers and every other comment, the H1 (the entry's title already), the reading time and the
//    dates-and-tags line (the entry's own fields), copy/wrap buttons, related posts, ids, classes and
//    the token spans of highlighted code (the feed carries no stylesheet);
//  - the author (RFC 4287 §4.1.1: a feed MUST have one, on the feed or on every entry; RSS: dc:creator),
//    and a feed-level `updated` that is the newest entry's, not the time of the build.
import { Feed } from 'feed';
import { type DefaultTreeAdapterTypes as T, parse, serialize } from 'parse5';

type Node = T.ChildNode;
type Parent = T.ParentNode;

export interface FeedEntry {
  title: string;
  /** absolute URL of the article, also its id */
  url: string;
  description: string;
  /** the article's built HTML page */
  html: string;
  /** YYYY-MM-DD, front matter `date` */
  published: string;
  /** YYYY-MM-DD, front matter `updated`, else `date` */
  updated: string;
  /** the section's label, then the tags */
  categories: string[];
}

export interface FeedSite {
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
  author: { name: string; link: string };
  /** absolute URL of the site's icon */
  icon: string;
  language: string;
}

const isElement = (n: Node | Parent): n is T.Element => 'tagName' in n;
const classesOf = (el: T.Element) => (el.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/).filter(Boolean);

/** Elements (with any of these classes) that only the site's theme or scripts use. */
const THEME_ONLY = ['rp-header-anchor', 'fb-reading-time', 'fb-post-facts', 'fb-post-end', 'rp-code-button-group', 'fb-sr-only'];
/** Attributes a feed reader has no use for (theme hooks, script state, ARIA of removed widgets). */
const DROPPED_ATTRS = /^(class|id|style|tabindex|loading|decoding|role|data-.*|aria-.*)$/;
const URL_ATTRS: ReadonlySet<string> = new Set(['href', 'src', 'poster', 'cite']);

function find(node: Parent, test: (el: T.Element) => boolean): T.Element | null {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const inner = find(child, test);
    if (inner) return inner;
  }
  return null;
}

function absolute(value: string, base: string): string {
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

function clean(parent: Parent, base: string, inCode: boolean): void {
  const out: Node[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeName === '#comment') continue;
    if (!isElement(node)) {
      out.push(node);
      continue;
    }
    const classes = classesOf(node);
    if (node.tagName === 'button' || node.tagName === 'script' || node.tagName === 'style' || classes.some((c) => THEME_ONLY.includes(c))) continue;
    const code = inCode || node.tagName === 'pre' || node.tagName === 'code';
    clean(node, base, code);
    // Highlighted code: the token spans carry only classes; their text is the code.
    if (code && node.tagName === 'span') {
      for (const child of node.childNodes) child.parentNode = parent;
      out.push(...node.childNodes);
      continue;
    }
    // A code block keeps its language class (feed readers that highlight code read it).
    const language = classes.filter((c) => c.startsWith('language-')).join(' ');
    node.attrs = [
      ...node.attrs
        .filter((a) => !DROPPED_ATTRS.test(a.name))
        .map((a) => (URL_ATTRS.has(a.name) ? { ...a, value: absolute(a.value, base) } : a.name === 'srcset' ? { ...a, value: a.value.replace(/(^|,\s*)(\S+)/g, (_, sep, u) => sep + absolute(u, base)) } : a)),
      ...(language ? [{ name: 'class', value: language }] : []),
    ];
    out.push(node);
  }
  parent.childNodes = out;
}

/**
 * The article's content for a feed entry: the page's `.rspress-doc` element, cleaned as above, every
 * URL absolute against `articleUrl`. Null when the page has no article container.
 */
export function entryContent(pageHtml: string, articleUrl: string): string | null {
  const doc = parse(pageHtml);
  const article = find(doc, (el) => classesOf(el).includes('rspress-doc'));
  if (!article) return null;
  const h1 = find(article, (el) => el.tagName === 'h1');
  if (h1?.parentNode) h1.parentNode.childNodes = h1.parentNode.childNodes.filter((n) => n !== h1);
  clean(article, articleUrl, false);
  return serialize(article).trim().replace(/\n{3,}/g, '\n\n');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const day = (d: string) => new Date(`${d}T00:00:00Z`);

/** The feeds' text: Atom and RSS 2.0, newest entry first, as given. */
export function feedXml(site: FeedSite, entries: FeedEntry[], links: { atom: string; rss: string }): { atom: string; rss: string } {
  const newest = entries.map((e) => e.updated).sort().at(-1);
  const make = (format: 'atom' | 'rss') => {
    const feed = new Feed({
      id: site.siteUrl,
      link: site.siteUrl,
      title: site.title,
      description: site.description,
      copyright: site.copyright,
      language: site.language,
      favicon: site.icon,
      // The newest entry's date: a build that changes no article changes no feed.
      updated: newest ? day(newest) : undefined,
      feedLinks: { [format]: links[format] },
      ...(format === 'atom' ? { author: site.author } : {}),
    });
    for (const e of entries) {
      const content = entryContent(e.html, e.url);
      feed.addItem({
        title: e.title,
        id: e.url,
        link: e.url,
        description: e.description,
        content: content ?? escapeHtml(e.description),
        date: day(e.updated),
        published: day(e.published),
        // atom:category MUST have a term (RFC 4287 §4.2.2.2); RSS writes the name.
        category: e.categories.map((name) => ({ name, term: name })),
        // Atom: atom:author on each entry too (a reader may show entries apart from the feed).
        // RSS: <author> must be an e-mail address, so the name goes in dc:creator.
        ...(format === 'atom'
          ? { author: [site.author] }
          : { extensions: [{ name: 'dc:creator', objects: { _text: site.author.name } }] }),
      });
    }
    return format === 'atom' ? feed.atom1() : feed.rss2();
  };
  return { atom: make('atom'), rss: make('rss') };
}
