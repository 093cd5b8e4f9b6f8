import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { groupedArticle } from './routes';

// The top navigation the site promises (docs/_nav.json), in order.
const NAV = [
  { text: 'Home', href: '/free-blog/' },
  { text: 'Work', href: '/free-blog/work/' },
  { text: 'Rust', href: '/free-blog/rust/' },
  { text: 'Network', href: '/free-blog/network/' },
  { text: 'Reading notes', href: '/free-blog/book/' },
  { text: 'Collected articles', href: '/free-blog/collection-article/' },
];
const WORK_ITEMS = [
  { text: 'Java', href: '/free-blog/work/java/' },
  { text: 'Spring', href: '/free-blog/work/spring/' },
  { text: 'Databases', href: '/free-blog/work/db/' },
  { text: 'AI', href: '/free-blog/work/ai/' },
  { text: 'Other', href: '/free-blog/work/other/' },
];

const menu = (page: Page) => page.locator('.rp-nav .rp-nav-menu').first();
const topItem = (page: Page, text: string) =>
  menu(page).locator(':scope > li.rp-nav-menu__item').filter({ has: page.locator(':scope > .rp-nav-menu__item__container', { hasText: new RegExp(`^${text}$`) }) });
const topLink = (page: Page, text: string) => topItem(page, text).locator(':scope > .rp-nav-menu__item__container');

/** The brand colour as the browser resolves it (rgb(...)). */
function brandColour(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--rp-c-brand)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}
const colourOf = (page: Page, text: string) => topLink(page, text).evaluate((el) => getComputedStyle(el).color);

test.describe('top navigation', () => {
  test('shows the spec items in order, with links under /free-blog', async ({ blog, page }) => {
    await blog.goto('/hello');
    const links = menu(page).locator(':scope > li > .rp-nav-menu__item__container');
    await expect(links).toHaveText(NAV.map((n) => n.text));
    for (const [i, n] of NAV.entries()) {
      await expect(links.nth(i)).toBeVisible();
      await expect(links.nth(i)).toHaveAttribute('href', n.href);
    }
  });

  test("'Work' opens on hover and lists Java, Spring, Databases, AI and Other", async ({ blog, page }) => {
    await blog.goto('/hello');
    const group = topItem(page, 'Work').locator('.rp-hover-group');
    await expect(group).toBeHidden();
    await topLink(page, 'Work').hover();
    await expect(group).toBeVisible();
    const items = group.locator('a');
    await expect(items).toHaveText(WORK_ITEMS.map((w) => w.text));
    for (const [i, w] of WORK_ITEMS.entries()) await expect(items.nth(i)).toHaveAttribute('href', w.href);
    await items.filter({ hasText: 'Databases' }).click();
    await expect(page).toHaveURL('/free-blog/work/db/');
  });

  test("'Home' is active on the home page only", async ({ blog, page }) => {
    await blog.goto('/');
    await expect(menu(page).locator('.rp-nav-menu__item--active')).toHaveText(['Home']);
    await blog.goto('/hello');
    await expect(menu(page).locator('.rp-nav-menu__item--active')).toHaveCount(0);
    await blog.goto('/network/');
    await expect(menu(page).locator('.rp-nav-menu__item--active')).toHaveText(['Network']);
  });

  // The section's overview, and articles in two of its groups.
  for (const route of ['/work/', groupedArticle('/work/'), groupedArticle('/work/', groupedArticle('/work/'))]) {
    test(`'Work' is marked in the brand colour on ${route}`, async ({ blog, page }) => {
      await blog.goto(route);
      await page.mouse.move(5, 600); // nowhere near the nav: no hover colour
      const brand = await brandColour(page);
      await expect.poll(() => colourOf(page, 'Work')).toBe(brand);
      expect(await colourOf(page, 'Rust')).not.toBe(brand);
      await expect(menu(page).locator('.rp-nav-menu__item--active')).toHaveCount(0);
    });
  }

  test("'Work' is not marked outside /work/", async ({ blog, page }) => {
    await blog.goto('/rust/');
    await page.mouse.move(5, 600);
    const brand = await brandColour(page);
    expect(await colourOf(page, 'Work')).not.toBe(brand);
    expect(await colourOf(page, 'Rust')).toBe(brand);
  });

  for (const route of ['/rust/', groupedArticle('/rust/')]) {
    test(`'Rust' is active on ${route}`, async ({ blog, page }) => {
      await blog.goto(route);
      await expect(menu(page).locator('.rp-nav-menu__item--active')).toHaveText(['Rust']);
    });
  }
});

