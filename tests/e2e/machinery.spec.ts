import { expect, pageIdle, test } from './fixtures';

// The test machinery's own contracts: a wait that could hang must end with a message instead.

test.describe('pageIdle', () => {
  test('resolves on a page at rest', async ({ blog, page }) => {
    await blog.goto('/');
    await pageIdle(page);
  });

  test('fails with what the page was doing when no idle period comes', async ({ blog, page }) => {
    await blog.goto('/');
    // Back-to-back 30 ms tasks, each posting the next as a message (timers would be clamped, leaving
    // gaps): a task is always waiting, so no idle period starts.
    await page.evaluate(() => {
      const stopAt = performance.now() + 5_000;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now() + 30;
        while (performance.now() < end);
        if (performance.now() < stopAt) channel.port2.postMessage(0);
      };
      channel.port2.postMessage(0);
    });
    await expect(pageIdle(page, 1_000)).rejects.toThrow(/^pageIdle: no idle period within 1000 ms \(\d+ running animation/);
  });
});
