// When the built pages are final. The post-build pass (plugins/post-build) is the one writer of built
// HTML after Rspress; an afterBuild hook that reads built pages (the feeds' content, plugins/seo) waits for
// it here. Rspress starts every plugin's afterBuild at once (Promise.all), in the order of the plugin list.

let pass: Promise<void> = Promise.resolve();

/** Called by the post-build pass as it starts. */
export function rewritingPages(done: Promise<void>): void {
  pass = done;
}

/**
 * Resolves when the built pages are final: once the pass that has started ends (at once when none has).
 * It first lets every afterBuild hook of the round start, so the pass's has started whatever the order.
 */
export async function builtPagesFinal(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await pass;
}
