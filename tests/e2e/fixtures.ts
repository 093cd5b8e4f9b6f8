import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Frame, type Page, test as base, type TestInfo } from '@playwright/test';

export const BASE = '/free-blog';
export const url = (route: string) => `${BASE}${route}`;

/**
 * What a stub below does when the request has been taken already. That happens when a test's own handler is
 * stopped with `ignoreErrors` while it is answering, as the page fixture does at every test's end (unrouteAll,
 * below): Playwright lets the request go on by itself, the test's handler finds it taken (an error the stop
 * ignores), and Playwright hands it to these handlers, whose answer finds it taken too. Nothing is left to do,
 * so that error, and only that one, is dropped, whenever it comes. (The request Playwright let go cannot leave
 * the machine: the browser resolves no host name but localhost, CHROMIUM_TEST_ARGS in playwright.config.ts.)
 */
function unlessAnswered(answer: Promise<void>) {
  return answer.catch((e: Error) => {
    if (!/Route is already handled/.test(e.message)) throw e;
  });
}

/** Every request that leaves the machine is answered here: no test depends on the internet. */
export async function stubOutsideWorld(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => unlessAnswered(route.abort('blockedbyclient')));
  await context.route(/^https:\/\/giscus\.app\//, (route) =>
    unlessAnswered(route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>giscus stub</title>' })),
  );
  await context.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|analytics\.google)\.com\//, (route) =>
    unlessAnswered(route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' })),
  );
}

/**
 * A stand-in for React's devtools hook, installed before the page's scripts: React reports each commit
 * to it, and it hands the commit's fiber root to every function a test's own init script puts in
 * `window.__fbOnCommit`. Call it before that init script.
 */
export function onReactCommits(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __fbOnCommit: Array<(root: unknown) => void>; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__fbOnCommit = [];
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot: (_id: number, root: unknown) => w.__fbOnCommit.forEach((fn) => fn(root)),
    };
  });
}

/**
 * Resolves once the page has been idle: a requestIdleCallback posted now, in the page. Idle callbacks
 * run in the order they were posted, and only when no task is waiting to run. When it resolves, every
 * idle callback the page posted before it has run (usePrefetch's, say), and so has every task already
 * queued (React's scheduled renders, a queued event). Timers that are not yet due are not tasks: a
 * delay inside the product is Playwright's clock's business, not this.
 *
 * An idle period may never come (a main thread kept busy, or every frame used up on a loaded machine):
 * the wait is bounded, and its failure says what the page was doing instead of ending in the test's
 * timeout. The callback has no `timeout` option on purpose: one would run it while tasks are still
 * queued, and an "it did not happen" assertion after it would pass too early.
 */
export async function pageIdle(page: Page, withinMs = 10_000): Promise<void> {
  const outcome = await page.evaluate(
    (ms) =>
      new Promise<string>((resolve) => {
        const bound = setTimeout(
          () =>
            resolve(
              `${document.getAnimations().filter((a) => a.playState === 'running').length} running animation(s), ` +
                `document ${document.visibilityState}, ${performance.getEntriesByType('resource').length} resources loaded`,
            ),
          ms,
        );
        requestIdleCallback(() => {
          clearTimeout(bound);
          resolve('idle');
        });
      }),
    withinMs,
  );
  if (outcome !== 'idle') throw new Error(`pageIdle: no idle period within ${withinMs} ms (${outcome})`);
}

/** WCAG 2.2 A and AA, and axe's best-practice rules (named, unique landmarks, no content outside them). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's own source goes into a document once. @axe-core/playwright evaluates its 1.3 MB in the page at the
 * start of every run and again in every frame (the page's own included) before it runs, 0.2–0.5 s each on
 * the 2-core CI machine: the sweep's two runs of an article evaluated it six times. It is put in here, once
 * per document and same-origin frame, and the builder is given a source that only checks it is there; the
 * run itself (configuration, rules, results) is the builder's as before. The source is the builder's own
 * (the axe-core it imports), so the copy in the page is the code it would have put there, minified as that
 * package also ships it (axe.min.js, 0.65 MB against axe.js's 1.5 MB: put into an article in 330–360 ms against
 * 470–500). That axe-core is pinned in package.json on its own, 4.14.1, and given to the builder by an override:
 * the builder's 4.14 needs Node 22, and axe-core 4.14.1 runs the rules over an article in 0.6–0.8 of 4.13.0's
 * time (three routes, two runs each).
 */
const AXE_SOURCE: string = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_IS_THERE = `if (typeof window.axe?.run !== 'function') throw new Error('axe-core is not in this document (axeResults puts it there)')`;
/** What the builder allows a child frame to answer in (a lazy frame that has not loaded never answers). */
const FRAME_ANSWERS_WITHIN_MS = 1_000;

