// Accessibility of the machinery, on the fixture site: the skip link, heading anchors, image zoom from the
// keyboard, the hamburger's state, the theme switch, reduced motion, the outline following the reader, the
// comments frame's title, wide tables, landmarks with the menus open, the hero button's measured contrast, and
// the axe helper every axe run goes through.
// (axe over every route of the blog, in both colour schemes, is in ../sweep.spec.ts.)
import { type Page } from '@playwright/test';
import { TOKEN_CLASSES } from '../../../plugins/code-tokens/tokens';
import { axeResults, axeViolations as violations, CODE_TEXT, expect, nextEvent, test } from '../fixtures';

/** An article with headings, an image, code blocks and a sidebar group. */
const ARTICLE = '/guide/basics/code-and-image';
const WIDE_TABLES = '/edge/wide-tables';

test('the first tab stop is 跳到正文 and it moves focus to the content', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到正文' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#fb-main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the article, not the nav.
  expect(await page.evaluate(() => !!document.activeElement?.closest('.rp-doc-layout__doc-container, main'))).toBe(true);
});

test('heading anchors are not tab stops (aria-hidden-focus)', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  const anchors = page.locator('.rp-header-anchor');
  expect(await anchors.count()).toBeGreaterThan(3);
  expect(await anchors.evaluateAll((as) => as.every((a) => (a as HTMLElement).tabIndex === -1))).toBe(true);
});

test('images zoom from the keyboard: Enter opens, Escape closes, focus returns', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  const img = page.locator('.rspress-doc img[data-fb-zoom]').first();
  await expect(img).toHaveAttribute('tabindex', '0');
  await img.focus();
  // medium-zoom ignores Escape until its opening transition ends: it says so with medium-zoom:opened
  // on the image (an event that does not bubble, caught on its way down).
  const opened = await nextEvent(page, 'document', 'medium-zoom:opened', { capture: true });
  await page.keyboard.press('Enter');
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await opened();
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  await expect(img).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
});

test('the hamburger says whether the menu is open', async ({ page, blog }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await blog.goto(ARTICLE);
  const burger = page.locator('button.rp-nav-hamburger__sm');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toHaveAccessibleName('菜单');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('the theme switch is a keyboard button', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  const toggle = page.getByRole('button', { name: '切换深色/浅色主题' }).first();
  const before = await blog.isDark();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => blog.isDark()).toBe(!before);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('E7 no circular reveal and no smooth scrolling', async ({ page, blog }) => {
    await page.addInitScript(() => {
      (window as unknown as { __vt: number }).__vt = 0;
      const d = document as unknown as { startViewTransition: (cb: () => void) => unknown };
      d.startViewTransition = (cb: () => void) => {
        (window as unknown as { __vt: number }).__vt++;
        cb();
        return { ready: Promise.resolve(), finished: Promise.resolve(), updateCallbackDone: Promise.resolve() };
      };
    });
    await blog.goto(ARTICLE);
    await blog.toggleTheme();
    expect(await page.evaluate(() => (window as unknown as { __vt: number }).__vt)).toBe(0);
    // The theme scrolls with behavior:'smooth' (back to top and the outline: theme/components/Outline.tsx;
    // code blocks: patches/…+003+reduced-motion.patch); under reduced motion it must be an instant jump.
    await page.evaluate(() => window.scrollTo(0, 1600));
    const toTop = page.locator('.rp-scroll-to-top').filter({ visible: true });
    await expect(toTop).toBeVisible();
    const after = await toTop.evaluate((el) => {
      (el as HTMLElement).click();
      return window.scrollY;
    });
    expect(after).toBe(0);
  });
});

