// The outline (ON THIS PAGE) on Rspress's public hooks and components, in place of its Outline and Toc.
//
// Ejected from @rspress/core 2.0.22 (dist/theme/components/Outline/index.js, Outline/ScrollToTop.js,
// Toc/index.js, Toc/TocItem.js; recorded in patches/theme/internals.ts) because two of their scrolls are
// made by script with behavior 'smooth', which CSS cannot turn off under prefers-reduced-motion (WCAG
// 2.3.3): the outline keeping its active item in view, and the back-to-top button. Everything else is
// Rspress's: the same markup and classes (its CSS is imported as is), the headings from useDynamicToc,
// the active heading from useActiveAnchor, the edit link, the reading progress. `Toc` is exported too,
// so the mobile outline (Rspress's SidebarMenu renders the theme's Toc) follows the same rule.
import { useI18n, useSite } from '@rspress/core/runtime';
import {
  EditLink,
  IconScrollToTop,
  Link,
  parseInlineMarkdownText,
  ReadPercent,
  renderInlineMarkdown,
  SvgWrapper,
  useActiveAnchor,
  useDynamicToc,
  useReadPercent,
} from '@rspress/core/theme-original';
import { useEffect, useRef } from 'react';
import { centerInScroller, scrollBehavior } from '../lib/motion';
import '../../patches/theme/outline.css';

/** Depth 2 headings sit flush; each level below is indented 12 px. */
const BASE_LEVEL = 2;
const INDENT_PX = 12;

type Header = ReturnType<typeof useDynamicToc>[number];

function TocItem({ header, active }: { header: Header; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Keep the active heading's entry in view inside the outline's own scroller, never the page.
    if (active && ref.current) centerInScroller(ref.current, '.rp-doc-layout__outline, .rspress-doc', scrollBehavior());
  }, [active]);
  return (
    <Link
      href={`#${header.id}`}
      ref={ref}
      title={parseInlineMarkdownText(header.text)}
      className={active ? 'rp-toc-item rp-toc-item--active' : 'rp-toc-item'}
      style={{ paddingLeft: (header.depth - BASE_LEVEL) * INDENT_PX }}
      data-depth={header.depth - BASE_LEVEL}
    >
      <span className="rp-toc-item__text rp-doc" {...renderInlineMarkdown(header.text)} />
    </Link>
  );
}

export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header, index) => (
        <TocItem key={`${header.depth}_${header.text}_${header.id}_${index}`} header={header} active={activeAnchorId === header.id} />
      ))}
    </>
  );
}

function ScrollToTop() {
  const t = useI18n();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < 100) return null;
  return (
    <button type="button" className="rp-outline__action-row rp-scroll-to-top" onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}>
      <SvgWrapper icon={IconScrollToTop} width="16" height="16" />
      <span>{t('scrollToTopText')}</span>
    </button>
  );
}

export function Outline() {
  const t = useI18n();
  const { site } = useSite();
  const enableScrollToTop = site.themeConfig.enableScrollToTop ?? true;
  return (
    <div className="rp-outline">
      <div className="rp-outline__title">
        {t('outlineTitle')}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className="rp-outline__toc rp-scrollbar">
        <Toc />
      </nav>
      <div className="rp-outline__divider" />
      <div className="rp-outline__bottom">
        <EditLink isOutline />
        {enableScrollToTop && <ScrollToTop />}
      </div>
    </div>
  );
}
