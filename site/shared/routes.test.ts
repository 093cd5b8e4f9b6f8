import { describe, expect, it } from 'vitest';
import { folderOf, normalizeRoute, routeOfDocFile, sectionKey } from './routes';

describe('routes', () => {
  it.each([
    ['/work/index.html', '/work/'],
    ['/work/index', '/work/'],
    ['/work/', '/work/'],
    ['/rust/error/panic.html', '/rust/error/panic'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/hello?x=1#top', '/hello'],
    ['/free-blog/work/java/index', '/free-blog/work/java/'],
  ])('normalizeRoute(%s) = %s', (input, route) => expect(normalizeRoute(input)).toBe(route));

  it.each([
    ['index.md', '/'],
    ['hello.mdx', '/hello'],
    ['work/index.md', '/work/'],
    ['work/java/java-spi.md', '/work/java/java-spi'],
    ['rust\\error\\rust-Result.md', '/rust/error/rust-Result'],
  ])('routeOfDocFile(%s) = %s', (file, route) => expect(routeOfDocFile(file)).toBe(route));

  it.each([
    ['/', 'home'],
    ['/hello', 'hello'],
    ['/work/', 'work'],
    ['/work/java/java-spi', 'work'],
    ['/rust/case/rust-minigrep', 'rust'],
    ['/collection-article/index.html', 'collection-article'],
  ])('sectionKey(%s) = %s', (route, key) => expect(sectionKey(route)).toBe(key));

  it.each([
    ['/work/ai/lang-chain-rag', '/work/ai/'],
    ['/work/ai/', '/work/ai/'],
    ['/hello', '/'],
    ['/', '/'],
  ])('folderOf(%s) = %s', (route, folder) => expect(folderOf(route)).toBe(folder));
});
