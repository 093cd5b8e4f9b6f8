// What the content check's Markdown pass computed from each page's source (its reading time, its
// Markdown copy), kept by file for the plugin that needs it later in the build. An entry counts only
// while the file still holds the text it was computed from. In the build the pass runs in a worker
// thread (plugins/content-check) and its entries arrive when it is done: `ready()` waits for them.

export class SourceCache<V> {
  private readonly byFile = new Map<string, { text: string; value: V }>();
  private arrival: Promise<void> = Promise.resolve();

  set(file: string, text: string, value: V): void {
    this.byFile.set(file, { text, value });
  }

  /** The value computed from `text` for `file`; undefined (and forgotten) when it was computed from other text. */
  get(file: string, text: string | null): V | undefined {
    const known = this.byFile.get(file);
    if (!known) return undefined;
    if (known.text === text) return known.value;
    this.byFile.delete(file);
    return undefined;
  }

  has(file: string): boolean {
    return this.byFile.has(file);
  }

  /** Entries [file, text, value] on their way; a failure adds none (the pass reports its own failure). */
  expect(entries: Promise<Array<[string, string, V]>>): void {
    this.arrival = entries.then(
      (list) => {
        for (const [file, text, value] of list) this.set(file, text, value);
      },
      () => {},
    );
  }

  /** Resolves once the entries expected so far are in (at once when none are coming). */
  ready(): Promise<void> {
    return this.arrival;
  }
}
