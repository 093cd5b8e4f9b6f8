import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// @rspress/plugin-preview's own components live beside its dist/ (the package exports only dist/).
const previewStatic = path.join(path.dirname(require.resolve('@rspress/plugin-preview')), '..', 'static', 'global-components');

/**
 * Live previews of ```tsx preview / ```jsx preview blocks: @rspress/plugin-preview's compiler (it turns
 * each block into a component and its code), with its page-side components swapped for lighter ones.
 *
 * The plugin's `Preview` is an MDX global component, so it is in every page's first load, and it
 * imports the QR-code operations of its iframe modes (`qrcode.react`, 16 KB); it also mounts a
 * `FixedDevice` frame on every page for iframe-fixed demos. This site uses only the in-page mode:
 * `Preview.tsx` here renders that mode, and no frame is mounted. An iframe mode in the docs fails the
 * content contracts (tests/content) with a message saying so.
 */
export function pluginLivePreview(): RspressPlugin {
  const base = pluginPreview({ defaultPreviewMode: 'internal' });
  return {
    ...base,
    name: 'free-blog-live-preview',
    globalUIComponents: [],
    globalStyles: path.join(previewStatic, 'Preview.css'),
    markdown: { ...base.markdown, globalComponents: [path.join(here, '../../theme/components/Preview.tsx')] },
  };
}
