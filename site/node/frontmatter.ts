// Reads a page's front matter: the YAML block at the top of its file, parsed by `yaml` (whose document
// ranges give each key's line) and checked by the one schema (site/shared/frontmatter.ts).
//
//   const { data, problems } = readFrontMatter(text, { article: true, requireReview: true });
//
// `data` is the front matter as the schema types it (dates as 'YYYY-MM-DD' text whatever YAML made of
// them); `problems` are the schema's issues, each on the line of the key it is about, and a warning for
// every key the schema does not know (a typo of a known key).
import * as v from 'valibot';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { isoDay } from '../shared/dates';
import { type FrontMatter, type FrontMatterContext, frontMatterSchema, KNOWN_KEYS, MESSAGES } from '../shared/frontmatter';
import { FRONT_MATTER } from './markdown.mjs';

export type { FrontMatter, FrontMatterContext };

export interface PageProblem {
  /** 1-based line in the file (1 for the front matter as a whole) */
  line: number;
  message: string;
  /** a warning is printed and the build goes on */
  warning?: boolean;
}

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
  const dates = result.success ? {} : { date: isoDay(raw.date) ?? undefined, updated: isoDay(raw.updated) ?? undefined, reviewed: isoDay(raw.reviewed) ?? raw.reviewed };
  return { data: { ...data, ...dates } as FrontMatter, problems, parsed: true };
}
