import { describe, expect, it } from 'vitest';
import { homeLinkFor, stripDefaultLangPrefix } from './notFound';

describe('homeLinkFor', () => {
  it('is the root for the default language and version', () => {
    expect(homeLinkFor({ defaultLang: 'zh-CN', lang: 'zh-CN' })).toBe('/');
  });
  it('is prefixed by version and language when they differ from the defaults', () => {
    expect(homeLinkFor({ defaultLang: 'zh-CN', lang: 'en', defaultVersion: 'v2', version: 'v1' })).toBe('/v1/en/');
  });
});

describe('stripDefaultLangPrefix', () => {
  it('removes the default-language segment', () => {
    expect(stripDefaultLangPrefix('/free-blog/zh-CN/hello', 'zh-CN')).toBe('/free-blog/hello');
    expect(stripDefaultLangPrefix('/free-blog/zh-CN', 'zh-CN')).toBe('/free-blog/');
  });
  it('leaves other paths alone', () => {
    expect(stripDefaultLangPrefix('/free-blog/zh-CNx/hello', 'zh-CN')).toBeNull();
    expect(stripDefaultLangPrefix('/free-blog/nope', 'zh-CN')).toBeNull();
    expect(stripDefaultLangPrefix('/free-blog/nope', undefined)).toBeNull();
  });
});
