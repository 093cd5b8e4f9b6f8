// Scrolling made by script, under the reader's motion setting. CSS `scroll-behavior` cannot overrule a
// scroll that script asks to be smooth, so every smooth scroll of the theme asks here first.

/** True when the reader asked the system for less motion (WCAG 2.3.3). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** 'auto' (an instant jump) under reduced motion, 'smooth' otherwise. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/**
 * Centres `el` in each scrolling ancestor it has below the first ancestor matching `boundary` (the
 * outline's own list, say), without moving anything at or above the boundary, the page included.
 */
export function centerInScroller(el: HTMLElement, boundary: string, behavior: ScrollBehavior): void {
  for (let box = el.parentElement; box && !box.matches(boundary); box = box.parentElement) {
    if (box.scrollHeight <= box.clientHeight) continue;
    const overflow = getComputedStyle(box).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const offset = el.getBoundingClientRect().top - box.getBoundingClientRect().top;
    box.scrollTo({ top: box.scrollTop + offset - (box.clientHeight - el.offsetHeight) / 2, behavior });
  }
}
