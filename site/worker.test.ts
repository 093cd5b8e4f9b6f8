import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { runInWorker } from './worker';

const SAMPLE = path.resolve(__dirname, '../tests/fixtures/worker/sample.ts');

describe('runInWorker', () => {
  it('calls a TypeScript module function in another thread and returns its result', async () => {
    const result = await runInWorker<{ routes: string[]; thread: number }>(SAMPLE, 'routes', [['/a/index.html', '/b.html']]);
    expect(result.routes).toEqual(['/a/', '/b']);
    expect(result.thread).not.toBe(threadId);
  });

  it('rejects with the error the function threw', async () => {
    await expect(runInWorker(SAMPLE, 'fails', ['页面有问题'])).rejects.toThrow('页面有问题');
  });

  it('rejects when the module has no such function', async () => {
    await expect(runInWorker(SAMPLE, 'missing')).rejects.toThrow(/exports no function missing/);
  });
});
