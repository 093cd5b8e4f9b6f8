// A one-line "all posts / subscribe" line under each article and index page (the theme shows
// themeConfig.footer.message, which has the same links, on the home page only). Static markup: no
// browser-only values.
import { withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { FEEDS } from '../../site/shared/feeds';
import './FeedLinks.css';

export function FeedLinks() {
  return (
    <p className="blog-feed-links">
      <span className="blog-feed-links__browse">
        全部文章：<Link href="/archive/">归档</Link> · <Link href="/tags/">标签</Link>
      </span>
      订阅更新：
      {FEEDS.map((feed, i) => (
        <span key={feed.file}>
          {i > 0 ? ' · ' : null}
          <a href={withBase(`/${feed.file}`)} type={feed.type}>
            {feed.label}
          </a>
        </span>
      ))}
    </p>
  );
}
