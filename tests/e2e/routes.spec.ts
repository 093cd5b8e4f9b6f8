import { readPage } from '../content/docs';
import { ALL_ROUTES, listPageOf, sourceStemOf } from './routes';
import fs from 'node:fs';
import { expect, test } from './fixtures';

function titleOf(route: string): string {
  const list = listPageOf(route);
  if (list) return list.title;
  const stem = sourceStemOf(route).replace(/^docs\//, '');
  const file = fs.existsSync(`docs/${stem}.mdx`) ? `${stem}.mdx` : `${stem}.md`;
  return String(readPage(file).frontmatter.title);
}

test.describe('every route', () => {
  for (const route of ALL_ROUTES) {
    test(`${route} loads with its H1`, async ({ blog, page }) => {
      const response = await blog.goto(route);
      expect(response?.status()).toBe(200);
      expect(blog.route()).toBe(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      if (route === '/') {
        await expect(page.getByRole('heading', { level: 1, name: 'Free Blog', exact: true })).toBeVisible();
        await expect(page).toHaveTitle('My Blog');
      } else {
        const title = titleOf(route);
        await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page).toHaveTitle(`${title} - My Blog`);
      }
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(10);
    });
  }
});
