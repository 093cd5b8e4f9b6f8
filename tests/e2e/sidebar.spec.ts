import fs from 'node:fs';
import path from 'node:path';
import { DOCS, readMeta } from '../content/docs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Entry {
  href: string;
  text: string;
  group: boolean;
}

/** The reading order of a section as its _meta.json files give it: links with their labels. */
function sidebarFromMeta(dir: string): Entry[] {
  const out: Entry[] = [];
  for (const entry of readMeta(dir) ?? []) {
    const e = typeof entry === 'string' ? { type: 'file', name: entry } : entry;
    if (e.type === 'file') {
      const href = e.name === 'index' ? `/free-blog/${dir}/` : `/free-blog/${dir}/${e.name}`;
      out.push({ href, text: e.label ?? '', group: false });
    } else if (e.type === 'dir') {
      const sub = `${dir}/${e.name}`;
      const hasIndex = fs.existsSync(path.join(DOCS, sub, 'index.md')) || fs.existsSync(path.join(DOCS, sub, 'index.mdx'));
      out.push({ href: hasIndex ? `/free-blog/${sub}/` : '', text: e.label ?? '', group: true });
      out.push(...sidebarFromMeta(sub));
    }
  }
  return out;
}

const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar').filter({ visible: true }).first();
const groupRow = (page: Page, text: string) => sidebar(page).locator('.rp-sidebar-group').filter({ hasText: new RegExp(`^${text}$`) });
/** The element holding a group's items: the theme animates its grid rows between 1fr (open) and 0fr (closed). */
const groupBody = (page: Page, text: string) => groupRow(page, text).locator('xpath=following-sibling::div[1]');
const rowsOf = (page: Page, text: string) => groupBody(page, text).evaluate((el) => (el as HTMLElement).style.gridTemplateRows);
/** Rendered height of a group's items (clipped to 0 when folded). */
const heightOf = (page: Page, text: string) => groupBody(page, text).evaluate((el) => el.getBoundingClientRect().height);

test.describe('sidebars', () => {
  const SECTIONS = [
    { section: 'book', route: '/book/microservices-design' },
    { section: 'collection-article', route: '/collection-article/' },
    { section: 'network', route: '/network/network-tcp-udp-compare' },
    { section: 'rust', route: '/rust/case/rust-minigrep' },
    { section: 'work', route: '/work/spring/spring-rabbitmq' },
  ];
  for (const { section, route } of SECTIONS) {
    test(`${section}: lists its pages in the _meta.json reading order`, async ({ blog, page }) => {
      const expected = sidebarFromMeta(section);
      expect(expected.length).toBeGreaterThan(0);
      await blog.goto(route);
      const items = sidebar(page).locator('.rp-sidebar-item');
      await expect(items).toHaveCount(expected.length);
      const actual = await items.evaluateAll((els) =>
        els.map((el) => ({
          href: el.getAttribute('href') ?? '',
          text: (el.querySelector('.rp-sidebar-item__left') as HTMLElement).innerText.trim(),
          group: el.classList.contains('rp-sidebar-group'),
        })),
      );
      expect(actual).toEqual(expected);
      // The page being read is the one highlighted.
      await expect(sidebar(page).locator('.rp-sidebar-item--active')).toHaveAttribute('href', `/free-blog${route}`);
    });
  }

  for (const section of ['rust', 'work']) {
    test(`${section}: every group is collapsible and open by default`, async ({ blog, page }) => {
      const groups = sidebarFromMeta(section).filter((e) => e.group);
      expect(groups.length).toBeGreaterThan(1);
      // The overview page is in no group, so no group is open only because it holds the current page.
      await blog.goto(`/${section}/`);
      for (const g of groups) {
        await expect(groupRow(page, g.text).locator('.rp-sidebar-item__right svg')).toBeVisible(); // the toggle
        expect(await rowsOf(page, g.text)).toBe('1fr');
        expect(await heightOf(page, g.text)).toBeGreaterThan(30);
        await expect(groupBody(page, g.text).locator('.rp-sidebar-item').first()).toBeVisible();
      }
    });
  }

  test("clicking a group's toggle collapses it and clicking again expands it", async ({ blog, page }) => {
    // On the group's own page: its row is the current page, so the toggle only folds it.
    await blog.goto('/rust/ownership/');
    const toggle = groupRow(page, '所有权与借用').locator('.rp-sidebar-item__right');
    const firstChild = groupBody(page, '所有权与借用').locator('.rp-sidebar-item').first();
    await expect(firstChild).toBeVisible();
    // Tab from the group's row goes into the group while it is open ...
    const focusInGroup = () => groupBody(page, '所有权与借用').evaluate((el) => el.contains(document.activeElement));
    await groupRow(page, '所有权与借用').focus();
    await page.keyboard.press('Tab');
    expect(await focusInGroup()).toBe(true);
    await toggle.click();
    await expect.poll(() => rowsOf(page, '所有权与借用')).toBe('0fr');
    await expect.poll(() => heightOf(page, '所有权与借用')).toBeLessThan(1);
    expect(blog.route()).toBe('/rust/ownership/');
    // ... and past it once folded: its links are inert (out of the tab order and the accessibility tree),
    // not only out of sight.
    await expect(groupBody(page, '所有权与借用')).toHaveAttribute('inert', '');
    await groupRow(page, '所有权与借用').focus();
    await page.keyboard.press('Tab');
    expect(await focusInGroup()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('.rp-sidebar-item') !== null)).toBe(true);
    await toggle.click();
    await expect.poll(() => rowsOf(page, '所有权与借用')).toBe('1fr');
    await expect.poll(() => heightOf(page, '所有权与借用')).toBeGreaterThan(30);
    await expect(firstChild).toBeVisible();
    await expect(groupBody(page, '所有权与借用')).not.toHaveAttribute('inert');
    // A Work group folds the same way.
    await blog.goto('/work/java/');
    await groupRow(page, 'Java').locator('.rp-sidebar-item__right').click();
    await expect.poll(() => rowsOf(page, 'Java')).toBe('0fr');
    await expect.poll(() => heightOf(page, 'Java')).toBeLessThan(1);
  });

  // Rspress 2.0.22 navigated to a group's own page when its chevron was clicked while the group was open
  // and not current (patches/…004+collapsed-sidebar-groups.patch).
  test("the toggle of an open group folds it without leaving the page", async ({ blog, page }) => {
    await blog.goto('/rust/');
    await groupRow(page, '错误处理').locator('.rp-sidebar-item__right').click();
    await expect.poll(() => rowsOf(page, '错误处理')).toBe('0fr');
    expect(blog.route()).toBe('/rust/');
    await groupRow(page, '错误处理').locator('.rp-sidebar-item__right').click();
    await expect.poll(() => rowsOf(page, '错误处理')).toBe('1fr');
    expect(blog.route()).toBe('/rust/');
  });

  test('on a deep Rust page the active item is highlighted, its group open and scrolled into view', async ({ blog, page }) => {
    // A short window: in reading order this item is far below the sidebar's first screen.
    await page.setViewportSize({ width: 1440, height: 480 });
    await blog.goto('/rust/pointers/rust-smart-pointers');
    const active = sidebar(page).locator('.rp-sidebar-item--active');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', '/free-blog/rust/pointers/rust-smart-pointers');
    await expect(active).toHaveText('智能指针');
    expect(await rowsOf(page, '智能指针')).toBe('1fr');
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
});
