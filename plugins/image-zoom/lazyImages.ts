// Article images load lazily and decode off the main thread: `loading="lazy" decoding="async"` on
// every Markdown image that does not say otherwise. This spares the bytes below the fold, and keeps a
// page change from ever waiting on an image: should page changes run as view transitions again, React's
// <ViewTransition> holds the new page back until every eager <img> in it has loaded (it did: a 2 s image
// made a click take 1 s), but never waits for a lazy one. An author can still write loading="eager" on
// an image that must come first.
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  /** MDX JSX elements: Rspress turns a Markdown image whose file it bundles into <img src={import}> */
  name?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: HastNode[];
}

const LAZY = { loading: 'lazy', decoding: 'async' } as const;

export function rehypeLazyImages() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'img') {
        node.properties = { ...LAZY, ...node.properties };
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
        const attributes = (node.attributes ??= []);
        for (const [name, value] of Object.entries(LAZY)) {
          if (!attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name)) attributes.push({ type: 'mdxJsxAttribute', name, value });
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
