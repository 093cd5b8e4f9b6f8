import { describe, expect, it } from 'vitest';
import { sectionOf } from './section';

describe('sectionOf', () => {
  it.each([
    ['/', 'home'],
    ['/hello', 'hello'],
    ['/work/', 'work'],
    ['/work/java/java-spi', 'work'],
    ['/rust/case/rust-minigrep', 'rust'],
    ['/collection-article/', 'collection-article'],
  ])('%s is in %s', (path, section) => expect(sectionOf(path)).toBe(section));
});
