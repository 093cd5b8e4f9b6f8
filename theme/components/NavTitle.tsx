import { normalizeImagePath, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';

// The nav bar's title, given to the layout's `navTitle` slot. v2's own renders the light and the dark
// logo both with id="logo" (a duplicate id on every page, which the Nu Html Checker rejects) and
// alt="logo", which names nothing. Here the logo is named as what it is, the site's mark ('My Blog
// 标志'): not the bare title, which the text beside it already says (axe image-redundant-alt: the link
// would read the same words twice). Same markup and classes otherwise (the theme's CSS for them still
// loads with its Nav); one language, so the link goes to the home page.
export function NavTitle() {
  const { site } = useSite();
  const { logo, logoText, logoHref, title } = site;
  const name = title || logoText || 'Home';
  const image = (src: string, variant?: 'light' | 'dark') => (
    <img
      src={normalizeImagePath(src)}
      alt={`${name} 标志`}
      className={`rspress-logo rp-nav__title__logo-image${variant ? ` rp-nav__title__logo-image--${variant}` : ''}`}
    />
  );
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || '/'} className="rp-nav__title__link">
        {logo ? (
          <div className="rp-nav__title__logo">
            {typeof logo === 'string' ? image(logo) : (
              <>
                {image(logo.light, 'light')}
                {image(logo.dark, 'dark')}
              </>
            )}
          </div>
        ) : null}
        {logoText ? <span>{logoText}</span> : null}
        {!logo && !logoText ? <span>{name}</span> : null}
      </Link>
    </div>
  );
}
