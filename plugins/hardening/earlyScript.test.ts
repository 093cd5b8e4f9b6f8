import { describe, expect, it, vi } from 'vitest';
import { EARLY_SCRIPT } from './earlyScript';

type Listener = (event?: unknown) => void;

/** The few DOM calls the script makes: listeners, the <html> element's state, and an alert box. */
function fakeDocument() {
  const listeners: Record<string, Listener[]> = {};
  const attrs = new Set<string>();
  const classes = new Set<string>();
  const appended: { id?: string; role?: string; text: string; href?: string }[] = [];
  const make = () => {
    const el = { id: '', className: '', href: '', textContent: '', role: '', children: [] as unknown[], text: '',
      setAttribute(name: string, v: string) { if (name === 'role') el.role = v; },
      appendChild(c: { textContent?: string; href?: string; data?: string }) { el.children.push(c); el.text += c.textContent ?? c.data ?? ''; if (c.href) el.href = c.href; } };
    return el;
  };
  const doc = {
    addEventListener: (t: string, f: Listener) => (listeners[t] ??= []).push(f),
    documentElement: { hasAttribute: (a: string) => attrs.has(a), classList: { add: (c: string) => classes.add(c) } },
    body: { appendChild: (el: ReturnType<typeof make>) => appended.push({ id: el.id, role: el.role, text: el.text, href: el.href }) },
    createElement: make,
    createTextNode: (data: string) => ({ data }),
    getElementById: (id: string) => appended.find((a) => a.id === id) ?? null,
  };
  return { doc, listeners, attrs, classes, appended };
}
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
  const document = fakeDocument();
  const w: Record<string, unknown> = {
    document: document.doc,
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
  const fire = (t: string, event?: unknown) => listeners[t]?.forEach((f) => f(event));
  return { w, location, fire, real, document };
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

describe('early script: page code gone after a redeploy', () => {
  const chunkError = () => Object.assign(new Error('Loading chunk 412 failed.\n(error: http://h.test/free-blog/static/js/async/412.js)'), { name: 'ChunkLoadError' });
  function setup(o: { hydrated?: boolean } = {}) {
    const f = fakeWindow({ path: '/free-blog/work/java/' });
    const assigned: string[] = [];
    Object.assign(f.location, { origin: 'http://h.test', assign: (u: string) => assigned.push(u) });
    if (o.hydrated !== false) f.document.attrs.add('data-hydrated');
    run(f.w);
    const click = (href: string) =>
      f.document.listeners.click.forEach((l) => l({ target: { closest: () => ({ href, origin: 'http://h.test', target: '' }) }, button: 0 }));
    const reject = (reason: unknown) => {
      const event = { reason, prevented: false, preventDefault() { this.prevented = true; } };
      f.fire('unhandledrejection', event);
      return event;
    };
    return { ...f, assigned, click, reject };
  }
  const SPI = 'http://h.test/free-blog/work/java/java-spi';

  it('loads the page a link was taking the reader to, once, when its code failed to load', () => {
    const s = setup();
    s.click(SPI);
    expect(s.reject(chunkError()).prevented).toBe(true);
    expect(s.assigned).toEqual([SPI]);
    expect(s.real.get('fb-chunk-reload')).toBe(SPI);
  });

  it('shows a message with a link instead of reloading again when the same page fails twice', () => {
    const s = setup();
    s.real.set('fb-chunk-reload', SPI);
    s.click(SPI);
    s.reject(chunkError());
    expect(s.assigned).toEqual([]);
    expect(s.document.appended).toEqual([{ id: 'fb-load-error', role: 'alert', text: '页面加载失败：网站可能刚刚更新，或网络不稳定。重新加载', href: SPI }]);
    expect(s.document.classes.has('fb-load-failed')).toBe(true);
    expect(s.real.has('fb-chunk-reload')).toBe(false);
  });

  it('reloads the current page when its own code fails while it boots, and after Back or Forward', () => {
    const booting = setup({ hydrated: false });
    booting.reject(chunkError());
    expect(booting.assigned).toEqual(['http://h.test/free-blog/work/java/']);
    const rendering = setup();
    rendering.fire('error', { error: chunkError(), preventDefault() {} });
    expect(rendering.assigned).toEqual(['http://h.test/free-blog/work/java/']);
  });

  it('does nothing for a failed fetch ahead (no click), nor for other errors', () => {
    const s = setup();
    expect(s.reject(chunkError()).prevented).toBe(true);
    s.click(SPI);
    expect(s.reject(new TypeError('x is undefined')).prevented).toBe(false);
    s.fire('error', { error: new Error('boom'), preventDefault() {} });
    expect(s.assigned).toEqual([]);
  });
});
