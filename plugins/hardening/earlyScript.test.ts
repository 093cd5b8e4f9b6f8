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

describe('early script: URLs', () => {
  it('escapes a malformed hash and path before boot', () => {
    const { w, location } = fakeWindow({ path: '/free-blog/work/100%', hash: '#%E4%B8' });
    run(w);
    expect(location.pathname).toBe('/free-blog/work/100%25');
    expect(location.hash).toBe('#%25E4%25B8');
    expect(() => decodeURIComponent(location.hash)).not.toThrow();
  });
  it('keeps valid encoded CJK anchors', () => {
    const { w, location } = fakeWindow({ path: '/free-blog/rust/x', hash: '#%E6%89%80%E6%9C%89%E6%9D%83' });
    run(w);
    expect(location.hash).toBe('#%E6%89%80%E6%9C%89%E6%9D%83');
  });
  it('sanitises pushState and later popstate/hashchange', () => {
    const { w, location, fire } = fakeWindow();
    run(w);
    (w.history as History).pushState(null, '', '/free-blog/a#%zz');
    expect(location.hash).toBe('#%25zz');
    location.hash = '#%F0%9F';
    fire('hashchange');
    expect(location.hash).toBe('#%25F0%259F');
  });
});

describe('early script: search index', () => {
  it('retries the search index once, and nothing else', async () => {
    const { w } = fakeWindow();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true, body: 'index' })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    w.fetch = fetch;
    run(w);
    const f = w.fetch as (u: string) => Promise<{ body: string }>;
    await expect(f('/free-blog/static/search_index.zh-CN.abc.json')).resolves.toMatchObject({ body: 'index' });
    await expect(f('/free-blog/other.json')).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
