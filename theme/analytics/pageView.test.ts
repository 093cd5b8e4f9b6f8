import { describe, expect, it } from 'vitest';
import { pagePath, pageViewParams, safePageLocation, samePath } from './pageView';

describe('safePageLocation', () => {
  it('drops the giscus session and any other parameter that may be a secret', () => {
    expect(safePageLocation('https://free-blog-dev.github.io/free-blog/work/?giscus=FAKE')).toBe(
      'https://free-blog-dev.github.io/free-blog/work/',
    );
    expect(safePageLocation('https://x.io/free-blog/hello?token=t&access_key=k&code=c&session=s&q=1')).toBe(
      'https://x.io/free-blog/hello',
    );
  });

  it('keeps utm_* campaign tags and drops the hash', () => {
    expect(safePageLocation('https://x.io/free-blog/hello?utm_source=rss&giscus=S&utm_medium=feed#章节')).toBe(
      'https://x.io/free-blog/hello?utm_source=rss&utm_medium=feed',
    );
  });
});

describe('pagePath', () => {
  it('keeps the base and drops .html and a trailing /index', () => {
    expect(pagePath('/free-blog/hello')).toBe('/free-blog/hello');
    expect(pagePath('/free-blog/hello.html')).toBe('/free-blog/hello');
    expect(pagePath('/free-blog/work/index')).toBe('/free-blog/work/');
    expect(pagePath('/free-blog/work/')).toBe('/free-blog/work/');
  });

  it('treats spellings of one page as the same path', () => {
    expect(samePath('/free-blog/hello.html', '/free-blog/hello')).toBe(true);
    expect(samePath('/free-blog/work/index', '/free-blog/work/')).toBe(true);
    expect(samePath('/free-blog/work/', '/free-blog/work/java/')).toBe(false);
  });
});

describe('pageViewParams', () => {
  it('is the event payload', () => {
    expect(
      pageViewParams({
        href: 'http://127.0.0.1:4202/free-blog/nope?giscus=X',
        pathname: '/free-blog/nope',
        title: '',
        kind: '404',
      }),
    ).toEqual({
      page_path: '/free-blog/nope',
      page_title: '',
      page_location: 'http://127.0.0.1:4202/free-blog/nope',
      page_type: '404',
    });
  });
});
