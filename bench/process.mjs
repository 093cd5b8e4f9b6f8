// What the benchmark reads about a build process: the memory of its whole process tree, and where a
// failed build stopped.
import fs from 'node:fs';

const stripAnsi = (t) => t.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/**
 * Where a failed build was: the last lines it printed (Rspress names its stage), and from V8's
 * out-of-memory report the heap at the last collection and the first native frames that are Node's
 * own (the API whose allocation failed, e.g. `node::encoding_binding::BindingData::DecodeUTF8` for
 * TextDecoder.decode) and the JavaScript frames when V8 prints them.
 */
export function describeFailure(stdout, stderr) {
  const lines = (t) => stripAnsi(t).split(/\r?\n/).map((l) => l.trimEnd()).filter((l) => l.trim());
  const err = lines(stderr);
  const oom = err.some((l) => /JavaScript heap out of memory|Reached heap limit/.test(l));
  const lastGc = err.filter((l) => /\bMark-Compact\b|\bScavenge\b/.test(l)).at(-1);
  const native = err
    .map((l) => /^\s*\d+: 0x[0-9a-f]+ (node::[^(]+)/.exec(l)?.[1])
    .filter((f) => f && !/^node::(OOMErrorHandler|OnFatalError)/.test(f));
  const jsAt = err.findIndex((l) => /JS stacktrace/.test(l));
  const js = jsAt < 0 ? [] : err.slice(jsAt + 1).filter((l) => /^\s+at /.test(l)).map((l) => l.trim());
  return {
    oom,
    tail: lines(stdout).slice(-4),
    fatal: err.find((l) => /FATAL ERROR/.test(l)) ?? null,
    heapAtLastGcMb: lastGc ? Number(/-> ([\d.]+) \(/.exec(lastGc)?.[1] ?? NaN) : null,
    frames: [...js.slice(0, 4), ...native.slice(0, 3)],
  };
}

/** Sum of VmRSS (KiB) over the process and all its descendants (Linux /proc; 0 elsewhere). */
export function treeRss(pid) {
  let total = 0;
  const walk = (p) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`))
        for (const c of fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) walk(c);
    } catch {}
  };
  walk(pid);
  return total;
}

