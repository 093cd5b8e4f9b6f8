import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS, navbarHiddenAfterScroll, navbarHideMode, throttle } from '../lib/navbarHide';
import { testOverrides } from '../lib/testOverrides';

/**
 * themeConfig.hideNavbar (never | always | scroll; 'auto' is scroll): Rspress v2 types the key but
 * never reads it. Sets html[data-fb-navbar-mode] and, while the navbar is hidden,
 * html[data-fb-navbar="hidden"]; theme/index.css slides .rp-nav out.
 */
export function useNavbarHide() {
  const { site } = useSite();
  const { pathname } = useLocation();
  const configured = (site.themeConfig as { hideNavbar?: unknown }).hideNavbar;

  useEffect(() => {
    const override = testOverrides().hideNavbar;
    const mode = navbarHideMode(override ?? configured);
    const html = document.documentElement;
    const setHidden = (hidden: boolean) => {
      if (hidden) html.dataset.fbNavbar = 'hidden';
      else delete html.dataset.fbNavbar;
    };
    html.dataset.fbNavbarMode = mode;
    if (mode === 'never') {
      setHidden(false);
      return;
    }
    if (mode === 'always') {
      setHidden(true);
      return () => setHidden(false);
    }
    let lastY = window.scrollY;
    let hidden = false;
    setHidden(false);
    const onScroll = throttle(() => {
      const y = window.scrollY;
      const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height || 64;
      const next = navbarHiddenAfterScroll(lastY, y, hidden, navHeight);
      lastY = y;
      if (next !== hidden) {
        hidden = next;
        setHidden(hidden);
      }
    }, NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
      setHidden(false);
    };
    // A new page starts with the navbar shown.
  }, [configured, pathname]);
}
