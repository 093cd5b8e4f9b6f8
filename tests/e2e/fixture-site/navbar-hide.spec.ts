import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Navbar hide mode (themeConfig.hideNavbar: never | always | scroll). The site ships
// 'never'; the other modes are switched on with the test-only runtime override
// window.__FREE_BLOG_TEST__.hideNavbar (theme/lib/testOverrides.ts), so no second build is needed.
// The fixture's long article: the page scrolls well past 2000 px.
const ARTICLE = '/guide/reading/long-article';

const override = (page: Page, hideNavbar: string) =>
  page.addInitScript((mode) => {
    (window as unknown as { __FREE_BLOG_TEST__: unknown }).__FREE_BLOG_TEST__ = { hideNavbar: mode };
  }, hideNavbar);

const navBottom = (page: Page) => page.locator('.rp-nav').evaluate((el) => el.getBoundingClientRect().bottom);
const navTop = (page: Page) => page.locator('.rp-nav').evaluate((el) => el.getBoundingClientRect().top);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
// Keyboard focus inside the bar keeps it shown; start without any.
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test('the site default is never: the navbar stays on scroll down', async ({ blog, page }) => {
  await blog.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar-mode', 'never');
  // In scroll mode the first scroll event hides the bar at once (the throttle lets its first call
  // through). Once that event has been handled (a listener added after the page's has run), the bar
  // is marked hidden and out of its place, or it stays.
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    1500,
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-fb-navbar');
  expect(await navTop(page)).toBe(0);
});

test('scroll: hides on scroll down, shows on scroll up', async ({ blog, page }) => {
  await override(page, 'scroll');
  await blog.goto(ARTICLE);
  await blur(page);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar-mode', 'scroll');
  expect(await navTop(page)).toBe(0);

  await scrollTo(page, 1500);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar', 'hidden');
  await expect.poll(() => navBottom(page)).toBeLessThanOrEqual(0);
  // The sticky sidebar moves up into the freed space.
  await expect.poll(() => page.locator('.rp-doc-layout__sidebar').evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

  await scrollTo(page, 1300);
  await expect(page.locator('html')).not.toHaveAttribute('data-fb-navbar');
  await expect.poll(() => navTop(page)).toBe(0);
  await expect(page.locator('.rp-nav')).toBeVisible();

  // Scrolling down again hides it again; back at the top it is always shown.
  await scrollTo(page, 2000);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar', 'hidden');
  await scrollTo(page, 0);
  await expect(page.locator('html')).not.toHaveAttribute('data-fb-navbar');
});

test("'auto' (the Rspress type's name) behaves as scroll", async ({ blog, page }) => {
  await override(page, 'auto');
  await blog.goto(ARTICLE);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar-mode', 'scroll');
  await scrollTo(page, 1500);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar', 'hidden');
});

test('always: the navbar is hidden from the start, and keyboard focus brings it back', async ({ blog, page }) => {
  await override(page, 'always');
  await blog.goto(ARTICLE);
  await blur(page);
  await expect(page.locator('html')).toHaveAttribute('data-fb-navbar', 'hidden');
  await expect.poll(() => navBottom(page)).toBeLessThanOrEqual(0);
  // Tab forward until the focus is in the bar (after the skip link).
  for (let i = 0; i < 8 && !(await page.evaluate(() => !!document.activeElement?.closest('.rp-nav'))); i++) {
    await page.keyboard.press('Tab');
  }
  expect(await page.evaluate(() => !!document.activeElement?.closest('.rp-nav'))).toBe(true);
  await expect.poll(() => navTop(page)).toBe(0);
});
