import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes many files without holding the main thread: a few at a time through Node's file-system threads
 * (a build writes thousands of small files after Rspress is done: search shards, Markdown copies; on this
 * machine a synchronous write costs about a millisecond each, and the post-build pass is running in
 * worker threads meanwhile). Folders are made as needed.
 */
export async function writeFiles(files: Iterable<[string, string]>, concurrency = 16): Promise<void> {
  const queue = [...files];
  const dirs = new Set(queue.map(([file]) => path.dirname(file)));
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const [file, text] = queue[next++];
      await fs.promises.writeFile(file, text);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
