// Spec §9: 'Search results shown: 7'. Rspress 2.0.22 passes limit 7 to FlexSearch per field and per
// index (title, headers, content × full, CJK, Cyrillic) and merges them, so a broad query such as
// 'Rust' showed 16 pages. This keeps the hits of the first `max` pages (in the order the search
// ranked them) in every local result group; remote/custom groups are left alone.

export const SEARCH_PAGES_SHOWN = 7;

interface Hit {
  link?: string;
}
interface Group {
  renderType?: string;
  result?: unknown;
}

const pageOf = (link: string) => link.split('#')[0];

/** Trims each default-render group in place to the hits of its first `max` pages. */
export function capSearchPages(groups: Group[], max = SEARCH_PAGES_SHOWN): void {
  for (const group of groups) {
    if ((group.renderType ?? 'default') !== 'default' || !Array.isArray(group.result)) continue;
    const pages = new Set<string>();
    group.result = (group.result as Hit[]).filter((hit) => {
      const page = pageOf(hit.link ?? '');
      if (pages.has(page)) return true;
      if (pages.size >= max) return false;
      pages.add(page);
      return true;
    });
  }
}