/**
 * What a child frame answers within the builder's limit, or 'no answer' (it did not, or it went away meanwhile,
 * which the builder allows too: it is then not there to test). The main frame has no limit: it must answer.
 */
function answerOf<T>(frame: Frame, evaluation: Promise<T>): Promise<T | 'no answer'> {
  if (frame === frame.page().mainFrame()) return evaluation;
  let bound: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'no answer'>((resolve) => (bound = setTimeout(() => resolve('no answer'), FRAME_ANSWERS_WITHIN_MS)));
  return Promise.race([evaluation.catch((): 'no answer' => 'no answer'), limit]).finally(() => clearTimeout(bound));
}

/**
 * Whether a frame's document shares the page's origin (a srcdoc frame's is its parent's), holds axe, and holds
 * anything at all (a lazy frame below the fold that has loaded nothing holds an empty document).
 */
const frameState = (frame: Frame, origin: string) =>
  answerOf(
    frame,
    frame.evaluate(
      (o) => ({
        sameOrigin: window.origin === o,
        axe: typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
        empty: !document.body || (document.body.childElementCount === 0 && !document.body.textContent?.trim()),
      }),
      origin,
    ),
  );

/** Legacy mode runs axe in the top document and its same-origin frames; it never runs in a cross-origin one. */
async function putAxeIn(page: Page, origin: string) {
  for (const frame of page.frames()) {
    const state = await frameState(frame, origin);
    if (state !== 'no answer' && state.sameOrigin && !state.axe) await answerOf(frame, frame.evaluate(AXE_SOURCE));
  }
}

/**
 * After a run, every same-origin frame with content holds axe. One that does not came (or loaded a new
 * document) after axe was put in: axe in the page had no answer from it, and the builder reports that as
 * "incomplete", not as a violation, so its content would go untested without a word.
 */
async function framesLeftUntested(page: Page, origin: string): Promise<string[]> {
  const untested: string[] = [];
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    const state = await frameState(frame, origin);
    if (state !== 'no answer' && state.sameOrigin && !state.axe && !state.empty) untested.push(frame.url() || '(a frame without an address)');
  }
  return untested;
}

/** What the builder's run returns (axe-core's own type, reached through the builder: axe-core is its dependency, not ours). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * One run of axe over the page as it is now, in legacy mode, configured by `configure`: axe itself is put in
 * once per document (above), and a run fails if a same-origin frame went untested. Every axe run of the suite
 * goes through here. Legacy mode runs `axe.run` in the page itself, where the builder's default runs each
 * frame apart and merges the results in a second, blank page, two to three times slower on an article; what
 * legacy mode skips is cross-origin frames, and the only one a page of ours can hold is giscus's comment frame
 * (third-party; stubbed in the tests anyway).
 */
export async function axeResults(page: Page, configure: (builder: AxeBuilder) => AxeBuilder): Promise<AxeResults> {
  const origin = await page.evaluate(() => window.origin);
  await putAxeIn(page, origin);
  const results = await configure(new AxeBuilder({ page, axeSource: AXE_IS_THERE }).setLegacyMode(true)).analyze();
  const untested = await framesLeftUntested(page, origin);
  if (untested.length) throw new Error(`axe: a frame came while axe ran and was not tested (${untested.join(', ')}); run it again once the page has settled`);
  return results;
}

/**
 * axe-core's violations on the page as it is now, a line each ('rule: selector | selector'), an empty
 * list when it passes. `resultTypes: ['violations']` stops axe describing every node that passed each rule (a
 * selector for each of an article's thousands of highlighted code tokens): only violations are reported in full.
 */
