// Where a build's time goes, by plugin hook and by stage: `BLOG_BUILD_PROFILE=1 npm run build`.
//
// Every function-valued hook of every plugin is timed (a hook Rspress calls once per page, such as
// extendPageData, is summed over the pages), and the build's timeline is printed when the process
// exits: when each stage started (config, beforeBuild, … afterBuild), seconds from the start, and the
// process's peak memory so far. The time between beforeBuild and afterBuild that no hook accounts for
// is Rspress's own (bundling, rendering each page, writing the search index). Rspress runs one hook of
// all plugins at once (Promise.all), so while profiling the hooks run one at a time: each time is then
// that hook's own, not the time it spent waiting for the others; a hook that waits for work another
// started (the content's Markdown pass, site/node/content.ts) counts the wait. Without the variable the
// plugins are returned untouched.
import type { RspressPlugin } from '@rspress/core';

interface Totals {
  ms: number;
  calls: number;
}

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/** One build's profile: the hooks' totals and the stages' timeline, kept by the wrapped plugins. */
function buildProfile() {
  const start = performance.now();
  const totals = new Map<string, Totals>();
  const timeline: { at: number; what: string; rssMb: number }[] = [];
  return {
    mark(what: string) {
      if (!timeline.some((t) => t.what === what)) timeline.push({ at: performance.now() - start, what, rssMb: peakMb() });
    },
    record(key: string, ms: number) {
      const t = totals.get(key) ?? { ms: 0, calls: 0 };
      t.ms += ms;
      t.calls++;
      totals.set(key, t);
    },
    report(): string {
      const lines = ['', 'Build profile (BLOG_BUILD_PROFILE)', '', 'stage (first call)           at s    peak MB'];
      for (const t of timeline) lines.push(`${t.what.padEnd(28)} ${(t.at / 1000).toFixed(1).padStart(6)} ${String(t.rssMb).padStart(9)}`);
      lines.push(`${'exit'.padEnd(28)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} ${String(peakMb()).padStart(9)}`);
      lines.push('', 'plugin hook                                        total ms   calls');
      for (const [key, t] of [...totals].sort((a, b) => b[1].ms - a[1].ms)) {
        lines.push(`${key.padEnd(50)} ${t.ms.toFixed(0).padStart(8)} ${String(t.calls).padStart(7)}`);
      }
      return lines.join('\n');
    },
  };
}

/**
 * The plugins with every hook timed, when BLOG_BUILD_PROFILE is set; else the plugins as they are.
 * The report is handed to `atExit` (by default: printed when the process exits).
 */
export function profilePlugins(
  plugins: RspressPlugin[],
  env: NodeJS.ProcessEnv = process.env,
  atExit: (report: () => string) => void = (report) => process.once('exit', () => console.log(report())),
): RspressPlugin[] {
  if (!env.BLOG_BUILD_PROFILE) return plugins;
  const profile = buildProfile();
  atExit(() => profile.report());
  // One hook call at a time (see the header).
  let queue: Promise<unknown> = Promise.resolve();
  return plugins.map((plugin) => {
    const wrapped: Record<string, unknown> = { ...plugin };
    for (const [hook, value] of Object.entries(plugin)) {
      if (typeof value !== 'function') continue;
      const key = `${plugin.name} ${hook}`;
      wrapped[hook] = function (this: unknown, ...args: unknown[]) {
        profile.mark(hook);
        const run = () => {
          const t0 = performance.now();
          const done = () => profile.record(key, performance.now() - t0);
          const out = (value as (...a: unknown[]) => unknown).apply(this, args);
          if (out && typeof (out as Promise<unknown>).then === 'function') return (out as Promise<unknown>).finally(done);
          done();
          return out;
        };
        // A hook that returns a value synchronously (config, for one) stays synchronous.
        if (hook === 'config' || hook === 'builderConfig') return run();
        const result = queue.then(run);
        queue = result.catch(() => {});
        return result;
      };
    }
    return wrapped as unknown as RspressPlugin;
  });
}
