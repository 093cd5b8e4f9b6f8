// How the build renders its pages to static HTML (Rspress's `ssg` option; static generation stays on).
//
// Rspress renders every page on the main thread by default. Its `experimentalWorker` renders them in a
// pool of worker threads instead, one thread per 100 pages up to the machine's cores. Measured on this
// project's 2-core machine (npm run bench's generated corpus): at 1,000 articles the build took 68.5 s
// instead of 85.8 s and peaked at 2.4 GB instead of 2.9 GB, because the main thread, which also runs
// the Markdown loaders of both bundles, no longer renders. With fewer than 101 pages the pool has one
// thread, so nothing runs beside the main thread and starting the worker only costs time (about 0.4 s
// at 60 pages). So: the pool when it has at least two threads.
export const PAGES_PER_SSG_THREAD = 100;

export type SsgOption = true | { experimentalWorker: true };

export function ssgOption(pageCount: number, cores: number): SsgOption {
  const threads = Math.min(Math.ceil(pageCount / PAGES_PER_SSG_THREAD), cores);
  return threads >= 2 ? { experimentalWorker: true } : true;
}
