import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { isActivationKey } from '../lib/a11yKeys';

// Keyboard and screen-reader fixes for theme parts that have no slot (they are attributes and
// key handlers on elements the theme renders; ejecting each component for that would copy a lot):
//  - the hamburger buttons say whether the menu is open (aria-expanded) and have a Chinese name;
//  - the theme switch (a <div> with onClick) is a keyboard-operable button with a name;
//  - icon-only links and buttons get a name; a table that scrolls sideways can be reached by keyboard
//    (watched with a ResizeObserver: it may start or stop scrolling when the window is resized), and
//    its region is named after its caption or the heading it stands under;
//  - the sidebar and outline columns (<aside> landmarks) are named, and the small screens' menu is a
//    navigation landmark.
// (Zoomable images are ImageZoom.tsx's.) Runs after hydration only, so the static HTML and the first
// client render agree: on each page, and again when the nav bar or <html>'s class changes (the menu
// opens, the theme switches, the nav bar re-renders at another width). Nothing else is watched.

const ASIDE_NAMES: [string, string][] = [
  ['aside.rp-doc-layout__sidebar', '本栏文章'],
  ['aside.rp-doc-layout__outline', '本页目录'],
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
    box.setAttribute('aria-label', tableRegionName(box));
  } else {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

/** A heading's own text, without the theme's '#' anchor. */
function headingText(h: Element): string {
  return [...h.childNodes]
    .filter((n) => !(n instanceof Element && n.classList.contains('rp-header-anchor')))
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();
}

/**
 * A scrolling table's region is named after what it is about, so that two of them on a page are not
 * two regions of one name (axe landmark-unique): its caption, else the heading it stands under, else
 * the page's title; a second table under the same heading is numbered.
 */
function tableRegionName(box: HTMLElement): string {
  const about = (box: HTMLElement) => {
    const own = box.querySelector('caption')?.textContent?.trim();
    if (own) return own;
    const headings = [...document.querySelectorAll('.rspress-doc :is(h1, h2, h3, h4, h5, h6)')];
    const before = headings.filter((h) => h.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING);
    return before.length ? headingText(before[before.length - 1]) : document.title;
  };
  const name = about(box);
  const same = [...document.querySelectorAll<HTMLElement>('.rp-table-scroll-container')].filter((b) => about(b) === name);
  const n = same.indexOf(box) + 1;
  return `表格：${name}${same.length > 1 ? `（${n}）` : ''}（可横向滚动）`;
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
  // The Markdown options button has no accessible name (the icon-only social links have theirs from
  // components/SocialLinks.tsx).
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
  // The doc layout's two side columns are landmarks (<aside>) without a name; the empty placeholders
  // that keep their width on pages without them are hidden from assistive technology in index.css.
  for (const [selector, name] of ASIDE_NAMES) {
    for (const aside of document.querySelectorAll<HTMLElement>(selector)) if (aside.getAttribute('aria-label') !== name) aside.setAttribute('aria-label', name);
  }
  // The small screens' menu opens in a layer outside the nav bar (a portal into the modal container),
  // where its links were in no landmark (axe 'region'): it is the site's navigation, named as its button.
  for (const screen of document.querySelectorAll<HTMLElement>('.rp-nav-screen__container:not([role])')) {
    screen.setAttribute('role', 'navigation');
    screen.setAttribute('aria-label', '菜单');
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
