import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOADER, PAINT_FIRST_MARK, PAINT_FIRST_TIMEOUT_MS, paintFirst } from './paintFirst';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script>theme()</script>
<script defer src="/free-blog/static/js/lib-react.1.js"></script>
<script defer src="/free-blog/static/js/index.2.js"></script>
<link href="/free-blog/static/css/styles.3.css" rel="stylesheet">
<link rel="preload" href="/free-blog/static/js/async/route-a.4.js" as="script">
<link rel="preload" as="image" href="/free-blog/logo.svg"/>
</head><body><div id="root"><p>正文</p></div></body></html>`;

describe('paintFirst', () => {
  const out = paintFirst(PAGE);

  it('replaces the deferred entry scripts and the script preloads with one loader, where the first script was', () => {
    expect(out).not.toContain('<script defer');
    expect(out).not.toContain('as="script"');
    expect(out.match(/<script/g)).toHaveLength(2);
    expect(out.indexOf(PAINT_FIRST_MARK)).toBeGreaterThan(out.indexOf('theme()'));
    expect(out.indexOf(PAINT_FIRST_MARK)).toBeLessThan(out.indexOf('styles.3.css'));
    expect(out).toContain(
      `(["/free-blog/static/js/lib-react.1.js","/free-blog/static/js/index.2.js"], ["/free-blog/static/js/async/route-a.4.js"], ${PAINT_FIRST_TIMEOUT_MS})</script>`,
    );
  });

  it('keeps everything else, and is idempotent', () => {
    const rest = (html: string) => html.replace(/<script defer[^>]*><\/script>|<link rel="preload"[^>]*as="script">|<script data-fb-paint-first>[\s\S]*?<\/script>/g, '');
    expect(rest(out)).toBe(rest(PAGE));
    expect(out).toContain('<link rel="preload" as="image" href="/free-blog/logo.svg"/>');
    expect(paintFirst(out)).toBe(out);
  });

  it('leaves a page without deferred scripts alone when Rspress did not render it', () => {
    const page = '<html><head><link rel="preload" href="/x.js" as="script"></head><body></body></html>';
    expect(paintFirst(page)).toBe(page);
  });

  it('stops on a page Rspress rendered without its entry scripts, naming the assumption', () => {
    const page = PAGE.replace(/<script defer[^>]*><\/script>\n/g, '').replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="generator" content="Rspress v2.0.22">');
    expect(() => paintFirst(page)).toThrow(/Rspress assumption "built-page-scripts".*no <script defer src> entry script/);
  });
});

/** Runs the loader against a stand-in document and window whose events the test fires. */
function runLoader(
  opts: { readyState?: string; hidden?: boolean; paintTimings?: boolean; observer?: boolean; images?: number; decode?: boolean; lcp?: boolean; imageArea?: number } = {},
) {
  const added: string[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  type Callback = (list: unknown, observer: { disconnect(): void }) => void;
  const callbacks: Record<string, Callback> = {};
  let observed: unknown;
  let disconnected = false;
  // High-priority images: each decode() returns a promise the test settles.
  const decodes: { resolve: () => void; reject: () => void }[] = [];
  const side = Math.sqrt(opts.imageArea ?? 100 * 100);
  const images = Array.from({ length: opts.images ?? 0 }, () => ({
    getBoundingClientRect: () => ({ left: 10, top: 10, right: 10 + side, bottom: 10 + side }),
    decode:
      opts.decode === false
        ? undefined
        : () => ({ then: (ok: () => void, failed: () => void) => decodes.push({ resolve: ok, reject: failed }) }),
  }));
  let selector = '';
  const document = {
    readyState: opts.readyState ?? 'loading',
    visibilityState: opts.hidden ? 'hidden' : 'visible',
    head: {
      appendChild(el: Record<string, unknown>) {
        added.push(el.tag === 'link' ? `preload ${el.rel}/${el.as} ${el.href}` : `script ${el.src} async=${el.async} defer=${el.defer}`);
      },
    },
    createElement: (tag: string) => ({ tag }),
    querySelectorAll: (sel: string) => ((selector = sel), images),
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
  };
  class FakeObserver {
    static supportedEntryTypes = [...(opts.paintTimings === false ? [] : ['paint']), 'resource', ...(opts.lcp ? ['largest-contentful-paint'] : [])];
    cb: Callback;
    constructor(cb: Callback) {
      this.cb = cb;
    }
    observe(o: { type: string }) {
      if (o.type === 'paint') observed = o;
      callbacks[o.type] = this.cb;
    }
  }
  const window = {
    PerformanceObserver: opts.observer === false ? undefined : FakeObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    innerWidth: 1280,
    innerHeight: 800,
  };
  vm.runInNewContext(`(${LOADER})(["/a.js","/b.js"], ["/route.js"], ${PAINT_FIRST_TIMEOUT_MS})`, { document, window, Math });
  const fire = (type: string) => {
    if (type === 'DOMContentLoaded') document.readyState = 'interactive';
    for (const fn of listeners[type] ?? []) fn();
  };
  const paint = (names: string[]) =>
    callbacks.paint!({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, { disconnect: () => (disconnected = true) });
  /** The browser reports a largest contentful paint of this size (CSS pixels). */
  const largest = (size: number) => callbacks['largest-contentful-paint']!({ getEntries: () => [{ size }] }, { disconnect() {} });
  return { added, fire, paint, largest, timers, frames, document, decodes, selector: () => selector, observed: () => observed, disconnected: () => disconnected };
}

const LOADED = ['preload preload/script /route.js', 'script /a.js async=false defer=true', 'script /b.js async=false defer=true'];

describe('the loader', () => {
  it('waits for the first contentful paint and the parsed document, then adds the preload and the scripts in order', () => {
    const l = runLoader();
    expect(l.observed()).toEqual({ type: 'paint', buffered: true });
    l.paint(['first-paint']);
    expect(l.added).toEqual([]);
    l.paint(['first-contentful-paint']);
    expect(l.disconnected()).toBe(true);
    expect(l.added, 'painted, but the parser is still running').toEqual([]);
    l.fire('DOMContentLoaded');
    expect(l.added).toEqual(LOADED);
  });

  it('loads once, whatever fires after', () => {
    const l = runLoader({ readyState: 'interactive' });
    l.paint(['first-contentful-paint']);
    l.timers.forEach((t) => t.fn());
    l.fire('visibilitychange');
    expect(l.added).toEqual(LOADED);
  });

  it('does not wait for a paint in a page opened in the background', () => {
    const l = runLoader({ hidden: true });
    expect(l.added).toEqual([]);
    l.fire('DOMContentLoaded');
    expect(l.added).toEqual(LOADED);
  });

  it('loads when the page is hidden before it painted', () => {
    const l = runLoader({ readyState: 'complete' });
    l.document.visibilityState = 'hidden';
    l.fire('visibilitychange');
    expect(l.added).toEqual(LOADED);
  });

  it.each([
    ['without paint timing', { paintTimings: false }],
    ['without PerformanceObserver', { observer: false }],
  ])('waits one frame %s', (_name, opts) => {
    const l = runLoader({ readyState: 'interactive', ...opts });
    expect(l.added).toEqual([]);
    expect(l.frames).toHaveLength(1);
    l.frames[0]();
    const frameTimer = l.timers.find((t) => t.ms === 0)!;
    expect(l.added).toEqual([]);
    frameTimer.fn();
    expect(l.added).toEqual(LOADED);
  });

  it("waits for the page's high-priority image to be decoded and its paint reported", () => {
    const l = runLoader({ readyState: 'interactive', images: 2, lcp: true, imageArea: 300 * 300 });
    l.largest(200 * 100); // the title, at the first contentful paint
    l.paint(['first-contentful-paint']);
    expect(l.selector()).toBe('img[fetchpriority="high"]');
    expect(l.decodes).toHaveLength(2);
    l.decodes[0].resolve();
    l.decodes[1].reject(); // an image that fails does not hold the code back
    expect(l.added, 'decoded, but its paint is not reported yet').toEqual([]);
    l.largest(300 * 300 * 0.9); // the image, as the browser measures it
    expect(l.added).toEqual(LOADED);
    l.largest(400 * 400);
    expect(l.added, 'once').toEqual(LOADED);
  });

  it('does not wait for a paint the image cannot be the largest of', () => {
    const l = runLoader({ readyState: 'interactive', images: 1, lcp: true, imageArea: 50 * 50 });
    l.largest(200 * 100);
    l.paint(['first-contentful-paint']);
    l.decodes[0].resolve();
    return Promise.resolve().then(() => expect(l.added).toEqual(LOADED));
  });

  it('without largest-contentful-paint reports, waits two frames after the decode', () => {
    const l = runLoader({ readyState: 'interactive', images: 1 });
    l.paint(['first-contentful-paint']);
    l.decodes[0].resolve();
    expect(l.added).toEqual([]);
    l.frames[0]();
    expect(l.added, 'drawn, not yet on screen').toEqual([]);
    l.frames[1]();
    l.timers.find((t) => t.ms === 0)!.fn();
    expect(l.added).toEqual(LOADED);
  });

  it('without decode(), only the frames', () => {
    const l = runLoader({ readyState: 'interactive', images: 1, decode: false });
    l.paint(['first-contentful-paint']);
    l.frames[0]();
    l.frames[1]();
    l.timers.find((t) => t.ms === 0)!.fn();
    expect(l.added).toEqual(LOADED);
  });

  it('a page hidden while it waits for the image loads at once', () => {
    const l = runLoader({ readyState: 'interactive', images: 1, lcp: true, imageArea: 300 * 300 });
    l.paint(['first-contentful-paint']);
    l.decodes[0].resolve();
    expect(l.added).toEqual([]);
    l.document.visibilityState = 'hidden';
    l.fire('visibilitychange');
    expect(l.added).toEqual(LOADED);
  });

  it('loads after the timeout even if the image never decodes', () => {
    const l = runLoader({ readyState: 'interactive', images: 1, lcp: true });
    l.paint(['first-contentful-paint']);
    l.timers.find((t) => t.ms === PAINT_FIRST_TIMEOUT_MS)!.fn();
    expect(l.added).toEqual(LOADED);
    l.decodes[0].resolve();
    l.largest(1e6);
    expect(l.added, 'once').toEqual(LOADED);
  });

  it('loads after the timeout if no paint is ever reported', () => {
    const l = runLoader({ readyState: 'interactive' });
    const timer = l.timers.find((t) => t.ms === PAINT_FIRST_TIMEOUT_MS);
    expect(timer).toBeDefined();
    expect(l.added).toEqual([]);
    timer!.fn();
    expect(l.added).toEqual(LOADED);
  });
});

describe('the loader, timed out before the document is parsed', () => {
  it('loads when parsing ends, without waiting for the image again', () => {
    const l = runLoader({ images: 1, lcp: true, imageArea: 300 * 300 });
    l.timers.find((t) => t.ms === PAINT_FIRST_TIMEOUT_MS)!.fn();
    expect(l.added, 'the document is still being parsed').toEqual([]);
    l.fire('DOMContentLoaded');
    expect(l.added).toEqual(LOADED);
  });
});
