// A Markdown table whose first header cell is left blank (`|  | Rust | Java |`, the corner of a
// comparison table) renders an empty <th>: a header that names nothing, which screen readers announce
// as the header of its whole column (axe 'empty-table-header'). An empty header cell becomes a plain
// <td>; the table looks the same and its other headers are unchanged.
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

const isEmpty = (node: HastNode): boolean =>
  (node.children ?? []).every((c) => (c.type === 'text' ? !c.value?.trim() : c.type === 'comment' || (c.type === 'element' && c.tagName === 'br')));

export function rehypeEmptyHeaderCells() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'th' && isEmpty(node)) node.tagName = 'td';
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
