import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { pageFlatContent, pageSourceFile } from '../../patches/internals';
import { readingTimeOfPage, readingTimesReady } from '../../site/readingTime';

/**
 * Reading time for every page: `page.readingTimeData = { text, minutes, time, words }`
 * (see readingTime.ts for how Chinese, English and code are counted).
 *
 * It runs in `extendPageData`, after the search index has been written, so the index is not
 * affected. The data lands in the page list that ships to every page, so it is kept to four small
 * fields. Articles show it under the H1 (ReadingTime.tsx, wired through the Layout's
 * `components.h1` in theme/index.tsx), in the static HTML.
 */
export function pluginReadingTime(): RspressPlugin {
  return {
    name: 'free-blog-reading-time',
    async extendPageData(pageData) {
      await readingTimesReady();
      // The page's Markdown source (front matter removed, MDX imports inlined; a private field, see
      // patches/internals.ts); `content` is the already flattened search text, which has lost the code
      // fences. The content check has already counted most pages from the same parse (site/readingTime.ts).
      const source = pageFlatContent(pageData) ?? pageData.content ?? '';
      (pageData as unknown as Record<string, unknown>).readingTimeData = readingTimeOfPage(pageSourceFile(pageData), source, (f) => fs.readFileSync(f, 'utf8'));
    },
  };
}
