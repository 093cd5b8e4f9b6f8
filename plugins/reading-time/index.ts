import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { pageFlatContent, pageSourceFile } from '../../patches/internals';
import type { Content } from '../../site/node/content';
import { readingTime } from '../../site/node/readingTime';

/**
 * Reading time for every page: `page.readingTimeData = { text, minutes, time, words }`
 * (see site/node/readingTime.ts for how Chinese, English and code are counted).
 *
 * It runs in `extendPageData`, after the search index has been written, so the index is not
 * affected. Articles show it under the H1 (ReadingTime.tsx, wired through the Layout's
 * `components.h1` in theme/index.tsx), in the static HTML.
 *
 * A page's count comes from the content check's parse of its source (site/node/content.ts) while the file
 * still holds the text that was parsed; otherwise (an MDX page with imports, a page made by a plugin)
 * from the page's Markdown as Rspress flattened it (front matter removed, MDX imports inlined; a private
 * field, see patches/internals.ts).
 */
export function pluginReadingTime(content: Content): RspressPlugin {
  return {
    name: 'free-blog-reading-time',
    async extendPageData(pageData) {
      const file = pageSourceFile(pageData);
      let text: string | null = null;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        // a page made by a plugin, or gone since: counted from what Rspress has
      }
      const counted = text === null ? undefined : await content.readingTime(file, text);
      (pageData as unknown as Record<string, unknown>).readingTimeData = counted ?? readingTime(pageFlatContent(pageData) ?? pageData.content ?? '');
    },
  };
}
