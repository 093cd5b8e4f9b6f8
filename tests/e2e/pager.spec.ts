import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const prev = (page: Page) => page.locator('.rp-doc-footer .rp-prev-next-page__prev');
const next = (page: Page) => page.locator('.rp-doc-footer .rp-prev-next-page__next');

/** The sidebar's links in reading order, as the page shows them. */
const sidebarLinks = (page: Page) =>
  page.locator('.rp-doc-layout__sidebar').filter({ visible: true }).first().locator('a.rp-sidebar-item').evaluateAll((els) => els.map((a) => a.getAttribute('href')));

test.describe('previous / next page', () => {
  test("'上一页' and '下一页' follow the sidebar order (rust-concurrency2)", async ({ blog, page }) => {
    await blog.goto('/rust/concurrency/rust-concurrency2');
    await expect(prev(page).locator('.rp-prev-next-page__item__desc')).toHaveText('上一页');
    await expect(next(page).locator('.rp-prev-next-page__item__desc')).toHaveText('下一页');
    await expect(prev(page)).toHaveAttribute('href', '/free-blog/rust/concurrency/rust-concurrency');
    await expect(next(page)).toHaveAttribute('href', '/free-blog/rust/concurrency/rust-concurrency3');
    await expect(prev(page).locator('.rp-prev-next-page__item__title')).toHaveText('并发（一）：线程');
    await expect(next(page).locator('.rp-prev-next-page__item__title')).toHaveText('并发（三）：共享状态');
  });

  for (const route of ['/rust/oop/rust-oop', '/work/java/java-spi', '/work/spring/', '/book/microservices-design']) {
    test(`targets on ${route} are its neighbours in the sidebar`, async ({ blog, page }) => {
      await blog.goto(route);
      const links = await sidebarLinks(page);
      const i = links.indexOf(`/free-blog${route}`);
      expect(i).toBeGreaterThan(0);
      await expect(prev(page)).toHaveAttribute('href', links[i - 1]!);
      if (i + 1 < links.length) await expect(next(page)).toHaveAttribute('href', links[i + 1]!);
      else await expect(next(page)).toHaveCount(0);
    });
  }

  test('clicking them navigates', async ({ blog, page }) => {
    await blog.goto('/rust/concurrency/rust-concurrency2');
    await next(page).click();
    await expect(page).toHaveURL('/free-blog/rust/concurrency/rust-concurrency3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('并发');
    await expect(prev(page)).toHaveAttribute('href', '/free-blog/rust/concurrency/rust-concurrency2');
    await prev(page).click();
    await expect(page).toHaveURL('/free-blog/rust/concurrency/rust-concurrency2');
    await prev(page).click();
    await expect(page).toHaveURL('/free-blog/rust/concurrency/rust-concurrency');
  });
});
