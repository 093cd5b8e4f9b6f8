import { normalizeRoute } from '../../site/shared/routes';
// Builds the groups of an overview page (/work/, /rust/) from the section's sidebar.
// Rspress v2 turns a loose page into a group named after itself; the spec wants loose pages
// gathered under one default group, 'Others', listed last.

export const DEFAULT_GROUP_TITLE = 'Others';

export interface SidebarNode {
  text?: string;
  link?: string;
  items?: SidebarNode[];
  dividerType?: string;
  sectionHeaderText?: string;
}

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: OverviewHeader[];
}

export interface OverviewGroupData {
  name: string;
  items: OverviewItem[];
}

/** `/work/index` and `/work/` and `/work` are the same page. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => normalizeRoute(p).replace(/\/$/, '') || '/';
  return norm(a) === norm(b);
}

function leaves(node: SidebarNode): SidebarNode[] {
  if (node.items?.length) {
    const own = node.link ? [{ text: node.text, link: node.link }] : [];
    return [...own, ...node.items.flatMap(leaves)];
  }
  return node.link ? [node] : [];
}

export function buildOverviewGroups(
  sidebar: SidebarNode[],
  routePath: string,
  headersOf: (link: string) => OverviewHeader[],
): OverviewGroupData[] {
  const toItem = (node: SidebarNode): OverviewItem => ({
    text: node.text ?? '',
    link: node.link ?? '',
    headers: headersOf(node.link ?? ''),
  });
  const groups: OverviewGroupData[] = [];
  const others: OverviewItem[] = [];
  for (const node of sidebar) {
    if (node.items?.length) {
      const items = leaves(node).filter((n) => !samePath(n.link ?? '', routePath)).map(toItem);
      if (items.length) groups.push({ name: node.text ?? DEFAULT_GROUP_TITLE, items });
    } else if (node.link && !samePath(node.link, routePath)) {
      others.push(toItem(node));
    }
  }
  if (others.length) groups.push({ name: DEFAULT_GROUP_TITLE, items: others });
  return groups;
}

/** The spec's filter rule: case-insensitive, hyphens count as spaces. */
export function normalizeFilterText(s: string): string {
  return s.toLowerCase().replace(/-/g, ' ');
}

export function filterOverviewGroups(groups: OverviewGroupData[], query: string): OverviewGroupData[] {
  const q = normalizeFilterText(query.trim());
  if (!q) return groups;
  const hit = (text: string) => normalizeFilterText(text).includes(q);
  return groups.flatMap((group) => {
    if (hit(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (hit(item.text) || hit(item.link)) return [item];
      const headers = item.headers.filter((h) => hit(h.text));
      return headers.length ? [{ ...item, headers }] : [];
    });
    return items.length ? [{ ...group, items }] : [];
  });
}