// The outline keeps its active entry in view inside its own list: smoothly, unless the reader asked for
// less motion. Every scroll made by script is recorded with its behavior while the reader scrolls down
// the article with the most headings (so that the outline's list has to scroll).
test.describe('the outline follows the reader', () => {
  // 30 headings: the outline is taller than the window.
  const longest = { route: '/edge/many-headings', headings: 30 };

  async function scrollsWhileReading(page: Page, blog: { goto: (r: string) => Promise<unknown> }) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __scrolls: string[] }).__scrolls = seen;
      const note = (where: string, arg: unknown) => seen.push(`${where}:${(arg as ScrollToOptions | undefined)?.behavior ?? 'auto'}`);
      const elementScrollTo = Element.prototype.scrollTo;
      Element.prototype.scrollTo = function (this: Element, ...a: unknown[]) {
        if (this.closest('.rp-doc-layout__outline')) note('outline', a[0]);
        return (elementScrollTo as (...x: unknown[]) => void).apply(this, a);
      } as typeof Element.prototype.scrollTo;
    });
    await page.setViewportSize({ width: 1440, height: 600 });
    await blog.goto(longest.route);
    await expect(page.locator('.rp-outline .rp-toc-item')).toHaveCount(longest.headings);
    const last = page.locator('.rp-outline .rp-toc-item').last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toHaveClass(/rp-toc-item--active/);
    await expect(last).toBeInViewport();
    return page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls);
  }

  test('smoothly by default', async ({ page, blog }) => {
    expect(await scrollsWhileReading(page, blog)).toContain('outline:smooth');
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('with an instant jump', async ({ page, blog }) => {
      const scrolls = await scrollsWhileReading(page, blog);
      expect(scrolls).toContain('outline:auto');
      expect(scrolls).not.toContain('outline:smooth');
    });
  });
});

test('E9 the comments frame has a title', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const frame = page.locator('iframe[src^="https://giscus.app"]');
  await expect(frame).toHaveCount(1, { timeout: 15_000 });
  await expect(frame).toHaveAttribute('title', '评论');
});

test('E1 a table wider than the column can be scrolled from the keyboard', async ({ page, blog }) => {
  await blog.goto(WIDE_TABLES);
  const box = page.locator('.rp-table-scroll-container[tabindex="0"]').first();
  await expect(box).toHaveAttribute('role', 'region');
  await expect(box).toHaveAccessibleName(/^表格：.+（可横向滚动）$/);
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('E1 a table is a tab stop only while it scrolls: narrowing the window makes it one, widening it again takes it back', async ({ page, blog }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await blog.goto(WIDE_TABLES);
  const boxes = page.locator('.rp-table-scroll-container');
  const scrolling = () => boxes.evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth));
  const focusable = () => boxes.evaluateAll((els) => els.map((el) => el.getAttribute('tabindex') === '0' && el.getAttribute('role') === 'region'));
  // Wide: the two wide tables scroll and the last, narrow one fits, so it is no tab stop.
  await expect.poll(async () => JSON.stringify(await focusable())).toBe(JSON.stringify([true, true, false]));
  expect(await scrolling()).toEqual([true, true, false]);
  // Narrow: every table scrolls, the narrow one too, and each is a tab stop.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(async () => JSON.stringify(await focusable())).toBe(JSON.stringify([true, true, true]));
  expect(await scrolling()).toEqual([true, true, true]);
  // Wide again: the narrow table fits again, and is no tab stop again.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(async () => JSON.stringify(await focusable())).toBe(JSON.stringify([true, true, false]));
  expect(await scrolling()).toEqual([true, true, false]);
});

