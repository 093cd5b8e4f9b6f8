import { readPage } from '../content/docs';
import { expect, test } from './fixtures';

const FEATURE_LINKS = (readPage('index.md').frontmatter.features as { link: string }[]).map((f) => `/free-blog${f.link}`);

test.describe('home page', () => {
  test("hero: h1 'Free Blog' and a Chinese tagline about code and life", async ({ blog, page }) => {
    await blog.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Blog');
    const tagline = page.locator('.rp-home-hero__tagline');
    await expect(tagline).toContainText('code and life');
    expect(await tagline.textContent()).toMatch(/\p{Script=Han}{4,}/u);
  });

  test("'Start Reading' is the brand button to /free-blog/work/", async ({ blog, page }) => {
    await blog.goto('/');
    const start = page.locator('.rp-home-hero__actions a', { hasText: 'Start Reading' });
    await expect(start).toHaveAttribute('href', '/free-blog/work/');
    await expect(start).toHaveClass(/rp-button--brand/);
    await start.click();
    await expect(page).toHaveURL('/free-blog/work/');
    await expect(page.getByRole('heading', { level: 1, name: '工作笔记', exact: true })).toBeVisible();
  });

  test('the nav bar is see-through at the top of the home page and frosted once it scrolls, with no <style> in the body', async ({ blog, page }) => {
    await blog.goto('/');
    expect(await page.locator('body style').count()).toBe(0);
    const nav = page.locator('.rp-nav');
    await expect(nav).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('body')).toHaveClass(/notTopArrived/);
    await expect(nav).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(nav).toHaveCSS('backdrop-filter', 'blur(25px)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('body')).not.toHaveClass(/notTopArrived/);
  });

  test('the alt button opens the GitHub profile in a new tab, safely', async ({ blog, page }) => {
    await blog.goto('/');
    const actions = page.locator('.rp-home-hero__actions a');
    await expect(actions).toHaveCount(2);
    const alt = actions.nth(1);
    await expect(alt).toHaveClass(/rp-button--alt/);
    await expect(alt).toHaveAttribute('href', 'https://github.com/free-blog-dev');
    await expect(alt).toHaveAttribute('target', '_blank');
    const rel = (await alt.getAttribute('rel')) ?? '';
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  test('hero images are 375×375, one for light and one for dark', async ({ blog, page }) => {
    await blog.goto('/');
    const light = page.locator('img.rp-home-hero__image-img--light');
    const dark = page.locator('img.rp-home-hero__image-img--dark');
    for (const img of [light, dark]) {
      await expect(img).toHaveAttribute('width', '375');
      await expect(img).toHaveAttribute('height', '375');
      await expect(img).toHaveAttribute('alt', /\S/);
    }
    await expect(light).toHaveAttribute('src', '/free-blog/hero-light.svg');
    await expect(dark).toHaveAttribute('src', '/free-blog/hero-dark.svg');
    await expect(light).toBeVisible();
    await expect(dark).toBeHidden();
    expect(await light.evaluate((i: HTMLImageElement) => i.naturalWidth > 0 && Math.round(i.getBoundingClientRect().width) <= 375)).toBe(true);
    await blog.toggleTheme();
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();
  });

  test('the 8 feature cards are links to their sections', async ({ blog, page }) => {
    expect(FEATURE_LINKS).toHaveLength(8);
    await blog.goto('/');
    const cards = page.locator('.rp-home-feature a');
    await expect(cards).toHaveCount(8);
    expect(await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(FEATURE_LINKS);
    await expect(cards.nth(4)).toContainText('Rust');
    await cards.nth(4).click();
    await expect(page).toHaveURL('/free-blog/rust/');
  });

  test('the feature cards work by keyboard', async ({ blog, page }) => {
    await blog.goto('/');
    const cards = page.locator('.rp-home-feature a');
    await cards.first().focus();
    await expect(cards.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/free-blog/work/spring/');
  });
});
