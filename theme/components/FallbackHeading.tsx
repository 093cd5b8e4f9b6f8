import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { slug } from '../lib/slug';

// Ejected only to drop github-slugger (8 KB of Unicode tables in every first load): the heading
// Rspress renders when a page has no H1 of its own, and for the group titles of overview pages.
// Same markup and ids as v2's (see lib/slug.ts).
export function FallbackHeading({ level, title }: { level: number; title: string }) {
  const { Element, A } = useMemo(() => {
    const c = getCustomMDXComponent() as Record<string, React.ElementType>;
    return { Element: c[`h${level}`] ?? c.h1, A: c.a };
  }, [level]);
  const id = title && slug(title.trim());
  if (!id) return null;
  return (
    <Element id={id}>
      <span {...renderInlineMarkdown(title)} />
      <A className="rp-header-anchor" href={`#${id}`} aria-hidden>
        #
      </A>
    </Element>
  );
}
