// The one schema of a page's front matter (valibot): the type every reader of front matter uses
// (FrontMatter), the keys the site knows (KNOWN_KEYS) and every message an author sees about it.
// site/node/frontmatter.ts reads a page's YAML with it and puts each message on its key's line.
//
// Browser-safe: the theme imports its type only; the build validates every page with it, so what the
// theme reads from Rspress's page data has passed it (dates then arrive as Rspress's JSON makes them:
// read them with isoDay).
import * as v from 'valibot';
import { isoDay } from './dates';
import { reviewProblems } from './review';

/** What the rules depend on besides the front matter itself. */
export interface FrontMatterContext {
  /** an article (not the home page, an index page or an overview): it needs its first-published date */
  article: boolean;
  /** an article in a section must carry its accuracy record (the content tests ask; the build checks one that is there) */
  requireReview?: boolean;
  today?: Date;
}

/** Every message an author sees about front matter (site/node/frontmatter.ts adds the file's line). */
export const MESSAGES = {
  title: '`title` is missing or not text: give the page a title, the same text as its # H1',
  description: '`description` must be text: one Chinese sentence',
  descriptionMissing: '`description` is missing: add one Chinese sentence (50–110 字 for an article)',
  date: (value: unknown) => `\`date\` must be the day the article was first published, written YYYY-MM-DD (a real calendar day), not ${JSON.stringify(value ?? null)}`,
  updated: '`updated` must be a day written YYYY-MM-DD',
  draft: '`draft` must be true or false',
  tags: '`tags` must be a list of words, e.g. tags: [Java, 并发]',
  tagsTwice: '`tags` lists the same tag twice',
  series: '`series` must be the series name (parts ordered as in _meta.json), or { name: 名称, order: 2 } with a whole number from 1',
  head: (entry: unknown) => `\`head\` may add <meta> (without http-equiv) and <link> elements, written [meta, { name: …, content: … }]; not ${JSON.stringify(entry)}`,
  notPairs: 'front matter must be key: value pairs',
  none: 'no front matter: start the file with a --- block holding title and description',
  unknown: (key: string) => `unknown front-matter key \`${key}\` (a typo?)`,
};

const nonEmptyText = (message: string) => v.pipe(v.string(message), v.check((s) => s.trim().length > 0, message));
/** A day as 'YYYY-MM-DD', written either way YAML may hand it over (text, or a Date for an unquoted day). */
const day = (message: string | ((value: unknown) => string)) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const iso = isoDay(dataset.value);
      if (iso === null) {
        addIssue({ message: typeof message === 'string' ? message : message(dataset.value) });
        return NEVER;
      }
      return iso;
    }),
  );

const Series = v.union(
  [
    nonEmptyText(MESSAGES.series),
    v.strictObject(
      { name: nonEmptyText(MESSAGES.series), order: v.optional(v.pipe(v.number(MESSAGES.series), v.integer(MESSAGES.series), v.minValue(1, MESSAGES.series))) },
      MESSAGES.series,
    ),
  ],
  MESSAGES.series,
);

const Tags = v.pipe(
  v.array(nonEmptyText(MESSAGES.tags), MESSAGES.tags),
  v.minLength(1, MESSAGES.tags),
  v.check((tags) => new Set(tags.map((t) => t.trim().toLowerCase())).size === tags.length, MESSAGES.tagsTwice),
);

/** `head`: only <meta> (without http-equiv) and <link>, and no event-handler attributes. */
type HeadTuple = [string, Record<string, string>];
const HeadEntry = v.custom<HeadTuple>((entry) => {
  const [tag, attrs] = Array.isArray(entry) ? entry : [];
  const names = attrs && typeof attrs === 'object' ? Object.keys(attrs).map((k) => k.toLowerCase()) : [];
  return ((tag === 'meta' && !names.includes('http-equiv')) || tag === 'link') && !names.some((k) => k.startsWith('on'));
});

