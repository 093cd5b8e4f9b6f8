// The one date helper: every reader of a front-matter day (the schema, posts, SEO tags, feeds, the
// sitemap, the page data, the ledger) goes through isoDay.

/**
 * A front-matter day as YYYY-MM-DD, or null when the value is not a real calendar day. Rspress's YAML loader turns an unquoted `2026-11-24` into a Date,
 * which reaches the page's data as '2026-11-24T00:00:00.000Z'; other loaders keep the string.
 */
export function isoDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(value)) value = value.slice(0, 10);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}
