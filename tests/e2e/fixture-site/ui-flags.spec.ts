import { expect, test } from '../fixtures';

// Visibility flags: ?navbar=0, ?sidebar=0, ?outline=0, ?footer=0 hide those parts;
// ?globalUIComponents=0 hides the extra global components (theme/hooks/useUiFlags.ts + index.css).
// A fixture article with every part: navbar, sidebar, outline (several headings) and doc footer.
const ARTICLE = '/notes/long-read';

const parts = {
  navbar: '.rp-nav',
  sidebar: '.rp-doc-layout__sidebar',
  outline: '.rp-doc-layout__outline',
  footer: '.rp-doc-footer',
} as const;
type Part = keyof typeof parts;

test.describe('query visibility flags', () => {
  test('without flags every part is shown', async ({ blog, page }) => {
    await blog.goto(ARTICLE);
    for (const selector of Object.values(parts)) await expect(page.locator(selector).first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-fb-hide');
  });

  for (const part of Object.keys(parts) as Part[]) {
    test(`?${part}=0 hides the ${part} and nothing else`, async ({ blog, page }) => {
      await blog.goto(`${ARTICLE}?${part}=0`);
      await expect(page.locator('html')).toHaveAttribute('data-fb-hide', part);
      await expect(page.locator(parts[part]).first()).toBeHidden();
      for (const [other, selector] of Object.entries(parts)) {
        if (other !== part) await expect(page.locator(selector).first(), other).toBeVisible();
      }
      // The article itself is always there.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('all four flags together leave only the article', async ({ blog, page }) => {
    await blog.goto(`${ARTICLE}?navbar=0&sidebar=0&outline=0&footer=0`);
    for (const selector of Object.values(parts)) await expect(page.locator(selector).first()).toBeHidden();
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    // Nothing sticks above the article where the navbar was.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height').trim())).toBe('0px');
  });

  test('only the value 0 hides a part', async ({ blog, page }) => {
    await blog.goto(`${ARTICLE}?navbar=1&sidebar=false&outline=`);
    for (const selector of Object.values(parts)) await expect(page.locator(selector).first()).toBeVisible();
  });

  test('the mobile menu bar loses the button of a hidden part, and goes with both', async ({ blog, page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await blog.goto(`${ARTICLE}?sidebar=0`);
    await expect(page.locator('.rp-sidebar-menu__left')).toBeHidden();
    await expect(page.locator('.rp-sidebar-menu__right')).toBeVisible();
    await blog.goto(`${ARTICLE}?sidebar=0&outline=0`);
    await expect(page.locator('.rp-doc-layout__menu')).toBeHidden();
  });

  test('the flags belong to the address: following a link without them shows the parts again', async ({ blog, page }) => {
    await blog.goto(`${ARTICLE}?sidebar=0&footer=0`);
    await expect(page.locator(parts.sidebar)).toBeHidden();
    await page.locator('.rp-nav').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/free-blog\/guide\/$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-fb-hide');
    await expect(page.locator(parts.sidebar)).toBeVisible();
  });
});

test.describe('globalUIComponents', () => {
  // The fixture's article with an image (one).
  const WITH_IMAGES = '/guide/basics/code-and-image';
  const IMAGES = 1;

  test('image zoom works normally', async ({ blog, page }) => {
    await blog.goto(WITH_IMAGES);
    const img = page.locator('.rspress-doc img').first();
    await img.scrollIntoViewIfNeeded();
    await img.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  });

  test('?globalUIComponents=0 leaves the global components (image zoom) out', async ({ blog, page }) => {
    await blog.goto(`${WITH_IMAGES}?globalUIComponents=0`);
    await expect(page.locator('html')).toHaveAttribute('data-fb-hide', 'globalUIComponents');
    const img = page.locator('.rspress-doc img').first();
    await img.scrollIntoViewIfNeeded();
    // When the zoom is there, its click listener (capturing, on document) takes the click on an image:
    // it stops it there and starts loading medium-zoom, in the click's own dispatch; medium-zoom then
    // marks the images. A click that goes on to window, not cancelled, was taken by nothing: no zoom
    // can follow from it.
    await img.evaluate((el) => {
      (window as unknown as { __click: Promise<string> }).__click = new Promise((resolve) => {
        window.addEventListener('click', (e) => resolve(e.defaultPrevented ? 'cancelled' : 'passed through'), { once: true });
        new MutationObserver(() => resolve(`zoom attached: ${el.className}`)).observe(el, { attributeFilter: ['class'] });
      });
    });
    await img.click();
    expect(await page.evaluate(() => (window as unknown as { __click: Promise<string> }).__click)).toBe('passed through');
    await expect(img).not.toHaveClass(/medium-zoom-image/);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    // The article is still complete.
    await expect(page.locator('.rspress-doc img')).toHaveCount(IMAGES);
  });
});
