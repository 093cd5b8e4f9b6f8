import os from 'node:os';
import type { Page, Request } from '@playwright/test';
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

test.describe('the outside world', () => {
  // giscus.app as the comment area asks for it: a frame.
  const frameTo = (page: Page, address: string) =>
    page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, address);

  test("a test's own stub still answering when its handlers are stopped fails nothing", async ({ blog, page }) => {
    // The end of a test, as the page fixture does it, reached while a test's own stub is answering (seen in a
    // fresh-clone run: comments.spec.ts failed with "Route is already handled!" from the suite's giscus stub).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const answering = new Promise<void>((resolve) => (entered = resolve));
    await page.route(/^https:\/\/giscus\.app\//, async (route) => {
      entered();
      await held;
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>own stub</title>' });
    });
    await blog.goto('/');
    const wentOnAlone = page.waitForEvent('requestfailed', (r: Request) => r.url().startsWith('https://giscus.app/'));
    await frameTo(page, 'https://giscus.app/zh-CN/widget');
    await answering;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    release();
    // Playwright let the request go on by itself when the handler was stopped: neither the test's handler nor
    // the suite's stub answered it, and it failed in the browser's resolver (the suite's stub, handed the
    // request after the test's handler, threw nothing: without unlessAnswered this test fails on its error).
    expect((await wentOnAlone).failure()?.errorText).toBe('net::ERR_NAME_NOT_RESOLVED');
    await pageIdle(page);
  });

  test('a request past every stub does not leave the machine: no host name resolves', async ({ page }) => {
    // A name that reaches this blog's server everywhere but in the browser: the machine's own (/etc/hosts).
    const name = os.hostname();
    const address = `http://${name}:${new URL(test.info().project.use.baseURL!).port}/free-blog/`;
    const outside = await page.request.get(address, { timeout: 2_000 }).then((r) => r.status(), () => 'unresolved');
    test.skip(['localhost', '127.0.0.1'].includes(name) || outside !== 200, `this machine's name (${name}) is not one that reaches its own server apart from localhost, so the test would prove nothing`);
    await page.context().unrouteAll();
    await expect(page.goto(address)).rejects.toThrow(/net::ERR_NAME_NOT_RESOLVED/);
  });
});
