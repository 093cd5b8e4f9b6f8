import type { PageIndexInfo } from '@rspress/core';
import { pageSourceFile } from '../../patches/internals';
import type { PageFrontMatter } from '../../site/shared/frontmatter';
import { normalizeRoute } from '../../site/shared/routes';

/** What the output stages need of a page of the production build, as Rspress hands it to extendPageData. */
export interface BuiltPageInfo {
  /** normalised: '/work/java/java-spi', '/work/' */
  route: string;
  routePath: string;
  title: string;
  description?: string;
  frontmatter: PageFrontMatter;
  /** the page's source file (a page made by a plugin has a generated one) */
  file: string;
}

export function builtPageInfo(page: PageIndexInfo): BuiltPageInfo {
  // Every page's front matter has passed the schema (the content check runs before Rspress reads a page).
  const fm = (page.frontmatter ?? {}) as PageFrontMatter;
  return {
    route: normalizeRoute(page.routePath),
    routePath: page.routePath,
    title: page.title,
    description: fm.description ?? page.description,
    frontmatter: fm,
    file: pageSourceFile(page),
  };
}
