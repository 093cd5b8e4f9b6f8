import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { isActivationKey } from '../lib/a11yKeys';

// Keyboard and screen-reader fixes for theme parts that have no slot (they are attributes and
// key handlers on elements the theme renders; ejecting each component for that would copy a lot):
//  - the hamburger buttons say whether the menu is open (aria-expanded) and have a Chinese name;
//  - the theme switch (a <div> with onClick) is a keyboard-operable button with a name;
//  - icon-only links and buttons get a name; a table that scrolls sideways can be reached by keyboard
//    (watched with a ResizeObserver: it may start or stop scrolling when the window is resized).
// (Zoomable images are ImageZoom.tsx's.) Runs after hydration only, so the static HTML and the first
// client render agree: on each page, and again when the nav bar or <html>'s class changes (the menu
// opens, the theme switches, the nav bar re-renders at another width). Nothing else is watched.

const SOCIAL_NAMES: [RegExp, string][] = [
  [/github\.com/, 'GitHub'],
  [/juejin\.cn/, '稀土掘金'],
  [/zhihu\.com/, '知乎'],
  [/(^|\.)x\.com|twitter\.com/, 'X（Twitter）'],
];

// A table wider than the column scrolls inside its wrapper: the wrapper is made reachable by keyboard
// so it can be scrolled without a mouse (axe scrollable-region-focusable), and a plain block again when
// a wider window makes it fit. Measured in a ResizeObserver callback, which runs once layout is done
// anyway: reading scrollWidth in the page-change effect forced a synchronous style and layout of the
// whole new article (about 45 ms of a 115 ms page change on this machine).
function updateScrollableTable(box: HTMLElement) {
  const scrolls = box.scrollWidth > box.clientWidth;
  if (scrolls === (box.dataset.scrolls === 'true')) return;
  box.dataset.scrolls = String(scrolls);
  if (scrolls) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', '表格（可横向滚动）');
  } else {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

function watchScrollableTables(): () => void {
  const boxes = document.querySelectorAll<HTMLElement>('.rp-table-scroll-container');
  if (boxes.length === 0 || typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) updateScrollableTable(entry.target as HTMLElement);
  });
  for (const box of boxes) observer.observe(box);
  return () => observer.disconnect();
}

function enhanceControls() {
  // Icon-only social links and the Markdown options button have no accessible name.
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a.rp-social-links__item:not([aria-label])')) {
    let host = '';
    try {
      host = new URL(a.href).hostname;
    } catch {}
    const name = SOCIAL_NAMES.find(([re]) => re.test(host))?.[1] ?? host;
    if (name) a.setAttribute('aria-label', name);
  }
  for (const b of document.querySelectorAll<HTMLElement>('.rp-llms-view-options__trigger:not([aria-label])')) {
    b.setAttribute('aria-label', 'Markdown 选项');
  }
  // Heading anchors rendered outside the Markdown pipeline (overview, MDX components).
  for (const a of document.querySelectorAll<HTMLElement>('.rp-header-anchor[aria-hidden="true"]')) a.tabIndex = -1;
  // The small hamburger is itself the button; the medium one is a box holding its button and its menu
  // (patches/…+007+valid-hamburger-markup.patch), open while the menu is not hidden.
  for (const b of document.querySelectorAll<HTMLElement>('button.rp-nav-hamburger, .rp-nav-hamburger__md__button')) {
    b.setAttribute('aria-label', '菜单');
    b.setAttribute('aria-haspopup', 'true');
    const menu = b.parentElement?.querySelector(':scope > .rp-hover-group');
    const open = menu ? !menu.classList.contains('rp-hover-group--hidden') : b.classList.contains('rp-nav-hamburger--active');
    b.setAttribute('aria-expanded', String(open));
  }
  for (const s of document.querySelectorAll<HTMLElement>('.rp-switch-appearance')) {
    if (s.tagName === 'BUTTON') continue;
    s.setAttribute('role', 'button');
    s.tabIndex = 0;
    s.setAttribute('aria-label', '切换深色/浅色主题');
    s.setAttribute('aria-pressed', String(document.documentElement.classList.contains('dark')));
  }
}

export function A11yEnhancements() {
  const { pathname } = useLocation();

  // The new page's content (and, between the home and doc layouts, a new nav bar) is committed with
  // the new pathname.
  useEffect(() => {
    enhanceControls();
    const observer = new MutationObserver(() => enhanceControls());
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    const nav = document.querySelector('.rp-nav');
    if (nav) observer.observe(nav, { attributes: true, attributeFilter: ['class'], childList: true, subtree: true });
    const stopTables = watchScrollableTables();
    return () => {
      observer.disconnect();
      stopTables();
    };
  }, [pathname]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (!el || !isActivationKey(e.key) || !el.matches('.rp-switch-appearance') || el.tagName === 'BUTTON') return;
      e.preventDefault();
      el.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return null;
}
