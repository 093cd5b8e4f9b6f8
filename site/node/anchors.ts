// The anchors of a page's headings as Rspress makes them (patches/internals.ts, 'heading-anchor-ids'):
// github-slugger over each heading's text, its inline code kept in backticks and its emphasis in
// Markdown marks, in document order (a repeated text gets -1, -2 …), or the id written `## 标题 {#id}`.
// A page without an H1 also answers to its title's slug (Rspress shows the title as its heading).
// Rspress's own Slugger and id parser are used, from its shared package.
import Slugger, { slug } from '@rspress/shared/github-slugger';
import { extractTextAndId } from '@rspress/shared/node-utils';

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

/** A heading child's text as Rspress's toc reads it: inline Markdown kept (`code`, **strong**, *em*, ~~del~~). */
function childText(node: MdNode): string {
  const inner = () => (node.children ?? []).map(childText).join('');
  switch (node.type) {
    case 'text':
      return node.value ?? '';
    case 'inlineCode':
      return `\`${node.value ?? ''}\``;
    case 'strong':
      return `**${inner()}**`;
    case 'emphasis':
      return `*${inner()}*`;
    case 'delete':
      return `~~${inner()}~~`;
    case 'link':
      return inner();
    default:
      return '';
  }
}

/** The anchor ids of a page (its mdast tree: only top-level headings count, as in Rspress's toc). */
export function headingAnchors(tree: MdNode, title?: unknown): Set<string> {
  const slugger = new Slugger();
  const ids = new Set<string>();
  let h1 = false;
  for (const node of tree.children ?? []) {
    if (node.type !== 'heading' || !node.depth || !node.children) continue;
    if (node.depth === 1) h1 = true;
    let customId = '';
    const text = node.children
      .map((child) => {
        if (child.type !== 'text') return childText(child);
        const [part, id] = extractTextAndId(child.value);
        customId = id;
        return part;
      })
      .join('')
      .trim();
    ids.add(customId || slugger.slug(text));
  }
  if (!h1 && typeof title === 'string') {
    const fallback = slug(extractTextAndId(title)[0].trim());
    if (fallback) ids.add(fallback);
  }
  return ids;
}
