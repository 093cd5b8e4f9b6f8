import { parse } from 'parse5';
import { type Element, RECORDED_TAGS } from '../../plugins/output/page';

// What parse5's full tree says the page's recorded elements are: the reference the tokenizer-based
// BuiltPage (plugins/output/page.ts) is checked against in tests (plugins/output/postBuild.test.ts,
// tests/build/builtPage.test.ts).
interface P5Node {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
  content?: P5Node;
  sourceCodeLocation?: { startOffset: number; endOffset: number; startTag?: { endOffset: number }; endTag?: { startOffset: number } } | null;
}

export function treeElements(source: string): Element[] {
  const out: Element[] = [];
  const walk = (node: P5Node) => {
    const loc = node.sourceCodeLocation;
    if (node.tagName && RECORDED_TAGS.has(node.tagName) && loc?.startTag) {
      const startTagEnd = loc.startTag.endOffset;
      out.push({
        tag: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
        start: loc.startOffset,
        end: loc.endOffset,
        startTagEnd,
        text: loc.endTag ? source.slice(startTagEnd, loc.endTag.startOffset) : node.tagName === 'head' || node.tagName === 'script' ? source.slice(startTagEnd, loc.endOffset) : '',
      });
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(source, { sourceCodeLocationInfo: true }) as unknown as P5Node);
  return out.sort((a, b) => a.start - b.start);
}
