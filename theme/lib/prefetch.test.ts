import { describe, expect, it } from 'vitest';
import { linkRoute, prefetchAllowed } from './prefetch';

describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j -> %s', (connection, allowed) => expect(prefetchAllowed(connection)).toBe(allowed));
});

describe('linkRoute', () => {
  const here = { origin: 'https://x.github.io', pathname: '/free-blog/rust/' };
  const link = (href: string, attrs: Record<string, string> = {}) => ({
    href: new URL(href, 'https://x.github.io/free-blog/rust/').href,
    target: attrs.target ?? '',
    hasAttribute: (name: string) => name in attrs,
  });

  it('gives the route of a link into the site', () => {
    expect(linkRoute(link('/free-blog/work/java/java-spi'), here, '/free-blog/')).toBe('/work/java/java-spi');
    expect(linkRoute(link('/free-blog/'), here, '/free-blog/')).toBe('/');
    expect(linkRoute(link('../network/#x'), here, '/free-blog/')).toBe('/network/');
  });

  it('is null for links that leave the site or the page stays', () => {
    expect(linkRoute(link('https://github.com/x'), here, '/free-blog/')).toBeNull();
    expect(linkRoute(link('/other-site/a'), here, '/free-blog/')).toBeNull();
    expect(linkRoute(link('/free-blogger/a'), here, '/free-blog/')).toBeNull();
    expect(linkRoute(link('#section'), here, '/free-blog/')).toBeNull();
    expect(linkRoute(link('/free-blog/work/', { target: '_blank' }), here, '/free-blog/')).toBeNull();
    expect(linkRoute(link('/free-blog/rss.xml'), here, '/free-blog/')).toBeNull();
    expect(linkRoute(link('/free-blog/a.zip', { download: '' }), here, '/free-blog/')).toBeNull();
  });
});
