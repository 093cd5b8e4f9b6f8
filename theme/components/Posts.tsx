import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import './posts.css';

// The blog's lists by time and thread, rendered from each page's own data (plugins/posts puts it in
// the page's route chunk at build time, so all of it is in the static HTML):
//  - PostFacts, under an article's H1: published (and revised) date, tags, and its series' parts;
//  - PostEnd, after the article: previous/next part of the series, and related posts;
//  - PostList, the body of the archive and tag pages.

interface PostPageData {
  published: string;
  updated: string | null;
  tags: { name: string; link: string }[];
  series: { name: string; parts: { title: string; link: string }[]; index: number } | null;
  related: { title: string; link: string; section: string | null; date: string }[];
}

interface ListItem {
  title: string;
  link: string;
  date: string;
  section: string | null;
  minutes: number | null;
}

interface PostListData {
  groups: { year: string; posts: ListItem[] }[];
  filters: { label: string; link: string; current: boolean; count: number }[];
}

function usePost(): PostPageData | null {
  const { page } = usePage();
  return ((page as { post?: PostPageData }).post as PostPageData | undefined) ?? null;
}

/** Published date, revision date and tags: one line of facts under the title. */
export function PostFacts() {
  const post = usePost();
  if (!post) return null;
  return (
    <p className="fb-post-facts">
      <span>
        发布于 <time dateTime={post.published} data-published>{post.published}</time>
        </span>
        {post.updated ? (
          <span>
            修订于 <time dateTime={post.updated}>{post.updated}</time>
          </span>
        ) : null}
        {post.tags.length ? (
          <span className="fb-post-tags">
            <span className="fb-sr-only">标签：</span>
            {post.tags.map((t) => (
              <Link key={t.link} href={t.link} className="fb-post-tag">
                #{t.name}
              </Link>
            ))}
          </span>
        ) : null}
    </p>
  );
}

/** All parts of the series in order, the current one marked: near the top of each part. */
export function SeriesBlock() {
  const series = usePost()?.series;
  if (!series) return null;
  return (
    <nav className="fb-series" aria-label={`系列：${series.name}`}>
      <p className="fb-series__title">
        系列“{series.name}”· 第 {series.index + 1} 篇，共 {series.parts.length} 篇
      </p>
      <ol className="fb-series__parts">
        {series.parts.map((part, i) => (
          <li key={part.link}>
            {i === series.index ? (
              <strong aria-current="page" className="fb-series__current">
                {part.title}
              </strong>
            ) : (
              <Link href={part.link}>{part.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** After the article: the series' previous and next part, then related posts. */
export function PostEnd() {
  const post = usePost();
  if (!post) return null;
  const series = post.series;
  const prev = series && series.index > 0 ? series.parts[series.index - 1] : null;
  const next = series && series.index < series.parts.length - 1 ? series.parts[series.index + 1] : null;
  return (
    <div className="fb-post-end">
      {prev || next ? (
        <nav className="fb-series-pager" aria-label={`系列“${series!.name}”中的上一篇和下一篇`}>
          {prev ? (
            <Link href={prev.link} className="fb-series-pager__link fb-series-pager__prev">
              <span className="fb-series-pager__label">上一篇</span>
              <span className="fb-series-pager__title">{prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link href={next.link} className="fb-series-pager__link fb-series-pager__next">
              <span className="fb-series-pager__label">下一篇</span>
              <span className="fb-series-pager__title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
      {post.related.length ? (
        <section className="fb-related" aria-labelledby="fb-related-title">
          <h2 id="fb-related-title" className="fb-related__title">
            相关文章
          </h2>
          <ul className="fb-related__list">
            {post.related.map((r) => (
              <li key={r.link}>
                <Link href={r.link}>{r.title}</Link>
                <span className="fb-related__meta">
                  {r.section ? <span>{r.section}</span> : null}
                  <time dateTime={r.date}>{r.date}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Meta({ item }: { item: ListItem }): ReactNode {
  return (
    <span className="fb-post-list__meta">
      {item.section ? <span>{item.section}</span> : null}
      {item.minutes ? <span>约 {item.minutes} 分钟</span> : null}
    </span>
  );
}

/** The archive and tag pages: the filters (plain links), then the posts by year. */
export function PostList() {
  const { page } = usePage();
  const data = (page as { postList?: PostListData }).postList;
  if (!data) return null;
  const isTags = page.frontmatter?.postTag !== undefined;
  return (
    <div className="fb-post-list">
      <nav className="fb-post-filters" aria-label={isTags ? '全部标签' : '按栏目筛选'}>
        <ul>
          {data.filters.map((f) => (
            <li key={f.link}>
              <Link href={f.link} aria-current={f.current ? 'page' : undefined} className="fb-post-filter">
                {isTags ? `#${f.label}` : f.label}
                <span className="fb-post-filter__count">（{f.count}）</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.groups.map((g) => (
        <section key={g.year} className="fb-post-list__year" aria-labelledby={`fb-year-${g.year}`}>
          <h2 id={`fb-year-${g.year}`}>{g.year}</h2>
          <ol className="fb-post-list__posts">
            {g.posts.map((p) => (
              <li key={p.link} className="fb-post-list__item">
                <time dateTime={p.date}>{p.date}</time>
                <Link href={p.link} className="fb-post-list__link">
                  {p.title}
                </Link>
                <Meta item={p} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
