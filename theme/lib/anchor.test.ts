import { describe, expect, it } from 'vitest';
import { ANCHOR_WARNING_PREFIX, anchorIdFromHash, anchorWarning } from './anchor';

describe('anchorIdFromHash', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#intro', 'intro'],
    ['intro', 'intro'],
    ['#%E7%A7%BB%E5%8A%A8', '移动'],
    ['#11-细节', '11-细节'],
    ['#%E0%A4%A', '%E0%A4%A'],
  ])('%j -> %j', (hash, id) => expect(anchorIdFromHash(hash)).toBe(id));
});

describe('anchorWarning', () => {
  it('names the missing id', () => {
    expect(anchorWarning('不存在')).toContain('#不存在');
    expect(anchorWarning('x').startsWith(ANCHOR_WARNING_PREFIX)).toBe(true);
  });
});
