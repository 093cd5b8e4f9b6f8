import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { LatestPost } from '../../site/shared/latestPosts';
import { PostItems } from './PostItems';

/**
 * The home page's list of the newest articles (title, section, date, reading time). The list is
 * worked out at build time from every page's front matter (plugins/posts) and comes with the
 * home page's own data, so no page ships the whole page list for it.
 */
export function LatestPosts() {
  const { page } = usePage();
  const posts = (page as { latestPosts?: LatestPost[] }).latestPosts ?? [];
  if (!posts.length) return null;
  return (
    <section className="fb-latest" aria-labelledby="fb-latest-title">
      <h2 id="fb-latest-title" className="fb-latest__title">
        最新文章
      </h2>
      <PostItems posts={posts} />
      <p className="fb-latest__more">
        <Link href="/archive/">全部文章（归档）</Link>
        <Link href="/tags/">按标签浏览</Link>
      </p>
    </section>
  );
}
