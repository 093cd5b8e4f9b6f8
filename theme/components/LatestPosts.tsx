import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { LatestPost } from '../../site/latestPosts';

/**
 * The home page's list of the newest articles (title, section, date, reading time). The list is
 * worked out at build time from every page's front matter (plugins/page-data) and comes with the
 * home page's own data, so no page ships the whole page list for it.
 */
export function LatestPosts({ limit = 6 }: { limit?: number }) {
  const { page } = usePage();
  const posts = ((page as { latestPosts?: LatestPost[] }).latestPosts ?? []).slice(0, limit);
  if (!posts.length) return null;
  return (
    <section className="fb-latest" aria-labelledby="fb-latest-title">
      <h2 id="fb-latest-title" className="fb-latest__title">
        最新文章
      </h2>
      <ol className="fb-latest__list">
        {posts.map((p) => (
          <li key={p.link} className="fb-latest__item">
            <Link href={p.link} className="fb-latest__link">
              {p.title}
            </Link>
            <span className="fb-latest__meta">
              {p.section ? <span>{p.section}</span> : null}
              <time dateTime={p.date}>{p.date}</time>
              {p.minutes ? <span>约 {p.minutes} 分钟</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="fb-latest__more">
        <Link href="/archive/">全部文章（归档）</Link>
        <Link href="/tags/">按标签浏览</Link>
      </p>
    </section>
  );
}
