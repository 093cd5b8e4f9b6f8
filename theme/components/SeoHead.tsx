// Global UI component registered by pluginSeo: puts the canonical link, Open Graph and Twitter tags
// and the feed links into <head> with unhead, so they are in the static HTML (SSG) and stay right
// after client-side navigation. It renders nothing. Its useHead entry is registered after the
// theme Layout's, so its og:type/og:title/og:description win unhead's de-duplication.
import { useHead, usePage } from '@rspress/core/runtime';
import { type SeoSite, seoHeadTags } from '../../site/seo';

export default function SeoHead(props: SeoSite) {
  const { page } = usePage();
  const frontmatter = (page.frontmatter ?? {}) as Record<string, unknown>;
  const tags = seoHeadTags(props, {
    routePath: page.routePath,
    pageType: page.pageType,
    title: (frontmatter.title as string | undefined) ?? page.title,
    description: page.description,
    date: frontmatter.date,
    updated: frontmatter.updated,
  });
  useHead(tags);
  return null;
}
