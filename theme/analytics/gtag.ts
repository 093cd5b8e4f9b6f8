/**
 * The gtag() bootstrap, in our bundle instead of an inline script (no CSP hash needed). Every
 * call goes to window.dataLayer, where gtag.js picks it up when (if) it loads; when it is
 * blocked, the calls just queue, and nothing throws.
 */

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js?id=';

/** Defines window.gtag (idempotent); with a measurement id, configures GA4 and loads gtag.js async. */
export function setupGtag(measurementId: string | undefined | null): Gtag {
  const w = window;
  w.dataLayer = w.dataLayer || [];
  if (!w.gtag) {
    // gtag.js needs the Arguments object itself, not an array copy.
    w.gtag = function gtag() {
      // biome-ignore lint/style/noArguments: gtag.js reads the Arguments object
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  }
  if (measurementId && !document.querySelector(`script[data-fb-gtag]`)) {
    w.gtag('js', new Date());
    // We send page_view ourselves on every route change; GA's own would double count the first.
    w.gtag('config', measurementId, { send_page_view: false });
    const s = document.createElement('script');
    s.async = true;
    s.src = GTAG_SRC + encodeURIComponent(measurementId);
    s.dataset.fbGtag = '';
    document.head.appendChild(s);
  }
  return w.gtag;
}
