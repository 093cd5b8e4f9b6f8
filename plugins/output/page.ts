import { SAXParser, type EndTag, type StartTag } from 'parse5-sax-parser';

// One built HTML page, read once with parse5's SAX parser and changed by edits at the parser's source
// offsets: everything the edits do not touch stays byte for byte as Rspress wrote it. The post-build
// steps (paintFirst.ts, csp.ts) read the page through this model and record edits; `toString()` applies
// them.
//
// The steps need the <head>, its <meta> and <link> tags, and every <script> with its text, so the page
// is read as a stream of tags and not built into a tree: parse5's tree construction was two thirds of the
// pass, and the pass grew with the page (each carries its section's sidebar: 20 ms a page at 1,000
// generated articles, 60 ms at 3,000). The SAX parser follows what the tree builder would decide about the
// tokenizer (raw text in <script>, <style>, <title>, <textarea>, <noscript>…, markup inside <svg> and
// <math>). tests/build/builtPage.test.ts checks the elements against parse5's full tree over every page
// of the production build, and postBuild.test.ts over the edge cases.

/** The tags the steps read (page.all): only these are recorded. */
export const RECORDED_TAGS: ReadonlySet<string> = new Set(['head', 'meta', 'link', 'script']);

const VOID: ReadonlySet<string> = new Set(['meta', 'link']);

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

export class BuiltPage {
  readonly elements: Element[] = [];
  private readonly edits: Edit[] = [];

  constructor(readonly source: string) {
    const open: Element[] = []; // recorded elements waiting for their end tag
    // A self-closing <script/> runs to its </script> in HTML but is complete inside <svg>: which one it
    // was shows in what the parser reports next (its text or its end tag, or anything else).
    let selfClosed: Element | null = null;
    const settle = (continues: boolean) => {
      if (selfClosed && !continues) open.splice(open.indexOf(selfClosed), 1);
      selfClosed = null;
    };
    const close = (el: Element, at: number, endTagStart: number) => {
      el.end = at;
      el.text = source.slice(el.startTagEnd, endTagStart);
      open.splice(open.indexOf(el), 1);
    };
    const parser = new SAXParser({ sourceCodeLocationInfo: true });
    parser.on('startTag', (token: StartTag) => {
      settle(false);
      const loc = token.sourceCodeLocation!;
      if (!RECORDED_TAGS.has(token.tagName)) return;
      const el: Element = {
        tag: token.tagName,
        attrs: Object.fromEntries(token.attrs.map((a) => [a.name, a.value])),
        start: loc.startOffset,
        end: loc.endOffset,
        startTagEnd: loc.endOffset,
        text: '',
      };
      this.elements.push(el);
      if (VOID.has(el.tag)) return;
      open.push(el);
      if (token.selfClosing) selfClosed = el;
    });
    parser.on('text', () => settle(true));
    parser.on('endTag', (token: EndTag) => {
      settle(selfClosed?.tag === token.tagName);
      const loc = token.sourceCodeLocation!;
      const el = open.findLast((e) => e.tag === token.tagName);
      if (el) close(el, loc.endOffset, loc.startOffset);
    });
    parser.on('comment', () => settle(false));
    // A stream, written once: Node runs the parser on the text within this call, and every complete tag
    // is reported before it returns. What is still open then runs to the end of the page, as the
    // browser runs an unclosed script.
    parser.write(source);
    settle(false);
    for (const el of [...open]) close(el, source.length, source.length);
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
