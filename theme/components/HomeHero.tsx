import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import '../../patches/theme/home-hero.css';

interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}
interface Hero {
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  image?: { src: string | { light: string; dark: string }; alt?: string };
}

// Ejected from the theme: v2 renders the hero name in a <div>, so the home page had no <h1>, and
// it renders front matter as HTML whenever a string looks like HTML. Here the name is the page's
// <h1> and every hero string is plain text.
export function HomeHero({ beforeHeroActions, afterHeroActions }: { beforeHeroActions?: ReactNode; afterHeroActions?: ReactNode }) {
  const { frontmatter } = useFrontmatter();
  const hero = (frontmatter?.hero ?? {}) as Hero;
  const lines = String(hero.text ?? '').split('\n').filter(Boolean);
  const src = typeof hero.image?.src === 'string' ? { light: hero.image.src, dark: hero.image.src } : hero.image?.src;
  return (
    <div className={hero.image ? 'rp-home-hero' : 'rp-home-hero rp-home-hero--no-image'}>
      <div className="rp-home-hero__container">
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand">{hero.name}</span>
          </h1>
          {lines.map((line) => (
            <p key={line} className="rp-home-hero__subtitle">
              {line}
            </p>
          ))}
        </div>
        {hero.tagline ? <p className="rp-home-hero__tagline">{hero.tagline}</p> : null}
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button key={action.link} type="a" href={action.link} theme={action.theme} className="rp-home-hero__action">
              {action.text}
            </Button>
          ))}
        </div>
        {afterHeroActions}
      </div>
      {src ? (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((mode) => (
            <img
              key={mode}
              src={normalizeImagePath(src[mode])}
              alt={hero.image?.alt ?? ''}
              width={375}
              height={375}
              // The home page's largest paint: fetched first, before the feature icons below it.
              fetchPriority="high"
              className={`rp-home-hero__image-img rp-home-hero__image-img--${mode}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
