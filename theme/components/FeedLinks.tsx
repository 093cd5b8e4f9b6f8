// A one-line "subscribe" link under each article and index page (the theme shows
// themeConfig.footer.message on the home page only). Static markup: no browser-only values.
import { withBase } from '@rspress/core/runtime';
import { FEEDS } from '../../site/feeds';
import './FeedLinks.css';

export function FeedLinks() {
  return (
    <p className="blog-feed-links">
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
