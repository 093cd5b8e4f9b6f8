import { useHead, useLocation } from '@rspress/core/runtime';
import { Layout as BasicLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { LatestPosts } from './components/LatestPosts';
import { sectionOf } from './lib/section';
import './index.css';

export * from '@rspress/core/theme-original';
export { NotFoundLayout } from './components/NotFound';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { Overview } from './components/Overview';
export { SocialLinks } from './components/SocialLinks';

export function Layout() {
  const { pathname } = useLocation();
  // The current section on <html> (rendered into the static HTML too): the nav's 'Work' dropdown
  // has no active state of its own in v2, so CSS marks it from this attribute.
  useHead({ htmlAttrs: { 'data-section': sectionOf(pathname) } });
  useEffect(() => {
    // Marks the page interactive: the tests wait for it, and CSS may show JS-only controls after it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <BasicLayout afterFeatures={<LatestPosts />} />;
}
