import { expect, test } from '../fixtures';
import { groupBody, groupRow, heightOf, rowsOf, sidebar } from '../locators';

// The sidebar's machinery on the fixture's Guide section (tests/fixtures/site/guide/_meta.json): 基础 and
// 阅读 are open groups with their own pages, 深入 is folded (`collapsed: true`). The checks that each real
// section lists its pages in its _meta.json order stay in tests/e2e/sidebar.spec.ts.

test.describe('sidebar groups', () => {
  test("clicking a group's toggle collapses it and clicking again expands it", async ({ blog, page }) => {
    // On the group's own page: its row is the current page, so the toggle only folds it.
    await blog.goto('/guide/basics/');
    const toggle = groupRow(page, '基础').locator('.rp-sidebar-item__right');
    const firstChild = groupBody(page, '基础').locator('.rp-sidebar-item').first();
    await expect(firstChild).toBeVisible();
    // Tab from the group's row goes into the group while it is open ...
    const focusInGroup = () => groupBody(page, '基础').evaluate((el) => el.contains(document.activeElement));
    await groupRow(page, '基础').focus();
    await page.keyboard.press('Tab');
    expect(await focusInGroup()).toBe(true);
    await toggle.click();
    await expect.poll(() => rowsOf(page, '基础')).toBe('0fr');
    await expect.poll(() => heightOf(page, '基础')).toBeLessThan(1);
    expect(blog.route()).toBe('/guide/basics/');
    // ... and past it once folded: its links are inert (out of the tab order and the accessibility tree),
    // not only out of sight.
    await expect(groupBody(page, '基础')).toHaveAttribute('inert', '');
    await groupRow(page, '基础').focus();
    await page.keyboard.press('Tab');
    expect(await focusInGroup()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('.rp-sidebar-item') !== null)).toBe(true);
    await toggle.click();
    await expect.poll(() => rowsOf(page, '基础')).toBe('1fr');
    await expect.poll(() => heightOf(page, '基础')).toBeGreaterThan(30);
    await expect(firstChild).toBeVisible();
    await expect(groupBody(page, '基础')).not.toHaveAttribute('inert');
    // Another group folds the same way.
    await blog.goto('/guide/reading/');
    await groupRow(page, '阅读').locator('.rp-sidebar-item__right').click();
    await expect.poll(() => rowsOf(page, '阅读')).toBe('0fr');
    await expect.poll(() => heightOf(page, '阅读')).toBeLessThan(1);
  });

  // Rspress 2.0.22 navigated to a group's own page when its chevron was clicked while the group was open
  // and not current (patches/…004+collapsed-sidebar-groups.patch).
  test("the toggle of an open group folds it without leaving the page", async ({ blog, page }) => {
    await blog.goto('/guide/');
    await groupRow(page, '基础').locator('.rp-sidebar-item__right').click();
    await expect.poll(() => rowsOf(page, '基础')).toBe('0fr');
    expect(blog.route()).toBe('/guide/');
    await groupRow(page, '基础').locator('.rp-sidebar-item__right').click();
    await expect.poll(() => rowsOf(page, '基础')).toBe('1fr');
    expect(blog.route()).toBe('/guide/');
  });

  test('on the last page of the sidebar the active item is highlighted, its group open and scrolled into view', async ({ blog, page }) => {
    // A short window: in reading order this item is far below the sidebar's first screen.
    await page.setViewportSize({ width: 1440, height: 480 });
    await blog.goto('/guide/reading/last-article');
    const active = sidebar(page).locator('.rp-sidebar-item--active');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', '/free-blog/guide/reading/last-article');
    await expect(active).toHaveText('最后一篇');
    expect(await rowsOf(page, '阅读')).toBe('1fr');
    // Highlighted: link colour on the brand tint, unlike its neighbours.
    const look = await sidebar(page).evaluate((el) => {
      const resolve = (prop: 'color' | 'backgroundColor', value: string) => {
        const probe = document.createElement('span');
        probe.style[prop] = value;
        document.body.append(probe);
        const v = getComputedStyle(probe)[prop];
        probe.remove();
        return v;
      };
      const a = getComputedStyle(el.querySelector('.rp-sidebar-item--active') as HTMLElement);
      const o = getComputedStyle(el.querySelector('.rp-sidebar-item:not(.rp-sidebar-item--active)') as HTMLElement);
      return {
        active: [a.color, a.backgroundColor],
        other: [o.color, o.backgroundColor],
        expected: [resolve('color', 'var(--rp-c-link)'), resolve('backgroundColor', 'var(--rp-c-brand-tint)')],
      };
    });
    expect(look.active).toEqual(look.expected);
    expect(look.other[0]).not.toBe(look.expected[0]);
    expect(look.other[1]).not.toBe(look.expected[1]);
    // Scrolled into view inside the sidebar, which had to scroll to show it.
    await expect.poll(() => sidebar(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const box = await sidebar(page).boundingBox();
    const item = await active.boundingBox();
    expect(box && item).toBeTruthy();
    expect(item!.y).toBeGreaterThanOrEqual(box!.y);
    expect(item!.y + item!.height).toBeLessThanOrEqual(Math.min(box!.y + box!.height, 480));
    await expect(active).toBeInViewport();
  });

  test('a group with collapsed: true starts folded and opens when one of its pages is the current page', async ({ blog, page }) => {
    // On the section's overview, in no group: 深入 is folded, its links inert, its toggle shown.
    await blog.goto('/guide/');
    await expect(groupRow(page, '深入').locator('.rp-sidebar-item__right svg')).toBeVisible();
    expect(await rowsOf(page, '深入')).toBe('0fr');
    expect(await heightOf(page, '深入')).toBeLessThan(1);
    await expect(groupBody(page, '深入')).toHaveAttribute('inert', '');
    await expect(groupBody(page, '深入').locator('.rp-sidebar-item').first()).not.toBeVisible();
    // The open group beside it is not folded by that.
    expect(await rowsOf(page, '基础')).toBe('1fr');

    // Loaded on one of its pages, it is open, with that page highlighted in it.
    await blog.goto('/guide/deep/live');
    expect(await rowsOf(page, '深入')).toBe('1fr');
    expect(await heightOf(page, '深入')).toBeGreaterThan(30);
    await expect(groupBody(page, '深入')).not.toHaveAttribute('inert');
    const active = groupBody(page, '深入').locator('.rp-sidebar-item--active');
    await expect(active).toHaveAttribute('href', '/free-blog/guide/deep/live');
    await expect(active).toBeVisible();

    // And reached by a client-side navigation from a page outside it, it opens too.
    await blog.goto('/guide/');
    await page.locator('.rspress-doc a[href="/free-blog/guide/deep/"]').first().click();
    await expect(page).toHaveURL('/free-blog/guide/deep/');
    await expect.poll(() => rowsOf(page, '深入')).toBe('1fr');
    await expect.poll(() => heightOf(page, '深入')).toBeGreaterThan(30);
    await expect(groupBody(page, '深入')).not.toHaveAttribute('inert');
    await expect(groupBody(page, '深入').locator('.rp-sidebar-item').first()).toBeVisible();
  });
});
