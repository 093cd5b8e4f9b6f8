// The CSP blocks an injected script. That every route's HTML has the policy first in <head>, that no route
// reports a violation, and that no link opens a tab without noopener, the sweep checks (sweep.spec.ts).
import { expect, test } from './fixtures';
import { AN_ARTICLE } from './routes';

test('an injected inline script is blocked by the CSP', async ({ page, blog }) => {
  await blog.goto(AN_ARTICLE);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true });
        const s = document.createElement('script');
        s.textContent = 'window.__injected = 1';
        // An inline script that is allowed runs as it is inserted; a blocked one reports a violation.
        document.body.append(s);
        if ((window as { __injected?: number }).__injected) resolve('none: the script ran');
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});
