// The layouts only some pages render travel in those pages' own chunks, not in every page's first load:
// the home page's (hero, features, latest posts) and the overview pages'. plugins/page-layouts adds to such
// a page's compiled Markdown an import of its layout (theme/layouts/*), whose `provide()` hands the
// component over here; Rspress evaluates a page's module before it renders the page (hydration, a
// client-side navigation, the static render alike), so the layout is here whenever a page needs it.
// The theme's HomeLayout and Overview (theme/index.tsx) render what was provided.
import type { ComponentType } from 'react';

export type PageLayoutName = 'home' | 'overview';

// A component is provided each time a page module that needs it is evaluated, the same one every time (a new
// one after a hot update). The map is per process, so the static render's check in ProvidedLayouts.tsx
// catches a site where no page provided a layout a page asks for; that each page that asks provides it is
// tests/output/first-load.test.ts's (every page's scripts, by its front matter).
const provided = new Map<PageLayoutName, ComponentType<never>>();

/** Records the layout and returns it (the page's module exports it: a module exporting components only keeps Fast Refresh). */
export function provideLayout<P>(name: PageLayoutName, component: ComponentType<P>): ComponentType<P> {
  provided.set(name, component as ComponentType<never>);
  return component;
}

/** The layout a page's module provided, or undefined when none did. */
export function providedLayout<P>(name: PageLayoutName): ComponentType<P> | undefined {
  return provided.get(name) as ComponentType<P> | undefined;
}
