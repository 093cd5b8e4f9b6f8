import { describe, expect, it, vi } from 'vitest';
import { EARLY_SCRIPT } from './earlyScript';

type Listener = () => void;
function fakeWindow(o: { path?: string; hash?: string; storage?: 'ok' | 'blocked' | 'full' } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const location = { pathname: o.path ?? '/free-blog/', hash: o.hash ?? '', search: '', href: '' };
  const setUrl = (u: string) => {
    const x = new URL(u, 'http://h.test');
    location.pathname = x.pathname;
    location.hash = x.hash;
    location.search = x.search;
  };
  const real = new Map<string, string>([['kept', 'v']]);
  const storage = {
    get length() {
      return real.size;
    },
    key: (i: number) => [...real.keys()][i] ?? null,
    getItem: (k: string) => real.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (o.storage === 'full') throw new DOMException('full', 'QuotaExceededError');
      real.set(k, v);
    },
    removeItem: (k: string) => void real.delete(k),
  };
  const w: Record<string, unknown> = {
    location,
    history: {
      state: null,
      pushState: (_s: unknown, _t: string, u: string) => setUrl(u),
      replaceState: (_s: unknown, _t: string, u: string) => setUrl(u),
    },
    addEventListener: (t: string, f: Listener) => (listeners[t] ??= []).push(f),
    matchMedia: () => ({ matches: false }),
    sessionStorage: storage,
  };
  Object.defineProperty(w, 'localStorage', {
    configurable: true,
    get() {
      if (o.storage === 'blocked') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
  });
  Object.defineProperty(location, 'href', { get: () => `http://h.test${location.pathname}${location.search}${location.hash}` });
  const fire = (t: string) => listeners[t]?.forEach((f) => f());
  return { w, location, fire, real };
}
const run = (w: Record<string, unknown>) => new Function('window', EARLY_SCRIPT)(w);

describe('early script: storage', () => {
  it('leaves working storage alone', () => {
    const { w } = fakeWindow();
    const before = Object.getOwnPropertyDescriptor(w, 'localStorage')?.get;
    run(w);
    expect(Object.getOwnPropertyDescriptor(w, 'localStorage')?.get).toBe(before);
  });
  it('replaces blocked storage with a working in-memory one', () => {
    const { w } = fakeWindow({ storage: 'blocked' });
    run(w);
    const s = w.localStorage as Storage;
    expect(s.getItem('rspress-theme-appearance')).toBeNull();
    s.setItem('rspress-theme-appearance', 'dark');
    expect(s.getItem('rspress-theme-appearance')).toBe('dark');
    expect(s.length).toBe(1);
  });
  it('keeps readable values when setItem throws (full quota)', () => {
    const { w } = fakeWindow({ storage: 'full' });
    run(w);
    const s = w.localStorage as Storage;
    expect(s.getItem('kept')).toBe('v');
    s.setItem('x', '1');
    expect(s.getItem('x')).toBe('1');
  });
});

describe('early script: nothing else', () => {
  it('leaves history, fetch and scrolling to the page (no global patches)', () => {
    const { w } = fakeWindow();
    const history = w.history as Record<string, unknown>;
    const before = { push: history.pushState, replace: history.replaceState };
    const fetch = vi.fn();
    const scrollTo = vi.fn();
    Object.assign(w, { fetch, scrollTo });
    run(w);
    expect(history.pushState).toBe(before.push);
    expect(history.replaceState).toBe(before.replace);
    expect(w.fetch).toBe(fetch);
    expect(w.scrollTo).toBe(scrollTo);
  });
});
