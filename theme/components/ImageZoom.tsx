import { useLocation } from '@rspress/core/runtime';
import type { Zoom, ZoomOptions } from 'medium-zoom';
import { useEffect } from 'react';
import { isActivationKey } from '../lib/a11yKeys';
import './imageZoom.css';

interface Props {
  selector: string;
  options: ZoomOptions;
}

// See index.ts. Until the first click nothing but this listener exists; after it, medium-zoom is
// attached to the page's images as Rspress's built-in did, and handles every later click itself.
//
// medium-zoom ignores Escape while the image is still growing (its 300 ms transition): a reader who
// clicks and at once presses Escape would see the overlay stay. Here an Escape in that window closes
// the image as soon as it has opened.
//
// An image is zoomed only once it has loaded. Article images are lazy (lazyImages.ts) and carry no
// size: one focused from the keyboard, or clicked, before its file arrives has no box yet, and
// medium-zoom would grow it from nothing to nothing, leaving its overlay over the page with no image
// (and keeping it so after the file arrives). Such an image is asked for at once, and opens when it
// has loaded; one that fails to load does not open.
//
// Keyboard and screen readers (E5; medium-zoom#209, react-medium-image-zoom#70): each zoomable image
// of the page is a focusable button named after its alt text; Enter or Space opens it, Escape closes
// it (medium-zoom), and focus returns to the image. Marked after hydration, on every page, so the
// static HTML and the first client render agree; an image inside a link stays a link.
function markZoomable(selector: string) {
  for (const img of document.querySelectorAll<HTMLImageElement>(selector)) {
    if (img.dataset.fbZoom || img.closest('a')) continue;
    img.dataset.fbZoom = '1';
    img.tabIndex = 0;
    img.setAttribute('role', 'button');
    img.setAttribute('aria-label', `放大图片：${img.alt || '图片'}`);
  }
}

/** Resolves when the image has loaded (true) or failed (false); a lazy image is asked for now. */
function imageLoaded(img: HTMLImageElement): Promise<boolean> {
  if (img.complete) return Promise.resolve(true);
  img.loading = 'eager';
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(true), { once: true });
    img.addEventListener('error', () => resolve(false), { once: true });
  });
}

export default function ImageZoom({ selector, options }: Props) {
  const { pathname } = useLocation();

  useEffect(() => {
    let zoom: Zoom | undefined;
    let gone = false;
    let loading = false;
    let opening = false;
    let closeWhenOpened = false;
    let cancelled = false; // Escape while medium-zoom's code was still loading: do not open
    let opener: HTMLElement | null = null; // the image opened from the keyboard, focused again on close
    markZoomable(selector);
    const onOpen = () => {
      opening = true;
      closeWhenOpened = false;
    };
    const onOpened = () => {
      opening = false;
      if (closeWhenOpened) {
        closeWhenOpened = false;
        void zoom?.close();
      }
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' && e.key !== 'Esc') return;
      if (opening) closeWhenOpened = true;
      else if (loading) cancelled = true;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const img = e.target instanceof HTMLImageElement && e.target.dataset.fbZoom ? e.target : null;
      if (!img || !isActivationKey(e.key)) return;
      e.preventDefault();
      opener = img;
      img.click();
    };
    const onClosed = (e: Event) => {
      if (!opener || opener !== e.target) return;
      const img = opener;
      opener = null;
      requestAnimationFrame(() => img.focus());
    };
    const onClick = (e: MouseEvent) => {
      if (loading || e.button !== 0 || e.defaultPrevented) return;
      const img = e.target instanceof HTMLImageElement && e.target.matches(selector) ? e.target : null;
      // Once attached, medium-zoom opens a loaded image itself (its own listener on the image).
      if (!img || (zoom && img.complete)) return;
      e.preventDefault();
      e.stopPropagation();
      loading = true;
      cancelled = false;
      const attached: Promise<Zoom | undefined> = zoom
        ? Promise.resolve(zoom)
        : import('medium-zoom').then(({ default: mediumZoom }) => {
            if (gone) return undefined;
            zoom = mediumZoom(document.querySelectorAll<HTMLImageElement>(selector), { ...options, background: 'var(--rp-c-bg)' });
            return zoom;
          });
      Promise.all([attached, imageLoaded(img)])
        .then(([attachedZoom, ok]) => {
          if (attachedZoom && ok && !cancelled && !gone) void attachedZoom.open({ target: img });
        })
        .catch((error) => {
          // The chunk could not load (offline, a redeploy): the image simply stays as it is.
          console.warn('Image zoom is unavailable:', error);
        })
        .finally(() => {
          loading = false;
        });
    };
    // medium-zoom's events do not bubble: they are caught on their way down (capture), as is the click.
    const listeners: Array<[string, (e: never) => void, boolean]> = [
      ['medium-zoom:open', onOpen, true],
      ['medium-zoom:opened', onOpened, true],
      ['medium-zoom:closed', onClosed, true],
      ['keyup', onKeyUp, false],
      ['keydown', onKeyDown, false],
      ['click', onClick, true],
    ];
    for (const [type, listener, capture] of listeners) document.addEventListener(type, listener as EventListener, capture);
    return () => {
      gone = true;
      for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener as EventListener, capture);
      zoom?.detach();
      void zoom?.close();
    };
  }, [pathname, selector]);

  return null;
}
