import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { hideAttribute } from '../lib/uiFlags';

/**
 * Applies the `?navbar=0`-style query flags (theme/lib/uiFlags.ts) as html[data-fb-hide]; CSS in
 * theme/index.css hides the parts. The query string is not known while the static HTML is
 * generated, so this runs in an effect after hydration (a statically generated page cannot
 * do it earlier without an inline script).
 */
export function useUiFlags() {
  const { search } = useLocation();
  useEffect(() => {
    const value = hideAttribute(search);
    const html = document.documentElement;
    if (value) html.dataset.fbHide = value;
    else delete html.dataset.fbHide;
  }, [search]);
}
