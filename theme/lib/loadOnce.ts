/**
 * `load` (a chunk's dynamic import, say) shared by every caller: run on the first call, its promise
 * kept once it succeeds. A failure is forgotten, so the next call (the reader's next intent) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
