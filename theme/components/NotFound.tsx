import { Link } from '@rspress/core/theme-original';
import { useHead, useI18n, usePageData } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { homeLinkFor, stripDefaultLangPrefix } from '../lib/notFound';

// Replaces the theme's NotFoundLayout: the spec wants an empty document title on the 404 page
// (v2 renders '404 - My Blog'), and the texts '404', 'PAGE NOT FOUND' and 'Take me home'.
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  useHead({ title: '', titleTemplate: '' });

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
    <div className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </div>
  );
}
