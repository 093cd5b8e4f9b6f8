import { useLocation } from '@rspress/core/runtime';
import { type ReactNode, useEffect, useRef, ViewTransition } from 'react';
import { usePageTransitionsAllowed } from '../hooks/useReducedMotion';

/**
 * Page changes use the View Transitions API (spec §4). Route changes are React transitions
 * (react-router's BrowserRouter with `useTransitions`, Rspress's default), so React's
 * <ViewTransition> calls document.startViewTransition around the commit that swaps the page:
 * the old page is captured before the DOM changes, which a route-change effect could not do.
 *
 * The boundary animates only the render in which the pathname changes (not hash-only changes
 * such as outline clicks), and never with reduced motion or without the API: then its class is
 * 'none' and React starts no view transition at all. It renders no DOM of its own, so the static
 * HTML is unchanged.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const allowed = usePageTransitionsAllowed();
  const { pathname } = useLocation();
  const committedPathname = useRef(pathname);
  useEffect(() => {
    committedPathname.current = pathname;
  }, [pathname]);
  const animate = allowed && pathname !== committedPathname.current;
  return <ViewTransition default={animate ? 'auto' : 'none'}>{children}</ViewTransition>;
}

/** The theme's Root slot (it wraps the whole app; the original renders its children as they are). */
export function PageTransitionRoot({ children }: { children: ReactNode }) {
  // The Markdown renderer behind llms.txt (SSG-MD) renders nothing inside <ViewTransition>.
  if (import.meta.env.SSG_MD) return <>{children}</>;
  return <PageTransition>{children}</PageTransition>;
}
