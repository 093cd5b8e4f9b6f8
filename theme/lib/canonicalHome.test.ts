import { describe, expect, it } from 'vitest';
import { canonicalHomeUrl } from './canonicalHome';

describe('canonicalHomeUrl', () => {
  it('adds the slash to the bare base, keeping query and hash', () => {
    expect(canonicalHomeUrl({ pathname: '/free-blog', search: '', hash: '' }, '/free-blog/')).toBe('/free-blog/');
    expect(canonicalHomeUrl({ pathname: '/free-blog', search: '?a=1', hash: '#x' }, '/free-blog/')).toBe('/free-blog/?a=1#x');
  });
  it('leaves every other address alone', () => {
    expect(canonicalHomeUrl({ pathname: '/free-blog/', search: '', hash: '' }, '/free-blog/')).toBeNull();
    expect(canonicalHomeUrl({ pathname: '/free-blog/hello', search: '', hash: '' }, '/free-blog/')).toBeNull();
    expect(canonicalHomeUrl({ pathname: '/free-blogs', search: '', hash: '' }, '/free-blog/')).toBeNull();
    expect(canonicalHomeUrl({ pathname: '/', search: '', hash: '' }, '/')).toBeNull();
  });
});
