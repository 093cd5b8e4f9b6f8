// The one schema of a page's front matter (valibot): the type every reader of front matter uses, and
// every message an author sees about it, one line each with the file's line, from the same source.
//
//   const { data, problems } = readFrontMatter(text, { article: true, requireReview: true });
//
// `data` is the front matter as the schema types it (dates as 'YYYY-MM-DD' text whatever YAML made of
// them); `problems` are the schema's issues mapped to the line of the key they are about (through the
// YAML document's ranges), and a warning for every key the schema does not know (a typo of a known key).
// The keys Rspress itself reads (pageType, hero, …) are known and kept as they are; Rspress checks them.
import * as v from 'valibot';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { DESCRIPTION_PLACEHOLDER } from './newPost.mjs';
import { isoDay, MAX_REVIEWED_VERSIONS, MAX_VERSION_LENGTH, PENDING, reviewProblems } from '../shared/review';

/** A page's front matter block: `---` lines around YAML at the very start of the file. */
export const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export interface PageProblem {
  /** 1-based line in the file (1 for the front matter as a whole) */
  line: number;
  message: string;
  /** a warning is printed and the build goes on */
  warning?: boolean;
}

/** What the rules depend on besides the front matter itself. */
export interface FrontMatterContext {
  /** an article (not the home page, an index page or an overview): it needs its first-published date */
  article: boolean;
  /** an article in a section must carry its accuracy record (the content tests ask; the build checks one that is there) */
  requireReview?: boolean;
  today?: Date;
}

const MESSAGES = {
  title: '`title` is missing or not text: give the page a title, the same text as its # H1',
  description: '`description` must be text: one Chinese sentence',
  descriptionMissing: '`description` is missing: add one Chinese sentence (50–110 字 for an article)',
  descriptionPlaceholder: '`description` is still the placeholder from `npm run new`: write one Chinese sentence, or keep `draft: true`',
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
const HeadEntry = v.custom<[string, Record<string, string>]>((entry) => {
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
  reviewed: v.optional(v.unknown()),
  reviewedVersions: v.optional(v.unknown()),
  comments: v.optional(v.boolean()),
  head: v.optional(v.union([HeadEntry, v.array(HeadEntry)])),
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
      if (published && fm.description === DESCRIPTION_PLACEHOLDER) addIssue({ message: MESSAGES.descriptionPlaceholder, path: at('description') });
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

/** A page's front matter as the schema types it. */
export type FrontMatter = v.InferOutput<ReturnType<typeof frontMatterSchema>>;

/** The front matter's YAML text and where it starts (the line of its opening ---), or null when there is none. */
export function frontMatterBlock(text: string): { yaml: string; end: number } | null {
  const m = FRONT_MATTER.exec(text);
  return m ? { yaml: m[1] ?? '', end: m[0].length } : null;
}

export interface FrontMatterRead {
  /** the typed front matter ({} when it is missing or does not parse) */
  data: FrontMatter;
  problems: PageProblem[];
  /** false when it is not valid YAML or not key: value pairs (the Markdown is then not checked) */
  parsed: boolean;
}

/**
 * Reads and checks a page's front matter. Without a context (a reader that only wants the values, e.g.
 * the list of pages), only what YAML and the types make of it: the data of a page with problems is
 * still returned as far as it goes, so a list is never short of a page.
 */
export function readFrontMatter(text: string, context: FrontMatterContext = { article: false }): FrontMatterRead {
  const block = frontMatterBlock(text);
  if (!block) return { data: {}, problems: [{ line: 1, message: MESSAGES.none }], parsed: true };
  const lines = new LineCounter();
  const doc = parseDocument(block.yaml, { prettyErrors: true, lineCounter: lines });
  if (doc.errors.length) {
    const problems = doc.errors.map((e) => ({
      line: (e.linePos?.[0]?.line ?? 0) + 1, // +1 for the opening ---
      message: `front matter is not valid YAML: ${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
    }));
    return { data: {}, problems, parsed: false };
  }
  const value = doc.toJS() as unknown;
  if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
    return { data: {}, problems: [{ line: 2, message: MESSAGES.notPairs }], parsed: false };
  }
  const raw = (value ?? {}) as Record<string, unknown>;
  /** The file's line of a key path: where its value (or its key) stands in the YAML, else the line of `key:`, else 1. */
  const lineOf = (path: (string | number)[]) => {
    const node = path.length ? (doc.getIn(path, true) as { range?: [number, number, number] } | undefined) : undefined;
    const keyPair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === path[0]) : undefined;
    const offset = (keyPair?.key as { range?: [number, number, number] } | undefined)?.range?.[0] ?? node?.range?.[0];
    return offset === undefined ? 1 : lines.linePos(offset).line + 1;
  };
  const problems: PageProblem[] = [];
  const result = v.safeParse(frontMatterSchema(context), raw);
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((p) => p.key as string | number);
    problems.push({ line: lineOf(path.slice(0, 1)), message: issue.message });
  }
  // A page still builds without a description (search engines get its opening instead): a warning.
  if (raw.description === undefined || (typeof raw.description === 'string' && !raw.description.trim())) {
    problems.push({ line: lineOf(['description']), message: MESSAGES.descriptionMissing, warning: true });
  }
  for (const key of Object.keys(raw)) if (!KNOWN_KEYS.has(key)) problems.push({ line: lineOf([key]), message: MESSAGES.unknown(key), warning: true });
  problems.sort((a, b) => a.line - b.line);
  // The values, typed, as far as they are valid: what a list of pages may read of a page with problems.
  const data = (result.success ? result.output : v.parse(v.looseObject({}), raw)) as FrontMatter;
  const dates = result.success ? {} : { date: isoDay(raw.date) ?? undefined, updated: isoDay(raw.updated) ?? undefined };
  return { data: { ...data, ...dates } as FrontMatter, problems, parsed: true };
}

/** A front-matter day as 'YYYY-MM-DD' (text or a YAML Date), or null. */
export { isoDay };
export { MAX_REVIEWED_VERSIONS, MAX_VERSION_LENGTH, PENDING };
