import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVBAR_SCROLL_THROTTLE_MS, navbarHiddenAfterScroll, navbarHideMode, throttle } from './navbarHide';

describe('navbarHideMode', () => {
  it.each([
    ['never', 'never'],
    ['always', 'always'],
    ['scroll', 'scroll'],
    ['auto', 'scroll'],
    [undefined, 'never'],
    ['', 'never'],
    ['Scroll', 'never'],
    [true, 'never'],
  ])('%j -> %s', (value, mode) => expect(navbarHideMode(value)).toBe(mode));
});

describe('navbarHiddenAfterScroll', () => {
  it('hides on scroll down past the navbar', () => expect(navbarHiddenAfterScroll(100, 300, false)).toBe(true));
  it('shows on scroll up', () => expect(navbarHiddenAfterScroll(300, 250, true)).toBe(false));
  it('keeps its state when the position did not change', () => {
    expect(navbarHiddenAfterScroll(300, 300, true)).toBe(true);
    expect(navbarHiddenAfterScroll(300, 300, false)).toBe(false);
  });
  it('is shown near the top even when scrolling down', () => expect(navbarHiddenAfterScroll(0, 40, false)).toBe(false));
  it('is shown at the very top', () => expect(navbarHiddenAfterScroll(500, 0, true)).toBe(false));
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec throttle of 200 ms', () => expect(NAVBAR_SCROLL_THROTTLE_MS).toBe(200));

  it('runs the first call at once and folds the rest of the window into one trailing call', () => {
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 200);
    f(1);
    expect(calls).toEqual([1]);
    f(2);
    f(3);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1, 3]);
  });

  it('runs again at once after a quiet window', () => {
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 200);
    f(1);
    vi.advanceTimersByTime(500);
    f(2);
    expect(calls).toEqual([1, 2]);
  });

  it('cancel drops the pending call', () => {
    const calls: number[] = [];
    const f = throttle((n: number) => calls.push(n), 200);
    f(1);
    f(2);
    f.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1]);
  });
});
