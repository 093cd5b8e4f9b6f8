import path from 'node:path';

/**
 * Where the build writes a file for Rspress to read back (the list pages of plugins/posts, the icon style sheet
 * of plugins/social-icons): node_modules/.cache/free-blog/ under the project the build runs in.
 */
export function generatedPath(...parts: string[]): string {
  return path.join(process.cwd(), 'node_modules', '.cache', 'free-blog', ...parts);
}
