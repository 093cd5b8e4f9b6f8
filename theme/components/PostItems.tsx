import { Link } from '@rspress/core/theme-original';
import type { LatestPost } from '../../site/shared/latestPosts';

/**
 * A list of posts, each with its section, date and reading time: the home page's latest posts and the
 * archive and tags pages (styles: .fb-latest__* in index.css).
 */
export function PostItems({ posts, itemClassName = '' }: { posts: LatestPost[]; itemClassName?: string }) {
  return (
    <ol className="fb-latest__list">
      {posts.map((p) => (
        <li key={p.link} className={`fb-latest__item ${itemClassName}`.trim()}>
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
  );
}
