import fs from 'node:fs';
import { readPage } from '../content/docs';
import { expect, test } from './fixtures';

// docs/hello.mdx uses the theme's authoring pieces for real: Steps, the 'Source' button,
// package-manager tabs and a live code preview (@rspress/plugin-preview).

test('the Steps container lists the publishing steps', async ({ blog, page }) => {
  await blog.goto('/hello');
  const steps = page.locator('.rp-steps');
  await expect(steps).toHaveCount(1);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['列提纲和资料', '写作与验证', '本地检查', '评审与合并', '发布'].map((t) => new RegExp(`^#?${t}\\s*$`)));
});

test("the Source button is labelled 'Source' and links to the repository", async ({ blog, page }) => {
  await blog.goto('/hello');
  const source = page.locator('.rp-source-code a');
  await expect(source).toHaveCount(1);
  await expect(source).toHaveText('Source');
  await expect(source).toHaveAttribute('href', 'https://github.com/free-blog-dev/free-blog');
  await expect(source).toHaveAttribute('target', '_blank');
});

test('the live preview renders the counter and it counts', async ({ blog, page }) => {
  await blog.goto('/hello');
  const preview = page.locator('.rp-preview');
  await expect(preview).toHaveCount(1);
  const counter = preview.getByRole('button', { name: /^点了 \d+ 次$/ });
  await expect(counter).toHaveText('点了 0 次');
  await counter.click();
  await counter.click();
  await expect(counter).toHaveText('点了 2 次');
  // Its source is one click away.
  await expect(preview.locator('.rp-preview--internal__code-wrapper--visible')).toHaveCount(0);
  const toggle = preview.getByRole('button', { name: '显示代码' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(preview.locator('.rp-preview--internal__code-wrapper--visible')).toBeVisible();
  await expect(preview.locator('.rp-preview--internal__code')).toContainText('useState');
  await expect(preview.getByRole('button', { name: '隐藏代码' })).toHaveAttribute('aria-expanded', 'true');
});

test('headings: one H1 equal to the title, then h2–h4 without skipped levels', async ({ blog, page }) => {
  await blog.goto('/hello');
  const title = String(readPage('hello.mdx').frontmatter.title);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  const levels = await page.locator('.rp-doc.rspress-doc').evaluate((doc) =>
    Array.from(doc.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((h) => !h.closest('.rp-preview, .rp-tabs'))
      .map((h) => Number(h.tagName[1])),
  );
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) {
    expect(levels[i]).toBeGreaterThanOrEqual(2);
    expect(levels[i]).toBeLessThanOrEqual(4);
    expect(levels[i] - levels[i - 1], `heading ${i}`).toBeLessThanOrEqual(1);
  }
  expect(fs.readFileSync('docs/hello.mdx', 'utf8')).not.toContain('组件演示：由主题提供');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the article, the Source link, the commands and the counter are in the static HTML', async ({ blog, page }) => {
    await blog.goto('/hello', { waitForHydration: false });
    await expect(page.locator('.rp-source-code a')).toHaveText('Source');
    await expect(page.locator('.fb-pm-tabs').first()).toContainText('npm install');
    await expect(page.locator('.rp-preview').getByRole('button', { name: '点了 0 次' })).toBeVisible();
  });
});
