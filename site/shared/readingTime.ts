// What the theme shows of a page's reading time (the count itself is made at build time: site/node/readingTime.ts).

export interface ReadingTime {
  /** e.g. '6 min read' (the shape the spec and the reading-time npm package use) */
  text: string;
  /** whole minutes, rounded up; 0 only for an empty page */
  minutes: number;
  /** milliseconds */
  time: number;
  /** Han characters plus Latin-script words of the prose (code blocks excluded) */
  words: number;
}

/** 4200 -> '4,200', the same on the server and in every browser (no locale data involved). */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The line shown under an article's title: '约 12 分钟读完 · 4,200 字'. */
export function readingTimeLabel(rt: Pick<ReadingTime, 'minutes' | 'words'>): string {
  return `约 ${Math.max(1, rt.minutes)} 分钟读完 · ${formatCount(rt.words)} 字`;
}