test.describe('social links', () => {
  const social = (page: Page) => page.locator('.rp-nav .rp-social-links').filter({ visible: true }).first();

  test('at most 3 are shown directly, the 4th sits in a dropdown that opens on hover', async ({ blog, page }) => {
    await blog.goto('/hello');
    const direct = social(page).locator(':scope > a.rp-social-links__item');
    await expect(direct).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(direct.nth(i)).toBeVisible();
    await expect(direct.nth(0)).toHaveAttribute('href', 'https://github.com/free-blog-dev');
    const hidden = social(page).locator('.rp-social-links__hidden a');
    await expect(hidden).toHaveCount(1);
    await expect(hidden).toHaveAttribute('href', 'https://x.com/free_blog_dev');
    await expect(hidden).toBeHidden();
    await social(page).getByRole('button', { name: '更多社交链接' }).hover();
    await expect(hidden).toBeVisible();
    await expect(hidden).toHaveAttribute('target', '_blank');
  });

  test('each link is named after its site and its icon is drawn: a shape, neither nothing nor a filled square', async ({ blog, page }) => {
    await blog.goto('/hello');
    const names = { 'https://github.com/free-blog-dev': 'GitHub', 'https://juejin.cn/user/free-blog': '稀土掘金', 'https://www.zhihu.com/people/free-blog': '知乎', 'https://x.com/free_blog_dev': 'X（Twitter）' };
    const links = social(page).locator('a.rp-social-links__item');
    await expect(links).toHaveCount(4);
    for (const [href, name] of Object.entries(names)) {
      const link = links.and(page.locator(`[href="${href}"]`));
      // The fourth is in the dropdown.
      if (!(await link.isVisible())) await social(page).getByRole('button', { name: '更多社交链接' }).hover();
      await expect(link).toHaveAccessibleName(name);
      // The icon is a mask over a box of the link's colour (plugins/social-icons): drawn, it differs both
      // from the box hidden and from the box unmasked.
      const icon = link.locator('.fb-social-icon');
      const box = await icon.boundingBox();
      expect(box?.width, name).toBe(20);
      const drawn = await icon.screenshot({ animations: 'disabled' });
      const as = async (style: string) => {
        await icon.evaluate((el, css) => el.setAttribute('style', css), style);
        const shot = await icon.screenshot({ animations: 'disabled' });
        await icon.evaluate((el) => el.removeAttribute('style'));
        return shot;
      };
      expect(drawn.equals(await as('opacity: 0')), `${name}: nothing drawn`).toBe(false);
      expect(drawn.equals(await as('mask: none; -webkit-mask: none')), `${name}: a filled square`).toBe(false);
    }
  });

  test('the dropdown opens with the keyboard (Enter) and its link is reachable by Tab', async ({ blog, page }) => {
    await blog.goto('/hello');
    const more = social(page).getByRole('button', { name: '更多社交链接' });
    const hidden = social(page).locator('.rp-social-links__hidden a');
    // Walk the nav with Tab from the site title, as a keyboard user would, until the control has focus.
    await page.locator('.rp-nav__title__link').focus();
    for (let i = 0; i < 30 && !(await more.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hidden).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(hidden).toBeFocused();
  });
});
