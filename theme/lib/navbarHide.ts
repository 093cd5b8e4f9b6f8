/**
 * Navbar hide mode (theme config `hideNavbar`: never, always or scroll). Rspress v2 types
 * the key (`'always' | 'auto' | 'never'`) but nothing reads it; theme/hooks/useNavbarHide.ts does.
 * 'auto' is the v1/v2 type's name for the scroll mode and is accepted as its alias.
 */
export type NavbarHideMode = 'never' | 'always' | 'scroll';

/** Scroll events are looked at no more often than this. */
export const NAVBAR_SCROLL_THROTTLE_MS = 200;

export function navbarHideMode(value: unknown): NavbarHideMode {
  if (value === 'always') return 'always';
  if (value === 'scroll' || value === 'auto') return 'scroll';
  return 'never';
}

/**
 * Whether the navbar should be hidden after the page scrolled from `previousY` to `currentY`
 * in scroll mode: hidden while scrolling down past the navbar's own height, shown again on any
 * scroll up and always shown near the top of the page.
 */
export function navbarHiddenAfterScroll(previousY: number, currentY: number, wasHidden: boolean, navHeight = 64): boolean {
  if (currentY <= navHeight) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}

/**
 * Leading and trailing throttle: the first call runs at once, later calls within `wait` ms are
 * folded into one call at the end of the window (with the latest arguments), so the final scroll
 * position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) {
          const next = pending;
          pending = undefined;
          run(next);
        }
      }, Math.max(remaining, 0));
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
