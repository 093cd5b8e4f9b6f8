// The site's feeds: written by plugins/seo (site/node/feedBuild.ts) into the output root, announced in <head> on
// every page (SeoHead) and linked from the footers (FeedLinks, themeConfig.footer.message).
export const FEEDS = [
  { id: 'atom', file: 'atom.xml', type: 'application/atom+xml', format: 'atom', label: 'Atom' },
  { id: 'rss', file: 'rss.xml', type: 'application/rss+xml', format: 'rss', label: 'RSS' },
] as const;
