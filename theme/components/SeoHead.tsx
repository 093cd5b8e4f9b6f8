// Global UI component registered by pluginSeo: puts the canonical link, Open Graph and Twitter tags,
// the feed and sitemap links and the page's JSON-LD into <head> with unhead, so they are in the static
// HTML (SSG) and stay right after client-side navigation. It renders nothing. Its useHead entry is
// registered after the theme Layout's, so its og:type/og:title/og:description win unhead's
// de-duplication.
import { useHead, usePage } from '@rspress/core/runtime';
import type { PageFrontMatter } from '../../site/shared/frontmatter';
import { jsonLdText, type SeoPage, type SeoSite, seoHeadTags, structuredData } from '../../site/shared/seo';

export default function SeoHead(props: SeoSite) {
  const { page } = usePage();
  // The build has checked every page's front matter against the schema (site/shared/frontmatter.ts).
  const frontmatter = (page.frontmatter ?? {}) as PageFrontMatter;
  const seoPage: SeoPage = { routePath: page.routePath, pageType: page.pageType, title: frontmatter.title ?? page.title, description: page.description, frontmatter };
  const tags = seoHeadTags(props, seoPage);
  const data = structuredData(props, seoPage);
  // A data block, not a script: the CSP (plugins/output) hashes only scripts that run.
  useHead({
    ...tags,
    script: data ? [{ type: 'application/ld+json', key: 'fb-jsonld', innerHTML: jsonLdText(data) }] : [],
  });
  return null;
}
