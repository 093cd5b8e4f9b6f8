// The production build the output tests read, and docs/ as they expect it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_URL } from '../../site/shared/constants';
import { isArticle as isArticlePage } from '../../site/shared/pageKind';
import { ALL_ROUTES, frontmatterOf } from '../e2e/routes';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUT = path.resolve(ROOT, process.env.BLOG_OUT_DIR ?? 'doc_build');
export { ALL_ROUTES, frontmatterOf, SITE_URL };

/** An article's route, by the site's one rule (site/shared/pageKind.ts). */
export const isArticle = (route: string) => isArticlePage({ routePath: route });
export const canonicalOf = (route: string) => SITE_URL + route.replace(/^\//, '');
export const htmlFileOf = (route: string) => path.join(OUT, route === '/' ? 'index.html' : route.endsWith('/') ? `${route}index.html` : `${route}.html`);

/** YYYY-MM-DD of a YAML date (a Date or a string), or null. */
export function day(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** Every HTML file of the build. */
export function builtPages(): string[] {
  return fs
    .readdirSync(OUT, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export function requireBuild() {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error(`No build in ${OUT}: run npm run build first.`);
}
