// Rspress puts a '#' link before every heading's text and marks it aria-hidden, yet leaves it in
// the tab order: axe 'aria-hidden-focus' (a keyboard stop that screen readers cannot name).
// The heading itself stays the link target; the '#' keeps working for the mouse.
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function classesOf(node: HastNode): string[] {
  const c = node.properties?.class ?? node.properties?.className;
  if (Array.isArray(c)) return c.map(String);
  return typeof c === 'string' ? c.split(/\s+/) : [];
}

export function rehypeAnchorTabindex() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'a' && classesOf(node).includes('rp-header-anchor')) {
        node.properties = { ...node.properties, tabIndex: -1 };
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
