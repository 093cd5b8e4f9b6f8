import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import type { ZoomOptions } from 'medium-zoom';
import { rehypeLazyImages } from './lazyImages';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ImageZoomOptions {
  /** Images that zoom: the article's own images. */
  selector?: string;
  /** medium-zoom options; the background is always the theme's (var(--rp-c-bg)). */
  options?: ZoomOptions;
}

/**
 * Image zoom that loads on the first click. Rspress's built-in (config `mediumZoom`) imports
 * medium-zoom into every page's first-load bundle and attaches it 100 ms after each route change;
 * this one registers one click listener and imports medium-zoom only when a reader clicks (or, from
 * the keyboard, activates) an article image, then opens that image. Set `mediumZoom: false` with it.
 * Article images are also made lazy (lazyImages.ts).
 */
export function pluginImageZoom(opts: ImageZoomOptions = {}): RspressPlugin {
  return {
    name: 'free-blog-image-zoom',
    markdown: { rehypePlugins: [rehypeLazyImages] },
    globalUIComponents: [[path.join(here, '../../theme/components/ImageZoom.tsx'), { selector: opts.selector ?? '.rspress-doc img', options: opts.options ?? {} }]],
  };
}
