import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsPages } from '../../../site/node/pages';
import { topSectionLabels } from '../../../site/node/sections';
import { allPosts, listPages } from '../../../site/shared/posts';
import { FIXTURE_ROOT } from '../../support/fixtureRoot';

// The fixture site's pages, read from its content tree (tests/fixtures/site) by the walk the build makes,
// as tests/e2e/routes.ts reads docs/ for the blog: a sweep over the fixture site covers a page added to it
// without naming it.

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Its published pages (drafts left out, as in the production build): file relative to the root, route, front matter. */
export const FIXTURE_PAGES = docsPages(FIXTURE_ROOT).filter((p) => !p.draft);

/** The source file of a fixture page, relative to the repository ('tests/fixtures/site/guide/every-field.md'). */
export function fixtureSourceOf(route: string): string {
  const page = FIXTURE_PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`no fixture page has the route ${route}`);
  return path.relative(REPO_ROOT, path.join(FIXTURE_ROOT, page.file)).split(path.sep).join('/');
}

/** The list pages plugins/posts makes from the fixture's posts (archive, its sections, tags). */
const labels = topSectionLabels(FIXTURE_ROOT);
export const FIXTURE_LIST_ROUTES: readonly string[] = listPages(
  allPosts(
    FIXTURE_PAGES.map((p) => ({ routePath: p.route, frontmatter: p.frontmatter })),
    () => null,
  ),
  (area) => labels.get(area) ?? area,
).map((p) => p.route);

/** Every route of the fixture build that has a source: its pages, then the list pages. */
export const FIXTURE_ROUTES: readonly string[] = [...FIXTURE_PAGES.map((p) => p.route), ...FIXTURE_LIST_ROUTES];
