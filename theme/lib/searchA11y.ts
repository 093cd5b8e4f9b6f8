// Pure helpers of the search dialog (theme/components/SearchPanel.tsx).

export interface Suggestion {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  link: string;
  query: string;
  statement?: string;
  highlightInfoList: { start: number; length: number }[];
}

/** Groups hits by page title, keeping first-seen order (the order the panel shows and ↑/↓ walk). */
export function groupSuggestions<T extends { title: string }>(list: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const g = groups.get(item.title);
    if (g) g.push(item);
    else groups.set(item.title, [item]);
  }
  return [...groups.entries()];
}

/** The sentence the live region announces (plain text; the query is never HTML). */
export function resultAnnouncement(o: {
  status: 'initial' | 'initing' | 'inited' | 'error';
  query: string;
  isSearching: boolean;
  count: number;
}): string {
  if (o.status === 'error') return '搜索索引加载失败';
  if (o.status === 'initing') return '正在加载搜索索引';
  if (!o.query || o.isSearching || o.status !== 'inited') return '';
  return o.count === 0 ? `没有找到“${o.query}”的结果` : `找到 ${o.count} 条结果`;
}
