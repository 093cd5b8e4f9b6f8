import { parse } from 'parse5';

// One built HTML page, parsed once with a real HTML parser (parse5) and changed by edits at the
// parser's source offsets: everything the edits do not touch stays byte for byte as Rspress wrote it.
// The post-build steps (paintFirst.ts, csp.ts) read the page through this model and record edits;
// `toString()` applies them.

export interface Element {
  tag: string;
  attrs: Record<string, string>;
  /** Source offsets of the whole element, and of the end of its start tag. */
  start: number;
  end: number;
  startTagEnd: number;
  /** For raw-text elements (script, style): the text between the tags, exactly as in the source. */
  text: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
  /** Inline scripts the inserted markup carries (the CSP hashes them). */
  scripts: string[];
}

interface P5Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
  content?: P5Node;
  sourceCodeLocation?: {
    startOffset: number;
    endOffset: number;
    startTag?: { endOffset: number };
    endTag?: { startOffset: number };
  } | null;
}

export class BuiltPage {
  readonly elements: Element[] = [];
  private readonly edits: Edit[] = [];

  constructor(readonly source: string) {
    const walk = (node: P5Node) => {
      const loc = node.sourceCodeLocation;
      // Elements the parser made up (an implied <head>) have no location and nothing to edit.
      if (node.tagName && loc?.startTag) {
        const startTagEnd = loc.startTag.endOffset;
        this.elements.push({
          tag: node.tagName,
          attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
          start: loc.startOffset,
          end: loc.endOffset,
          startTagEnd,
          text: loc.endTag ? source.slice(startTagEnd, loc.endTag.startOffset) : '',
        });
      }
      for (const child of node.childNodes ?? []) walk(child);
      if (node.content) walk(node.content);
    };
    walk(parse(source, { sourceCodeLocationInfo: true }) as unknown as P5Node);
  }

  /** Elements with this tag name, in document order. */
  all(tag: string): Element[] {
    return this.elements.filter((e) => e.tag === tag);
  }

  /** Replaces the element (or, with '', removes it). `scripts`: inline scripts `text` carries. */
  replace(el: Element, text: string, scripts: string[] = []): void {
    this.edit({ start: el.start, end: el.end, text, scripts });
  }

  /** Inserts markup right after the start tag of `el`. */
  insertAfterStartTag(el: Element, text: string, scripts: string[] = []): void {
    this.edit({ start: el.startTagEnd, end: el.startTagEnd, text, scripts });
  }

  private removed(el: Element): boolean {
    return this.edits.some((e) => e.start < e.end && e.start <= el.start && el.end <= e.end);
  }

  /** The text of every inline script the page will run (no src, an executable type), after the edits so far. */
  inlineScripts(): string[] {
    const executable = (el: Element) => {
      const type = el.attrs.type?.trim().toLowerCase();
      // Data blocks (JSON and the like) are not executed and need no hash.
      return !type || ['text/javascript', 'module', 'application/javascript'].includes(type);
    };
    const kept = this.all('script').filter((el) => !('src' in el.attrs) && executable(el) && !this.removed(el));
    return [...kept.map((el) => el.text), ...this.edits.flatMap((e) => e.scripts)];
  }

  private edit(edit: Edit): void {
    const overlaps = this.edits.some((e) => edit.start < e.end && e.start < edit.end);
    if (overlaps) throw new Error(`BuiltPage: overlapping edits at ${edit.start}–${edit.end}`);
    this.edits.push(edit);
  }

  /** The page with every edit applied. */
  toString(): string {
    let out = this.source;
    // From the end backwards, so earlier offsets stay valid; insertions at one offset keep their order.
    const order = this.edits.map((e, i) => ({ e, i })).sort((a, b) => b.e.start - a.e.start || b.i - a.i);
    for (const { e } of order) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    return out;
  }
}
