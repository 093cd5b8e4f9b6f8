import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual(['chunk', 'chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
