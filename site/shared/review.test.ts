import { describe, expect, it } from 'vitest';
import { isoDay } from './dates';
import { reviewedAgainst, reviewOf, reviewProblems } from './review';

const TODAY = new Date('2026-11-24T12:00:00Z');

describe('isoDay', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    [new Date('2026-11-24T00:00:00Z'), '2026-11-24'],
    ['2026-11-24T00:00:00.000Z', '2026-11-24'],
    ['2026-11-24T08:00:00.000Z', null],
    ['2026-02-30', null],
    ['24.11.2026', null],
    [20261124, null],
  ])('%j -> %j', (value, day) => expect(isoDay(value)).toBe(day));
});

describe('reviewProblems', () => {
  const ok = { date: '2026-04-26', reviewed: '2026-11-24', reviewedVersions: ['Spring Boot 3.5.16 / 4.0.8', 'JDK 17'] };

  it('accepts a dated review with its versions', () => expect(reviewProblems(ok, TODAY)).toEqual([]));

  it('accepts an honest `reviewed: pending`, with or without the versions it will be checked against', () => {
    expect(reviewProblems({ date: '2026-04-26', reviewed: 'pending' }, TODAY)).toEqual([]);
    expect(reviewProblems({ date: '2026-04-26', reviewed: 'pending', reviewedVersions: ['JDK 17'] }, TODAY)).toEqual([]);
    expect(reviewProblems({ date: '2026-04-26', reviewed: 'pending', reviewedVersions: [] }, TODAY)[0]).toMatch(/must list 1–6 items/);
    expect(reviewOf({ reviewed: 'pending' })).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(reviewProblems({ date: '2026-04-26' }, TODAY).join('\n')).toMatch(/no `reviewed[\s\S]*reviewedVersions/);
    expect(reviewProblems({ ...ok, reviewed: '2026-13-01' }, TODAY)).toEqual(['`reviewed: 2026-13-01` is not a date written YYYY-MM-DD']);
    expect(reviewProblems({ ...ok, reviewed: '2026-12-01' }, TODAY)).toEqual(['`reviewed: 2026-12-01` is in the future']);
    expect(reviewProblems({ ...ok, reviewed: '2026-01-01' }, TODAY)).toEqual(["`reviewed: 2026-01-01` is before the article's `date: 2026-04-26`"]);
    expect(reviewProblems({ ...ok, reviewedVersions: [] }, TODAY)[0]).toMatch(/1–6 items/);
    expect(reviewProblems({ ...ok, reviewedVersions: 'JDK 17' }, TODAY)[0]).toMatch(/1–6 items/);
    expect(reviewProblems({ ...ok, reviewedVersions: ['x'.repeat(41)] }, TODAY)[0]).toMatch(/longer than 40/);
  });
});

describe('reviewOf', () => {
  it('reads the date and the versions', () => {
    const review = reviewOf({ reviewed: new Date('2026-11-24T00:00:00Z'), reviewedVersions: [' JDK 17 ', 'Spring Boot 3.5.16', 3] });
    expect(review).toEqual({ date: '2026-11-24', versions: ['JDK 17', 'Spring Boot 3.5.16'] });
    expect(reviewedAgainst(review!)).toBe('JDK 17、Spring Boot 3.5.16');
  });

  it('is null without a usable date', () => {
    expect(reviewOf({})).toBeNull();
    expect(reviewOf(undefined)).toBeNull();
    expect(reviewOf({ reviewed: 'soon' })).toBeNull();
  });
});
