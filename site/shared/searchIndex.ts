// The shape of the search index Rspress writes (one entry per page, in sidebar order), which
// plugins/output/search.ts splits into shards (site/shared/searchShards.ts).

export interface IndexHeader {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

export interface IndexPage {
  title: string;
  content: string;
  routePath: string;
  lang: string;
  toc: IndexHeader[];
  version: string;
  description?: string;
  frontmatter?: unknown;
  [key: string]: unknown;
}