test.describe('landmarks and the menus, axe best practice', () => {
  test('the medium-width menu (900 px): its links sit beside its button, and axe finds nothing with it open', async ({ page, blog }) => {
    test.setTimeout(90_000); // a full axe run with best-practice rules: 30 s is too short on a busy machine
    await page.setViewportSize({ width: 900, height: 800 });
    await blog.goto(ARTICLE);
    const burger = page.locator('.rp-nav-hamburger__md').getByRole('button', { name: '菜单' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Nothing interactive inside a button anywhere (the menu was inside its <button>).
    expect(await page.locator('button :is(a[href], button, input, select, textarea, [tabindex])').count()).toBe(0);
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('.rp-nav-hamburger__md .rp-hover-group');
    await expect(menu.getByRole('link', { name: 'GitHub' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the small-screen menu (375 px) is a named navigation landmark, and axe finds nothing with it open', async ({ page, blog }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await blog.goto(ARTICLE);
    await page.locator('button.rp-nav-hamburger__sm').click();
    await expect(page.getByRole('navigation', { name: '菜单' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: 'Notes', exact: true })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the sidebar and the outline are named complementary landmarks', async ({ page, blog }) => {
    await blog.goto(ARTICLE);
    await expect(page.getByRole('complementary', { name: '本栏文章' })).toHaveCount(1);
    await expect(page.getByRole('complementary', { name: '本页目录' })).toHaveCount(1);
  });

  test('a page without sidebar and outline (tags) has no empty complementary landmark', async ({ page, blog }) => {
    await blog.goto('/tags/');
    await expect(page.locator('aside')).not.toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  // Two tables far wider than the column and one that scrolls only when narrow, each under its own heading.
  const TABLES = { route: WIDE_TABLES, tables: 3 };

  test('narrow, every table that scrolls is a region named after what it is about, no two alike', async ({ page, blog }) => {
    expect(TABLES.tables).toBeGreaterThan(1);
    await page.setViewportSize({ width: 360, height: 800 });
    await blog.goto(TABLES.route);
    const regions = page.locator('.rp-table-scroll-container[role="region"]');
    await expect.poll(() => regions.count()).toBe(TABLES.tables);
    const names = await regions.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names.every((n) => /^表格：.+（可横向滚动）$/.test(n ?? ''))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(await violations(page, { rules: ['landmark-unique', 'region'] })).toEqual([]);
  });
});

// Every axe run of the suite goes through axeResults (fixtures.ts), which puts axe-core in a document once: a
// run still sees the page and its same-origin frames as they are now, and a second run uses the same copy.
test('axeViolations reports what is wrong in the page and its same-origin frames, and runs again on the axe-core already there', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  await page.locator('main').evaluate((main) =>
    main.insertAdjacentHTML(
      'beforeend',
      '<img id="fb-probe-img" src="data:,"><iframe id="fb-probe-frame" title="probe" srcdoc="<!doctype html><html lang=zh-CN><title>probe</title><main><img src=data:,></main>"></iframe>',
    ),
  );
  await expect(page.frameLocator('#fb-probe-frame').locator('img')).toHaveCount(1);
  expect(await violations(page, { rules: ['image-alt'] })).toEqual(['image-alt: #fb-probe-img | #fb-probe-frame img']);
  const first = await page.evaluateHandle(() => (window as unknown as { axe: object }).axe);
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<button id="fb-probe-button"></button>'));
  expect((await violations(page, { rules: ['image-alt', 'button-name'] })).sort()).toEqual(['button-name: #fb-probe-button', 'image-alt: #fb-probe-img | #fb-probe-frame img']);
  expect(await page.evaluate((copy) => copy === (window as unknown as { axe: object }).axe, first), 'the same copy of axe-core').toBe(true);
});

test('an axe run fails, naming it, when a same-origin frame comes while it runs (axe in the page has no answer from it)', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  expect(await violations(page, { rules: ['image-alt'] })).toEqual([]);
  // The frame comes as axe starts, after axe has been put in every frame there was.
  await page.evaluate(() => {
    const w = window as unknown as { axe: { run: (...args: unknown[]) => unknown } };
    const run = w.axe.run;
    w.axe.run = function (...args: unknown[]) {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<iframe title="late" srcdoc="<!doctype html><html lang=zh-CN><title>late</title><main><img src=data:,></main>"></iframe>');
      return run.apply(this, args);
    };
  });
  await expect(violations(page, { rules: ['image-alt'] })).rejects.toThrow(/a frame came while axe ran and was not tested \(about:srcdoc\)/);
});

test('an axe run is not held up by a lazy frame that has loaded nothing yet', async ({ page, blog }) => {
  await blog.goto(ARTICLE);
  // Far below the fold, a lazy frame loads nothing and does not answer an evaluate.
  await page.locator('main').evaluate((main) =>
    main.insertAdjacentHTML('beforeend', `<div style="height: 20000px"></div><iframe id="fb-probe-lazy" loading="lazy" title="lazy" src="${location.pathname}"></iframe>`),
  );
  await expect(page.locator('#fb-probe-lazy')).toHaveCount(1);
  expect(await violations(page, { rules: ['image-alt'] })).toEqual([]);
});

// The sweep's axe runs leave out the text of highlighted code (CODE_TEXT): it is drawn in the block's own
// colour or one of the token colours (tests/output/code-colours.test.ts holds the build to that), so each
// is rated here once per scheme, by axe, on a real code block's background.
for (const scheme of ['light', 'dark'] as const) {
  test(`every colour code is drawn in has 4.5:1 on the code background (${scheme})`, async ({ page, blog }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await blog.goto(ARTICLE);
    expect(await blog.isDark()).toBe(scheme === 'dark');
    // Lines at the top of the first block, short enough to keep clear of its buttons: text in the
    // block's colour, then a token of every class, one a line.
    await page.locator(CODE_TEXT).first().evaluate((code, classes) => {
      const lines = ['', ...classes].map((name) => {
        const line = document.createElement('span');
        line.className = 'line';
        line.dataset.fbProbe = name || 'plain';
        if (!name) line.textContent = 'plain';
        else {
          const token = document.createElement('span');
          token.className = `sk-${name}`;
          token.textContent = name;
          line.append(token);
        }
        return line;
      });
      code.prepend(...lines.flatMap((line) => [line, '\n']));
      lines[0].scrollIntoView({ block: 'start' });
    }, [...TOKEN_CLASSES]);
    const { violations: failed, passes, incomplete } = await axeResults(page, (builder) => builder.withRules(['color-contrast']).include('[data-fb-probe]'));
    expect(failed.flatMap((v) => v.nodes.map((n) => `${n.target}: ${n.failureSummary}`))).toEqual([]);
    expect(incomplete.flatMap((v) => v.nodes.map((n) => `${n.target}: ${n.failureSummary}`))).toEqual([]);
    // Rated, each of them: the line's own text and every token.
    const rated = passes.flatMap((v) => v.nodes.map((n) => /data-fb-probe="plain"|sk-[\w-]+/.exec(n.html)?.[0] ?? n.html));
    expect(rated.sort()).toEqual(['data-fb-probe="plain"', ...TOKEN_CLASSES.map((name) => `sk-${name}`)].sort());
  });
}

/** sRGB relative luminance (WCAG 2.2) of 'rgb(r, g, b)'. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const rgbs = (css: string) => [...css.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/g)].map((m) => ({ rgb: [+m[1], +m[2], +m[3]], alpha: m[4] === undefined ? 1 : +m[4] }));

for (const scheme of ['light', 'dark'] as const) {
  test(`the hero's 'Start Reading' button: its text has 4.5:1 against every colour of its background (${scheme})`, async ({ page, blog }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await blog.goto('/');
    expect(await blog.isDark()).toBe(scheme === 'dark');
    const button = page.getByRole('link', { name: 'Start Reading' });
    await expect(button).toBeVisible();
    // The computed colours (axe cannot rate text on a gradient): the text, and every stop of the gradient.
    const style = await button.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { color: cs.color, image: cs.backgroundImage, background: cs.backgroundColor, opacity: cs.opacity };
    });
    expect(style.opacity).toBe('1');
    const [text] = rgbs(style.color);
    expect(text.alpha).toBe(1);
    const stops = rgbs(style.image);
    expect(stops.length, style.image).toBeGreaterThan(1);
    for (const stop of stops) {
      expect(stop.alpha, style.image).toBe(1);
      expect(contrast(text.rgb, stop.rgb), `${style.color} on ${stop.rgb}`).toBeGreaterThanOrEqual(4.5);
    }
  });
}
