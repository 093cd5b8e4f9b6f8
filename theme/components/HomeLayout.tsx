import { HomeFooter, type HomeLayoutProps } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import '../../patches/theme/home-background.css';
import { HomeFeature } from './HomeFeature';
import { HomeHero } from './HomeHero';
import { MAIN_TARGET_ID } from './SkipLink';

const NOT_AT_TOP = 'notTopArrived';

/**
 * The home page as the theme composes it (background, hero, features, footer, the Layout's slots
 * between them), with the hero, features and latest posts inside one <main> landmark that is also
 * the skip link's target; the footer stays outside it. The theme's own HomeLayout renders them side
 * by side with no landmark. (The page's Markdown copy is made from its front matter: site/node/llms.ts.)
 * The background is the theme's <div> without its <style>: v2's HomeBackground writes the nav bar's
 * see-through look at the top of the page as a <style> element in <body>, which HTML allows only in
 * <head> (a Nu Html Checker error); the same rules are in index.css, on while `body` lacks
 * `notTopArrived`, which the effect below sets as v2's does (100 px down).
 */
export function HomeLayout(props: HomeLayoutProps) {
  useEffect(() => {
    const update = () => document.body.classList.toggle(NOT_AT_TOP, window.scrollY >= 100);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      document.body.classList.remove(NOT_AT_TOP);
    };
  }, []);
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <>
      <div className="rp-home-background" />
      <main id={MAIN_TARGET_ID} className="fb-home-main" tabIndex={-1}>
        {beforeHero}
        <HomeHero beforeHeroActions={beforeHeroActions} afterHeroActions={afterHeroActions} />
        {afterHero}
        {beforeFeatures}
        <HomeFeature />
        {afterFeatures}
      </main>
      <HomeFooter />
    </>
  );
}
