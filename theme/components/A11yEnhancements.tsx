import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { isActivationKey } from '../lib/a11yKeys';

// Keyboard and screen-reader fixes for theme parts that have no slot (they are attributes and
// key handlers on elements the theme renders; ejecting each component for that would copy a lot):
//  - zoomable article images are focusable buttons: Enter/Space opens medium-zoom, Escape closes
//    it (medium-zoom), focus returns to the image (E5; medium-zoom#209, react-medium-image-zoom#70);
//  - the hamburger buttons say whether the menu is open (aria-expanded) and have a Chinese name;
//  - the theme switch (a <div> with onClick) is a keyboard-operable button with a name.
// Runs after hydration only, so the static HTML and the first client render agree.
const ZOOM_SELECTOR = '.rspress-doc img';

function enhanceImages() {
  for (const img of document.querySelectorAll<HTMLImageElement>(ZOOM_SELECTOR)) {
    if (img.dataset.fbZoom || img.closest('a')) continue;
    img.dataset.fbZoom = '1';
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-label', `放大图片：${img.alt || '图片'}`);
  }
}

const SOCIAL_NAMES: [RegExp, string][] = [
  [/github\.com/, 'GitHub'],
  [/juejin\.cn/, '稀土掘金'],
  [/zhihu\.com/, '知乎'],
  [/(^|\.)x\.com|twitter\.com/, 'X（Twitter）'],
];

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
  // A table wider than the column scrolls inside its wrapper: make the wrapper reachable by
  // keyboard so it can be scrolled without a mouse (axe scrollable-region-focusable).
  for (const box of document.querySelectorAll<HTMLElement>('.rp-table-scroll-container')) {
    if (box.scrollWidth <= box.clientWidth || box.hasAttribute('tabindex')) continue;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', '表格（可横向滚动）');
  }
  // Heading anchors rendered outside the Markdown pipeline (overview, MDX components).
  for (const a of document.querySelectorAll<HTMLElement>('.rp-header-anchor[aria-hidden="true"]')) a.tabIndex = -1;
  for (const b of document.querySelectorAll<HTMLElement>('.rp-nav-hamburger')) {
    b.setAttribute('aria-label', '菜单');
    b.setAttribute('aria-haspopup', 'true');
    b.setAttribute('aria-expanded', String(b.classList.contains('rp-nav-hamburger--active')));
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

  useEffect(() => {
    // medium-zoom attaches 100 ms after a route change; mark images after it.
    const timer = setTimeout(() => {
      enhanceImages();
      enhanceControls();
    }, 150);
    enhanceControls();
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    let opener: HTMLElement | null = null;
    const onKeyDown = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (!el || !isActivationKey(e.key)) return;
      if (el.matches('img[data-fb-zoom]') || (el.matches('.rp-switch-appearance') && el.tagName !== 'BUTTON')) {
        e.preventDefault();
        if (el.tagName === 'IMG') opener = el;
        el.click();
      }
    };
    const onClosed = (e: Event) => {
      const img = e.target as HTMLElement;
      if (opener && opener === img) {
        opener = null;
        requestAnimationFrame(() => img.focus());
      }
    };
    const observer = new MutationObserver(() => enhanceControls());
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'], subtree: true });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('medium-zoom:closed', onClosed, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('medium-zoom:closed', onClosed, true);
    };
  }, []);

  return null;
}
