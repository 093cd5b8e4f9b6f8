import { useLocation, usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import type { LatestPost } from '../../site/shared/latestPosts';
import { PostItems } from './PostItems';
import './PostList.css';

// The body of the archive and tags pages that plugins/posts adds. Their MDX imports this file by path,
// so its code and styles travel in those pages' own chunks, never in an article's first load.

type ListItem = LatestPost;

interface PostListData {
  groups: { year: string; posts: ListItem[] }[];
  filters: { label: string; link: string; current: boolean; count: number }[];
  tags?: { tag: string; anchor: string; posts: ListItem[] }[];
}

/** The archive and tags pages: the filters (plain links), then the posts by year or by tag. */
export function PostList() {
  const { page } = usePage();
  const data = (page as { postList?: PostListData }).postList;
  if (!data) return null;
  if (data.tags) return <TagList data={data} tags={data.tags} />;
  return (
    <div className="fb-post-list rp-not-doc">
      <nav className="fb-post-filters" aria-label="按栏目筛选">
        <ul>
          {data.filters.map((f) => (
            <li key={f.link}>
              <Link href={f.link} aria-current={f.current ? 'page' : undefined}>
                {f.label}
                （{f.count}）
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.groups.map((g) => (
        <section key={g.year} className="fb-post-list__year" aria-labelledby={`fb-year-${g.year}`}>
          <h2 id={`fb-year-${g.year}`} className="fb-latest__title">
            {g.year}
          </h2>
          <PostItems posts={g.posts} itemClassName="fb-post-list__item" />
        </section>
      ))}
    </div>
  );
}

/**
 * Every tag, each in a section of its own. /tags/#tag-并发 shows that tag's posts only: without
 * JavaScript through CSS :target, with it from the location's hash (a client-side navigation does not
 * move :target). The first render matches the static HTML (every tag); the hash applies after it.
 */
function TagList({ data, tags }: { data: PostListData; tags: NonNullable<PostListData['tags']> }) {
  const { hash } = useLocation();
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    setCurrent(tags.some((t) => t.anchor === id) ? id : null);
  }, [hash, tags]);
  return (
    <div className="fb-post-list fb-tag-list rp-not-doc" data-current={current ?? undefined}>
      <nav className="fb-post-filters" aria-label="全部标签">
        <ul>
          {data.filters.map((f) => (
            <li key={f.link}>
              <Link href={f.link} aria-current={current && f.link.endsWith(`#${current}`) ? 'true' : undefined}>
                #{f.label}
                （{f.count}）
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="fb-tag-list__all">
        <Link href="/tags/">显示全部标签</Link>
      </p>
      {tags.map((t) => (
        <section
          key={t.anchor}
          id={t.anchor}
          className="fb-tag"
          aria-labelledby={`${t.anchor}-title`}
          hidden={current !== null && current !== t.anchor ? true : undefined}
        >
          <h2 id={`${t.anchor}-title`} className="fb-latest__title">
            #{t.tag}
          </h2>
          <PostItems posts={t.posts} itemClassName="fb-post-list__item" />
        </section>
      ))}
    </div>
  );
}
