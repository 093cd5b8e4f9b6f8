import { Tokenizer, TokenizerMode, type Token } from 'parse5';

// One built HTML page, read once with a real HTML tokenizer (parse5's) and changed by edits at the
// tokenizer's source offsets: everything the edits do not touch stays byte for byte as Rspress wrote it.
// The post-build steps (paintFirst.ts, csp.ts) read the page through this model and record edits;
// `toString()` applies them.
//
// The steps need the <head>, its <meta> and <link> tags, and every <script> with its text, so the page
// is tokenized and not built into a tree: parse5's tree construction was two thirds of the pass, and
// the pass grew with the page (each carries its section's sidebar: 20 ms a page at 1,000 generated
// articles, 60 ms at 3,000). What the tree builder would decide about those elements is followed here:
// the text of <script>, <style>, <title>, <textarea>, <noscript> (scripting on), <iframe>, <xmp>,
// <noembed>, <noframes> and <plaintext> is raw text, not markup; inside <svg> and <math> it is not.
// tests/build/builtPage.test.ts checks the elements against parse5's full tree over every page of the
// production build, and postBuild.test.ts over the edge cases above.

/** The tags the steps read (page.all): only these are recorded. */
export const RECORDED_TAGS = new Set(['head', 'meta', 'link', 'script']);

const TEXT_MODES: Record<string, number> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};
const VOID = new Set(['meta', 'link']);

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
    let foreign = 0; // depth inside <svg>/<math>, where text is markup
    const open: Element[] = []; // recorded elements waiting for their end tag
    const close = (el: Element, at: number, endTagStart: number) => {
      el.end = at;
      el.text = source.slice(el.startTagEnd, endTagStart);
      open.splice(open.indexOf(el), 1);
    };
    const handler = {
      onStartTag: (token: Token.TagToken) => {
        const tag = token.tagName;
        const loc = token.location!;
        if (RECORDED_TAGS.has(tag)) {
          const el: Element = {
            tag,
            attrs: Object.fromEntries(token.attrs.map((a) => [a.name, a.value])),
            start: loc.startOffset,
            end: loc.endOffset,
            startTagEnd: loc.endOffset,
            text: '',
          };
          this.elements.push(el);
          // In HTML a self-closing <script/> still has text up to </script>; in SVG it is complete.
          if (!VOID.has(tag) && !(token.selfClosing && foreign > 0)) open.push(el);
        }
        if ((tag === 'svg' || tag === 'math') && !token.selfClosing) foreign++;
        else if (foreign === 0 && tag in TEXT_MODES) tokenizer.state = TEXT_MODES[tag];
        tokenizer.inForeignNode = foreign > 0;
      },
      onEndTag: (token: Token.TagToken) => {
        const tag = token.tagName;
        const loc = token.location!;
        if ((tag === 'svg' || tag === 'math') && foreign > 0) foreign--;
        tokenizer.inForeignNode = foreign > 0;
        const el = open.findLast((e) => e.tag === tag);
        if (el) close(el, loc.endOffset, loc.startOffset);
      },
      onEof: () => {
        for (const el of [...open]) close(el, source.length, source.length);
      },
      onComment() {},
      onDoctype() {},
      onCharacter() {},
      onNullCharacter() {},
      onWhitespaceCharacter() {},
      onParseError: null,
    };
    const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
    tokenizer.write(source, true);
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
