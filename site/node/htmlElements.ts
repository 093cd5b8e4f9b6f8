// The element names a page may carry (WHATWG HTML's elements, with SVG's and MathML's inside <svg>
// and <math>): what site/node/pageCheck.ts accepts as raw HTML in Markdown. Anything else, written where
// Markdown passes HTML through (`[RefCell<T>](…)`, `Vec<String> 中…` in prose), becomes an unknown
// element: the browser shows nothing for it, the Nu Html Checker rejects the page, and the feeds and
// search lose the text.

export const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  `a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col
  colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3
  h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta meter
  nav noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script search section
  select slot small source span strong style sub summary sup table tbody td template textarea tfoot th thead time
  title tr track u ul var video wbr svg math`.split(/\s+/),
);

/** Inside <svg> and <math> (lower-cased, as the checks compare them). */
export const FOREIGN_ELEMENTS: ReadonlySet<string> = new Set(
  `a animate animatemotion animatetransform circle clippath defs desc ellipse feblend fecolormatrix fecomposite
  feflood fegaussianblur femerge femergenode feoffset filter foreignobject g image line lineargradient marker mask
  metadata mpath path pattern polygon polyline radialgradient rect set stop style switch symbol text textpath title
  tspan use view mi mn mo ms mtext mrow msup msub msubsup mfrac msqrt mroot mtable mtr mtd mspace mpadded mphantom
  semantics annotation annotation-xml munder mover munderover mstyle merror`.split(/\s+/),
);

export interface UnknownTag {
  /** the tag as written, '<T>' */
  tag: string;
  /** offset in the text */
  index: number;
}

/**
 * The tags in a piece of raw HTML that name no HTML element (custom elements, with a '-', are
 * allowed; inside <svg>/<math>, their elements are). Comments are skipped. Markdown hands inline HTML
 * over tag by tag, so `state` carries the <svg>/<math> depth from one piece to the next.
 */
export function unknownTags(html: string, state: { foreign: number } = { foreign: 0 }): UnknownTag[] {
  const out: UnknownTag[] = [];
  const text = html.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length));
  for (const m of text.matchAll(/<(\/?)([A-Za-z][A-Za-z0-9:-]*)(?=[\s/>])[^>]*?(\/?)>/g)) {
    const [whole, closing, raw, selfClosing] = m;
    const name = raw.toLowerCase();
    if (name === 'svg' || name === 'math') {
      if (closing) state.foreign = Math.max(0, state.foreign - 1);
      else if (!selfClosing) state.foreign++;
      continue;
    }
    if (name.includes('-') || HTML_ELEMENTS.has(name) || (state.foreign > 0 && FOREIGN_ELEMENTS.has(name))) continue;
    out.push({ tag: whole.length > 40 ? `${whole.slice(0, 40)}…` : whole, index: m.index });
  }
  return out;
}
