import { describe, expect, it } from 'vitest';
import { covered, mainThread } from './traceEvents.mjs';

// A trace of two renderers: the page's (pid 1) and a spare one (pid 2) that logs more events but never paints.
const thread = (pid: number) => ({ name: 'thread_name', ph: 'M', pid, tid: 10, args: { name: 'CrRendererMain' } });
const task = (pid: number, ts: number, dur: number, name = 'ThreadControllerImpl::RunTask') => ({ name, ph: 'X', pid, tid: 10, ts, dur });
const page = [
  thread(1),
  { name: 'navigationStart', ph: 'R', pid: 1, tid: 10, ts: 1_000_000 },
  task(1, 1_010_000, 60_000),
  task(1, 1_020_000, 30_000, 'Layout'),
  { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 1_100_000 },
];
const spare = [thread(2), { name: 'navigationStart', ph: 'R', pid: 2, tid: 10, ts: 500_000 }, ...Array.from({ length: 8 }, (_, i) => task(2, 600_000 + i * 1_000, 500))];

describe('mainThread', () => {
  it("reads the renderer that painted, even when another logs more events", () => {
    const { events, fcp } = mainThread({ traceEvents: [...spare, ...page] });
    expect(fcp).toBe(100);
    expect(events).toEqual([
      { name: 'ThreadControllerImpl::RunTask', start: 10, dur: 60 },
      { name: 'Layout', start: 20, dur: 30 },
    ]);
  });

  it('falls back to the busiest renderer when none painted', () => {
    const unpainted = page.filter((e) => e.name !== 'firstContentfulPaint');
    const { events, fcp } = mainThread([...spare, ...unpainted]);
    expect(fcp).toBeNull();
    expect(events).toHaveLength(8);
  });
});

describe('covered', () => {
  it('counts overlapping and nested intervals once', () => {
    expect(covered([[0, 10], [5, 15], [6, 8], [20, 25]])).toBe(20);
  });
});
