/**
 * The accuracy check recorded in an article's front matter (AUTHORING.md):
 *
 *   reviewed: 2026-11-24
 *   reviewedVersions:
 *     - Spring Boot 3.5.16 / 4.0.8
 *     - JDK 17 / 21
 *
 * `reviewed` is the day every claim was last checked against primary sources, `reviewedVersions` what
 * it was checked against (1–6 short items), so a reader sees how fresh the article is and the author
 * knows what to re-check when a version moves. Shown under the title (theme ReviewedLine), required
 * of every article in a section (tests/content).
 *
 * `reviewed: pending` says, honestly and visibly, that an article has not yet had that check: the page
 * shows “尚待核对” under the title instead of a date. It may keep `reviewedVersions` (what the check is
 * made against), which the page does not show until the check is done.
 *
 * The check itself is recorded in the article's claim ledger (reviews/<route>.md, site/node/ledger.mjs): a
 * date is allowed only when the ledger's last pass found no wrong claim, and it is that pass's date
 * (tests/content/ledger.test.ts). The line under the title links to the ledger.
 */
import { isoDay } from './dates';

export interface Review {
  /** YYYY-MM-DD */
  date: string;
  versions: string[];
}

export const MAX_REVIEWED_VERSIONS = 6;
/** The value of `reviewed` for an article whose check is still to be done. */
export const PENDING = 'pending';

/** True when the front matter says the accuracy check is still to be done. */
export const reviewPending = (frontmatter: Record<string, unknown> | undefined) => frontmatter?.reviewed === PENDING;
export const MAX_VERSION_LENGTH = 40;


/** What is wrong with an article's review record, in words an author can act on ([] when it is fine). */
export function reviewProblems(frontmatter: Record<string, unknown>, today = new Date()): string[] {
  const problems: string[] = [];
  const pending = frontmatter.reviewed === PENDING;
  const date = pending ? null : isoDay(frontmatter.reviewed);
  if (!pending) {
    if (frontmatter.reviewed === undefined) problems.push('no `reviewed: YYYY-MM-DD` (the day its claims were last checked)');
    else if (!date) problems.push(`\`reviewed: ${String(frontmatter.reviewed)}\` is not a date written YYYY-MM-DD`);
    else if (date > today.toISOString().slice(0, 10)) problems.push(`\`reviewed: ${date}\` is in the future`);
  }
  const published = isoDay(frontmatter.date);
  if (date && published && date < published) problems.push(`\`reviewed: ${date}\` is before the article's \`date: ${published}\``);
  const versions = frontmatter.reviewedVersions;
  // A pending check may name what it will be made against, or not yet.
  if (pending && versions === undefined) return problems;
  if (!Array.isArray(versions) || versions.length === 0 || versions.length > MAX_REVIEWED_VERSIONS) {
    problems.push(`\`reviewedVersions\` must list 1–${MAX_REVIEWED_VERSIONS} items: what the article was checked against`);
  } else {
    for (const v of versions) {
      if (typeof v !== 'string' || !v.trim()) problems.push(`\`reviewedVersions\` has an empty or non-text item: ${JSON.stringify(v)}`);
      else if (v.length > MAX_VERSION_LENGTH) problems.push(`\`reviewedVersions\` item longer than ${MAX_VERSION_LENGTH} characters: "${v}"`);
    }
  }
  return problems;
}

/** The review of a page, or null when its front matter has none (or an unusable one). */
export function reviewOf(frontmatter: Record<string, unknown> | undefined): Review | null {
  const date = isoDay(frontmatter?.reviewed);
  if (!date) return null;
  const raw = frontmatter?.reviewedVersions;
  const versions = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()) : [];
  return { date, versions };
}

/** The words after the date: 'Spring Boot 3.5.16 / 4.0.8、JDK 17'. */
export function reviewedAgainst(review: Review): string {
  return review.versions.join('、');
}
