// Reading a Chromium trace (the JSON that `browser.stopTracing()` returns) for bench/trace.mjs.

/** Milliseconds covered by the intervals (overlapping and nested ones counted once). */
export function covered(intervals) {
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of [...intervals].sort((x, y) => x[0] - y[0])) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

/** The renderer main thread's events of one trace, times in ms from the navigation's start. */
export function mainThread(trace) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer is the one that painted: another renderer (a spare one, a worker's) can log more events.
  const painted = new Set(events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.pid));
  const threads = new Map(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (painted.size === 0 || painted.has(e.pid))).map((e) => [`${e.pid}:${e.tid}`, 0]));
  for (const e of events) if (threads.has(`${e.pid}:${e.tid}`)) threads.set(`${e.pid}:${e.tid}`, threads.get(`${e.pid}:${e.tid}`) + 1);
  const [key] = [...threads].sort((a, b) => b[1] - a[1])[0];
  const pid = Number(key.split(':')[0]);
  const starts = events.filter((e) => e.name === 'navigationStart' && e.pid === pid).map((e) => e.ts);
  const t0 = Math.min(...starts);
  const ms = (us) => us / 1000;
  const own = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X' && e.ts >= t0).map((e) => ({ name: e.name, start: ms(e.ts - t0), dur: ms(e.dur ?? 0) }));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  return { events: own, fcp: fcp ? ms(fcp.ts - t0) : null };
}
