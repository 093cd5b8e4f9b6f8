import fs from 'node:fs';
import path from 'node:path';
import { topSectionLabels } from '../../site/node/sections';
import { DOCS, readMeta } from '../content/docs';
import { expect, test } from './fixtures';
import { groupBody, groupRow, heightOf, rowsOf, sidebar } from './locators';

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

test.describe('sidebars', () => {
  // Every section (a top folder of docs/ with an index and a _meta.json), each read on its first article (or its
  // overview, when it has none yet).
  const sections = [...topSectionLabels(DOCS).keys()].filter((dir) => readMeta(dir));
  if (sections.length < 2) throw new Error(`sidebar.spec.ts: docs/ should have sections with a _meta.json, found ${JSON.stringify(sections)}`);
  for (const section of sections) {
    test(`${section}: lists its pages in the _meta.json reading order`, async ({ blog, page }) => {
      const expected = sidebarFromMeta(section);
      expect(expected.length).toBeGreaterThan(0);
      const link = expected.find((e) => !e.group && !e.href.endsWith('/')) ?? expected.find((e) => e.href)!;
      const route = link.href.replace(/^\/free-blog/, '');
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
});
