import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Package-manager tabs: exactly npm, yarn, pnpm and bun; install -> add for yarn and bun,
// a bare install stays; the choice is remembered site-wide per group (theme/components/PackageManagerTabs.tsx).
const PAGE = '/guide/deep/live';
const blocks = (page: Page) => page.locator('.fb-pm-tabs');
const tabsOf = (page: Page, i: number) => blocks(page).nth(i).getByRole('tab');
const shown = (page: Page, i: number) => blocks(page).nth(i).locator('[role="tabpanel"]:not([hidden]) code');

const EXPECTED = [
  { npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' },
  { npm: 'npm run dev', yarn: 'yarn run dev', pnpm: 'pnpm run dev', bun: 'bun run dev' },
  {
    npm: 'npm install @rspress/plugin-rss@2.0.22',
    yarn: 'yarn add @rspress/plugin-rss@2.0.22',
    pnpm: 'pnpm install @rspress/plugin-rss@2.0.22',
    bun: 'bun add @rspress/plugin-rss@2.0.22',
  },
];

test('each block has exactly the tabs npm, yarn, pnpm and bun, npm first', async ({ blog, page }) => {
  await blog.goto(PAGE);
  await expect(blocks(page)).toHaveCount(EXPECTED.length);
  for (let i = 0; i < EXPECTED.length; i++) {
    await expect(tabsOf(page, i)).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    await expect(tabsOf(page, i).first()).toHaveAttribute('aria-selected', 'true');
    await expect(shown(page, i)).toHaveText(EXPECTED[i].npm);
  }
  await expect(page.getByRole('tab', { name: 'deno' })).toHaveCount(0);
});

test('the commands are converted per package manager', async ({ blog, page }) => {
  await blog.goto(PAGE);
  for (const pm of ['npm', 'yarn', 'pnpm', 'bun'] as const) {
    await blocks(page).nth(0).getByRole('tab', { name: pm, exact: true }).click();
    for (let i = 0; i < EXPECTED.length; i++) await expect(shown(page, i), `${pm} block ${i}`).toHaveText(EXPECTED[i][pm]);
  }
});

test('the choice is shared by every block of the group and survives a reload', async ({ blog, page }) => {
  await blog.goto(PAGE);
  await blocks(page).nth(2).getByRole('tab', { name: 'pnpm', exact: true }).click();
  for (let i = 0; i < EXPECTED.length; i++) {
    await expect(blocks(page).nth(i).getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(shown(page, i)).toHaveText(EXPECTED[i].pnpm);
  }
  expect(await page.evaluate(() => localStorage.getItem('free-blog.tabs.package-manager'))).toBe('pnpm');
  await page.reload();
  await blog.hydrated();
  for (let i = 0; i < EXPECTED.length; i++) await expect(shown(page, i)).toHaveText(EXPECTED[i].pnpm);
  // And on another visit of the site, with a different choice stored.
  await page.evaluate(() => localStorage.setItem('free-blog.tabs.package-manager', 'bun'));
  await blog.goto(PAGE);
  await expect(shown(page, 0)).toHaveText('bun install');
});

test('arrow keys move between the tabs', async ({ blog, page }) => {
  await blog.goto(PAGE);
  await tabsOf(page, 0).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabsOf(page, 0).nth(1)).toBeFocused();
  await expect(shown(page, 0)).toHaveText('yarn install');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shown(page, 0)).toHaveText('bun install');
});

test('a stored value that is not a tab is ignored', async ({ blog, page }) => {
  await page.addInitScript(() => localStorage.setItem('free-blog.tabs.package-manager', 'deno'));
  await blog.goto(PAGE);
  await expect(shown(page, 0)).toHaveText('npm install');
});

test('storage that refuses writes does not break the tabs', async ({ blog, page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await blog.goto(PAGE);
  await blocks(page).nth(0).getByRole('tab', { name: 'bun', exact: true }).click();
  await expect(shown(page, 0)).toHaveText('bun install');
  await expect(shown(page, 1)).toHaveText('bun run dev');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the npm commands are in the page', async ({ blog, page }) => {
    await blog.goto(PAGE, { waitForHydration: false });
    for (let i = 0; i < EXPECTED.length; i++) await expect(shown(page, i)).toHaveText(EXPECTED[i].npm);
  });
});
