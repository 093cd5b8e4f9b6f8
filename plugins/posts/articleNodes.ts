// An article's place in the blog, written into the article itself at build time: after its H1 the
// published (and revised) date and its tags, then its series' parts; after its last paragraph the
// series' previous and next part, and related posts. As Markdown syntax tree nodes (JSX elements and
// Markdown links) added to the page's own tree, so they are part of its compiled content: in the
// static HTML, in the article's own chunk only, with no theme code in every page's first load. Links
// are Markdown links, so the theme's link component gives them the base path and client navigation.
// (Markdown copies for llms are compiled without the site's own remark plugins: they stay clean.)
// Styles: theme/components/posts.css.

export interface PostPageData {
  published: string;
  updated: string | null;
  tags: { name: string; link: string }[];
  series: { name: string; parts: { title: string; link: string }[]; index: number } | null;
  related: { title: string; link: string; section: string | null; date: string }[];
}

interface Node {
  type: string;
  [key: string]: unknown;
}

type Attrs = Record<string, string | true | undefined>;

function element(name: string, attrs: Attrs, children: Node[], flow: boolean): Node {
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attrs)
      .filter(([, v]) => v !== undefined)
      .map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: value === true ? null : value })),
    children,
  };
}
const block = (name: string, attrs: Attrs, children: Node[]) => element(name, attrs, children, true);
const inline = (name: string, attrs: Attrs, children: Node[]) => element(name, attrs, children, false);
const text = (value: string): Node => ({ type: 'text', value });
const link = (url: string, children: Node[], className?: string): Node => ({
  type: 'link',
  url,
  children,
  ...(className ? { data: { hProperties: { className } } } : {}),
});
const time = (date: string, attrs: Attrs = {}) => inline('time', { dateTime: date, ...attrs }, [text(date)]);

/** Published date, revision date and tags: one line of facts under the title. */
export function factsNode(post: PostPageData): Node {
  return block('p', { className: 'fb-post-facts' }, [
    inline('span', {}, [text('发布于 '), time(post.published, { 'data-published': true })]),
    ...(post.updated ? [inline('span', {}, [text('修订于 '), time(post.updated)])] : []),
    ...(post.tags.length ? [inline('span', { className: 'fb-sr-only' }, [text('标签：')])] : []),
    ...post.tags.map((t) => link(t.link, [text(`#${t.name}`)], 'fb-post-tag')),
  ]);
}

/** All parts of the series in order, the current one marked (aria-current). */
export function seriesNode(series: NonNullable<PostPageData['series']>): Node {
  return block('nav', { className: 'fb-series', 'aria-label': `系列：${series.name}` }, [
    block('p', {}, [text(`系列“${series.name}”· 第 ${series.index + 1} 篇，共 ${series.parts.length} 篇`)]),
    block(
      'ol',
      {},
      series.parts.map((part, i) =>
        block('li', {}, [i === series.index ? inline('strong', { 'aria-current': 'page' }, [text(part.title)]) : link(part.link, [text(part.title)])]),
      ),
    ),
  ]);
}

/** After the article: the series' previous and next part, then related posts. */
export function endNode(post: PostPageData): Node | null {
  const series = post.series;
  const prev = series && series.index > 0 ? series.parts[series.index - 1] : null;
  const next = series && series.index < series.parts.length - 1 ? series.parts[series.index + 1] : null;
  const pagerLink = (part: { title: string; link: string }, label: string, className: string) =>
    link(part.link, [inline('span', { className: 'fb-series-pager__label' }, [text(label)]), inline('span', {}, [text(part.title)])], className);
  const children: Node[] = [];
  if (series && (prev || next)) {
    children.push(
      block('nav', { className: 'fb-series-pager', 'aria-label': `系列“${series.name}”中的上一篇和下一篇` }, [
        ...(prev ? [pagerLink(prev, '上一篇', 'fb-series-pager__prev')] : []),
        ...(next ? [pagerLink(next, '下一篇', 'fb-series-pager__next')] : []),
      ]),
    );
  }
  if (post.related.length) {
    children.push(
      block('section', { 'aria-labelledby': 'fb-related-title' }, [
        // A heading for assistive technology, but not an <h2>: the theme would list that in ON THIS PAGE,
        // which outlines the article's own sections.
        block('p', { id: 'fb-related-title', className: 'fb-latest__title', role: 'heading', 'aria-level': '2' }, [text('相关文章')]),
        block(
          'ul',
          { className: 'fb-latest__list' },
          post.related.map((r) =>
            block('li', { className: 'fb-latest__item' }, [
              link(r.link, [text(r.title)], 'fb-latest__link'),
              inline('span', { className: 'fb-latest__meta' }, [...(r.section ? [inline('span', {}, [text(r.section)])] : []), time(r.date)]),
            ]),
          ),
        ),
      ]),
    );
  }
  return children.length ? block('div', { className: 'fb-post-end rp-not-doc' }, children) : null;
}

/** Adds the facts and series after the first H1 of `tree`, and the end block after its last node. */
export function addPostNodes(tree: { children: Node[] }, post: PostPageData): void {
  const h1 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
  const top = [factsNode(post), ...(post.series ? [seriesNode(post.series)] : [])];
  tree.children.splice(h1 + 1, 0, ...top);
  const end = endNode(post);
  if (end) tree.children.push(end);
}
