import { useLocation } from '@rspress/core/runtime';
import type { Zoom, ZoomOptions } from 'medium-zoom';
import { useEffect } from 'react';
import './imageZoom.css';

interface Props {
  selector: string;
  options: ZoomOptions;
}

// See index.ts. Until the first click nothing but this listener exists; after it, medium-zoom is
// attached to the page's images as Rspress's built-in did, and handles every later click itself.
export default function ImageZoom({ selector, options }: Props) {
  const { pathname } = useLocation();

  useEffect(() => {
    let zoom: Zoom | undefined;
    let gone = false;
    let loading = false;
    const onClick = (e: MouseEvent) => {
      if (zoom || loading || e.button !== 0 || e.defaultPrevented) return;
      const img = e.target instanceof HTMLImageElement && e.target.matches(selector) ? e.target : null;
      if (!img) return;
      e.preventDefault();
      e.stopPropagation();
      loading = true;
      import('medium-zoom')
        .then(({ default: mediumZoom }) => {
          if (gone) return;
          zoom = mediumZoom(document.querySelectorAll<HTMLImageElement>(selector), { ...options, background: 'var(--rp-c-bg)' });
          return zoom.open({ target: img });
        })
        .catch((error) => {
          // The chunk could not load (offline, a redeploy): the image simply stays as it is.
          console.warn('Image zoom is unavailable:', error);
        })
        .finally(() => {
          loading = false;
        });
    };
    document.addEventListener('click', onClick, true);
    return () => {
      gone = true;
      document.removeEventListener('click', onClick, true);
      zoom?.detach();
      void zoom?.close();
    };
  }, [pathname, selector]);

  return null;
}
