import { Link } from '@rspress/core/theme-original';
import { useHead, useI18n, usePageData } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { homeLinkFor, stripDefaultLangPrefix } from '../lib/notFound';
import { MAIN_TARGET_ID } from './SkipLink';

// Replaces the theme's NotFoundLayout: the spec wants the 404 page's own title empty (v2 renders
// '404 - My Blog'), so the document title is the site title alone ('My Blog'; an empty <title> fails
// WCAG 2.4.2), and the texts '404', 'PAGE NOT FOUND' and 'Take me home', in the page's <main>.
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  useHead({ title: siteData.title, titleTemplate: '%s' });

  useEffect(() => {
    // A path carrying the default-language prefix (/zh-CN/hello) is sent to the path without it.
    const target = stripDefaultLangPrefix(window.location.pathname, siteData.lang);
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, [siteData.lang]);

  const home = homeLinkFor({
    defaultLang: siteData.lang,
    defaultVersion: siteData.multiVersion?.default,
    lang: page.lang,
    version: page.version,
  });
  return (
    <main className="rp-not-found" id={MAIN_TARGET_ID} tabIndex={-1}>
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
