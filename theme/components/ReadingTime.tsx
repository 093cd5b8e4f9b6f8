import { usePage } from '@rspress/core/runtime';
import { getCustomMDXComponent } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { pageKind } from '../../site/shared/pageKind';
import { normalizeRoute } from '../../site/shared/routes';
import { type ReadingTime, readingTimeLabel } from '../../site/shared/readingTime';
import { reviewedAgainst, reviewOf, reviewPending } from '../../site/shared/review';
import './readingTime.css';

/** '约 12 分钟读完 · 4,200 字' for an article; nothing on home, index and 404 pages. */
export function ReadingTimeLine() {
  const { page } = usePage();
  const data = page.readingTimeData as ReadingTime | undefined;
  if (!data || pageKind(page) !== 'article') return null;
  return (
    <p className="fb-reading-time" data-minutes={data.minutes} data-words={data.words}>
      {readingTimeLabel(data)}
    </p>
  );
}

/** The claim ledger of an article: reviews/<route>.md in the repository (site/node/ledger.mjs). */
export const ledgerUrl = (routePath: string) => `${__FREE_BLOG_REVIEWS_URL__}${normalizeRoute(routePath)}.md`;

/**
 * '核对于 2026-11-24：Spring Boot 3.5.16 / 4.0.8、JDK 17 · 核对记录' for an article whose front matter
 * records its check; 核对记录 links to the ledger that shows each claim and how it was settled.
 */
export function ReviewedLine() {
  const { page } = usePage();
  const article = pageKind(page) === 'article';
  if (article && reviewPending(page.frontmatter)) {
    return <p className="fb-reviewed fb-reviewed--pending">尚待核对：本文还没有按当前版本逐条核对过</p>;
  }
  const review = article ? reviewOf(page.frontmatter) : null;
  if (!review) return null;
  const against = reviewedAgainst(review);
  return (
    <p className="fb-reviewed">
      核对于 <time dateTime={review.date}>{review.date}</time>
      {against ? `：${against}` : ''}
      {' · '}
      <a href={ledgerUrl(page.routePath)} className="fb-reviewed__ledger">
        核对记录
      </a>
    </p>
  );
}

const ThemeH1 = getCustomMDXComponent().h1;

/**
 * The Markdown H1 followed by the reading time and the date the article was last checked (its
 * published date, tags and series follow, written into the article by plugins/posts). Passed as `components.h1` to the Layout, so the
 * line is part of the server-rendered article (no layout shift, visible without JavaScript).
 */
export function TitleWithReadingTime(props: ComponentProps<'h1'>) {
  return (
    <>
      <ThemeH1 {...props} />
      <ReadingTimeLine />
      <ReviewedLine />
    </>
  );
}

/** For the Layout's `components` prop (one stable object, so the MDX provider does not churn). */
export const readingTimeComponents = { h1: TitleWithReadingTime };
