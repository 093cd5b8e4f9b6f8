import { HomeBackground, HomeFooter, type HomeLayoutProps } from '@rspress/core/theme-original';
import { HomeFeature } from './HomeFeature';
import { HomeHero } from './HomeHero';
import { MAIN_TARGET_ID } from './SkipLink';

/**
 * The home page as the theme composes it (background, hero, features, footer, the Layout's slots
 * between them), with the hero, features and latest posts inside one <main> landmark that is also
 * the skip link's target; the footer stays outside it. The theme's own HomeLayout renders them side
 * by side with no landmark. (The page's Markdown copy is made from its front matter: site/llms.ts.)
 */
export function HomeLayout(props: HomeLayoutProps) {
  const { beforeHero, afterHero, beforeFeatures, afterFeatures, beforeHeroActions, afterHeroActions } = props;
  return (
    <>
      <HomeBackground />
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
