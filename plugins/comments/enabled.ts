import { isArticle, type PageLike } from '../reading-time/pageKind';

/** Comments sit below articles only; front matter `comments: false` opts a page out. */
export function commentsEnabled(page: PageLike): boolean {
  return isArticle(page) && page.frontmatter?.comments !== false;
}
