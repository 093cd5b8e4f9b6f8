/** The top-level section of a route path without base: '/work/java/java-spi' -> 'work', '/' -> 'home'. */
export function sectionOf(routePath: string): string {
  const first = routePath.replace(/^\/+/, '').split('/')[0] ?? '';
  return first.replace(/\.html$/, '') || 'home';
}
