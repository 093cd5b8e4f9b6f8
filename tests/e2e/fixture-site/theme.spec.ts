import { expect, test } from '../fixtures';

const KEY = 'rspress-theme-appearance';
// Fixture pages: an article, and a section index to go on to.
const ARTICLE = '/about';
const NEXT = '/notes/';

test.describe('light / dark theme', () => {
  test('dark is kept across a reload (localStorage) and toggling back to light works', async ({ blog, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await blog.goto(ARTICLE);
    expect(await blog.isDark()).toBe(false);
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');

    await page.reload();
    await blog.hydrated();
    expect(await blog.isDark()).toBe(true);
    // Kept on the next page too.
    await blog.goto(NEXT);
    expect(await blog.isDark()).toBe(true);

    // Back to light, the system's scheme: the theme stores 'auto' (follow the system) for it.
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(false);
    expect(['light', 'auto']).toContain(await page.evaluate((k) => localStorage.getItem(k), KEY));
    await page.reload();
    await blog.hydrated();
    expect(await blog.isDark()).toBe(false);
  });

  test('light chosen on a dark system is kept across a reload', async ({ blog, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await blog.goto(ARTICLE);
    expect(await blog.isDark()).toBe(true);
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(false);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('light');
    await page.reload();
    await blog.hydrated();
    expect(await blog.isDark()).toBe(false);
    await blog.toggleTheme();
    await expect.poll(() => blog.isDark()).toBe(true);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`with no stored choice it follows prefers-color-scheme: ${scheme}`, async ({ blog, page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await blog.goto('/');
      expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
      expect(await blog.isDark()).toBe(scheme === 'dark');
      // A stored choice wins over the system's.
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, scheme === 'dark' ? 'light' : 'dark']);
      await page.reload();
      await blog.hydrated();
      expect(await blog.isDark()).toBe(scheme !== 'dark');
    });
  }
});