export async function axeViolations(
  page: Page,
  opts: { tags?: string[]; rules?: string[]; include?: string; exclude?: string } = {},
): Promise<string[]> {
  const { violations } = await axeResults(page, (b) => {
    let builder = b.options({ resultTypes: ['violations'] });
    builder = opts.rules ? builder.withRules(opts.rules) : builder.withTags(opts.tags ?? AXE_TAGS);
    if (opts.include) builder = builder.include(opts.include);
    if (opts.exclude) builder = builder.exclude(opts.exclude);
    return builder;
  });
  return violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * The text of highlighted code: every token of every code block, in one of a few colours. Their contrast
 * on the code background is a property of those colours, not of the page: it is checked once per scheme
 * for each colour (fixture-site/a11y.spec.ts, 'every colour code is drawn in'), and the build is checked
 * to use no other (tests/output/code-colours.test.ts), so the sweep's axe runs leave the tokens out. They are
 * most of an article's text nodes, and half the time of an axe run over it.
 */
export const CODE_TEXT = 'pre.shiki > code';

let armed = 0;
/**
 * Starts listening, in the page, for the next `type` event on `target` ('window', 'document', or a
 * CSS selector), and returns a function that waits for it. Listening starts before the action that
 * causes the event, so an event that comes at once is not missed; the listener is added after the
 * page's own, so they have run when it fires. `capture` catches events that do not bubble on their
 * way down (medium-zoom's).
 */
export async function nextEvent(page: Page, target: string, type: string, opts: { capture?: boolean } = {}): Promise<() => Promise<void>> {
  const key = `__fbNextEvent${++armed}`;
  await page.evaluate(
    ({ target, type, key, capture }) => {
      const on = target === 'window' ? window : target === 'document' ? document : document.querySelector(target);
      if (!on) throw new Error(`nextEvent: nothing matches ${target}`);
      (window as unknown as Record<string, Promise<void>>)[key] = new Promise<void>((resolve) =>
        on.addEventListener(type, () => resolve(), { once: true, capture }),
      );
    },
    { target, type, key, capture: !!opts.capture },
  );
  return () => page.evaluate((k) => (window as unknown as Record<string, Promise<void>>)[k], key);
}

export class BlogPage {
  constructor(readonly page: Page) {}

  /** Opens a route (without the base) and waits until React has hydrated the static HTML. */
  async goto(route: string, opts: { waitForHydration?: boolean } = {}) {
    const response = await this.page.goto(url(route));
    if (opts.waitForHydration !== false) await this.hydrated();
    return response;
  }

  async hydrated() {
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }

  /** The pathname without the base, decoded ('/tags/并发/', as routes are written). */
  route() {
    return decodeURIComponent(new URL(this.page.url()).pathname).replace(BASE, '') || '/';
  }

  async openSearch(via: 'keyboard' | 'button' = 'keyboard') {
    if (via === 'keyboard') await this.page.keyboard.press('Control+k');
    else await this.page.locator('.rp-nav .rp-search-button').first().click();
    const input = this.page.getByPlaceholder('Search Docs').last();
    await expect(input).toBeVisible();
    return input;
  }

  async toggleTheme() {
    await this.page.locator('.rp-nav .rp-switch-appearance').first().click();
  }

  isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}

/**
 * The page as a failed test left it, attached to the report (test-failed-1.png, as Playwright's own
 * `screenshot: 'only-on-failure'` names it). Playwright's option takes a screenshot of every page of every
 * test as its context closes, before it knows whether the test failed, and keeps it only if it did: a
 * frame drawn and a PNG encoded per test, a quarter of a simple test's CPU time here (1.86 -> 1.36
 * CPU-seconds a test over 40 loads of the fixture site's home page, 1 worker). This takes one only after a
 * failure. A screenshot that cannot be taken (the page crashed or closed) is not a second failure.
 */
async function attachScreenshot(page: Page, testInfo: TestInfo) {
  if (page.isClosed()) return;
  try {
    const file = testInfo.outputPath('test-failed-1.png');
    await page.screenshot({ path: file, timeout: 5_000, caret: 'initial' });
    await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
  } catch {
    // no screenshot, and the test's own failure stands
  }
}

export const test = base.extend<{ blog: BlogPage; pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    // A hydration mismatch is reported as a console message, not a page error; it is a bug all the same.
    page.on('console', (m) => {
      if (/Minified React error #(418|423|425)|Hydration failed|did not match/.test(m.text())) errors.push(new Error(m.text()));
    });
    await use(errors);
    expect(errors.map((e) => e.message), 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page }, use, testInfo) => {
    await stubOutsideWorld(page.context());
    await use(page);
    // A failing test leaves a screenshot of its page (playwright.config.ts has Playwright's own screenshots off).
    // The error watch above has had its say by now (it stands on this fixture, so it ends first).
    if (testInfo.status !== testInfo.expectedStatus || testInfo.errors.length) await attachScreenshot(page, testInfo);
    // A test's own route handler may still be running when the test has ended (a chunk the page asked for
    // late, its response being read): Playwright then disposes the response under it and the handler's
    // error fails a test whose assertions all passed (seen once in five fresh-clone runs, comments.spec.ts).
    // The handlers have done their part by now: stop them without waiting, and drop what they throw.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  // Every test gets the error watch, whether or not it asks for it.
  blog: [
    async ({ page, pageErrors }, use) => {
      void pageErrors;
      await use(new BlogPage(page));
    },
    { auto: true },
  ],
});

/**
 * For the tests that only fetch files from the server (feeds, sitemap, head tags in the static HTML):
 * Playwright's own test, whose `request` needs no browser page. Opening one, as `test` does for its error
 * watch, costs a test half a second here.
 */
export const httpTest = base;

export { expect };
