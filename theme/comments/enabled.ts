import { isArticle, type PageLike } from '../../site/shared/pageKind';

/** The giscus settings the plugin put into the bundle (`__FREE_BLOG_GISCUS__`); null when unset. */
export const buildGiscus = typeof __FREE_BLOG_GISCUS__ === 'undefined' ? null : __FREE_BLOG_GISCUS__;

/** Comments sit below articles only; front matter `comments: false` opts a page out. */
export function commentsEnabled(page: PageLike): boolean {
  return isArticle(page) && page.frontmatter?.comments !== false;
}