/** Keys Rspress reads itself; kept as they are (its own types apply). */
const rspressOwn = {
  pageType: v.optional(v.string()),
  hero: v.optional(v.unknown()),
  features: v.optional(v.unknown()),
  overview: v.optional(v.boolean()),
  outline: v.optional(v.unknown()),
  sidebar: v.optional(v.unknown()),
  navbar: v.optional(v.unknown()),
  footer: v.optional(v.unknown()),
  titleSuffix: v.optional(v.string()),
  lastUpdated: v.optional(v.unknown()),
  prevPage: v.optional(v.unknown()),
  nextPage: v.optional(v.unknown()),
  editLink: v.optional(v.unknown()),
  llms: v.optional(v.unknown()),
  search: v.optional(v.boolean()),
  globalUIComponents: v.optional(v.boolean()),
};

const entries = {
  title: v.optional(nonEmptyText(MESSAGES.title)),
  description: v.optional(v.string(MESSAGES.description)),
  /** first published */
  date: v.optional(day(MESSAGES.date)),
  /** a real revision: shown as 修订于, and in feeds and the sitemap */
  updated: v.optional(day(MESSAGES.updated)),
  draft: v.optional(v.boolean(MESSAGES.draft)),
  tags: v.optional(Tags),
  series: v.optional(Series),
  /** the day every claim was last checked (the ledger's last clean pass), or 'pending' */
  reviewed: v.optional(v.pipe(v.unknown(), v.transform((value) => isoDay(value) ?? String(value)))),
  reviewedVersions: v.optional(v.unknown()),
  comments: v.optional(v.boolean()),
  /** <meta>/<link> elements for the page's head: each entry is checked below, one message per entry */
  head: v.optional(v.custom<HeadTuple | HeadTuple[]>(() => true)),
  ...rspressOwn,
};

/** Every front-matter key the site knows: the schema's own. */
export const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.keys(entries));

/** The schema of one page's front matter, with the rules that depend on what the page is. */
export function frontMatterSchema(context: FrontMatterContext) {
  const { article, requireReview = false, today = new Date() } = context;
  return v.pipe(
    v.looseObject(entries, MESSAGES.notPairs),
    v.rawCheck(({ dataset, addIssue }) => {
      // Also when a key above failed its own check: every mistake is said at once.
      const fm = dataset.value as Record<string, unknown> & { head?: unknown };
      const at = (key: string): [v.IssuePathItem] => [{ type: 'object', origin: 'value', input: fm, key, value: fm[key] }];
      const published = fm.draft !== true;
      if (fm.pageType !== 'home' && fm.title === undefined) addIssue({ message: MESSAGES.title, path: at('title') });
      if (article && published && fm.date === undefined) addIssue({ message: MESSAGES.date(undefined), path: at('date') });
      const hasReview = fm.reviewed !== undefined || fm.reviewedVersions !== undefined;
      if (article && published && (requireReview || hasReview)) {
        for (const message of reviewProblems(fm, today)) addIssue({ message, path: at('reviewed') });
      }
      if (fm.head !== undefined) {
        for (const entry of Array.isArray(fm.head) && Array.isArray(fm.head[0]) ? fm.head : [fm.head]) {
          if (!v.is(HeadEntry, entry)) addIssue({ message: MESSAGES.head(entry), path: at('head') });
        }
      }
    }),
  );
}

/** A page's front matter as the schema types it (site/node/frontmatter.ts reads it so: days as 'YYYY-MM-DD'). */
export type FrontMatter = v.InferOutput<ReturnType<typeof frontMatterSchema>>;

/**
 * The same front matter as Rspress's page data carries it: its YAML loader makes a Date of an unquoted
 * day, which the browser then gets as '2026-11-24T00:00:00.000Z'. Read those days with isoDay.
 */
export type PageFrontMatter = Omit<v.InferOutput<v.ObjectSchema<typeof entries, undefined>>, 'date' | 'updated'> & {
  date?: string | Date;
  updated?: string | Date;
  [key: string]: unknown;
};
