import { slug as githubSlug } from '@rspress/shared/github-slugger';
import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it.each([
    ['深入理解 Java 线程池 ThreadPoolExecutor：参数、执行流程与源码', '深入理解-java-线程池-threadpoolexecutor参数执行流程与源码'],
    ['Java 9+：模块中的 provides/uses', 'java-9模块中的-providesuses'],
    ['数据库', '数据库'],
    ['C++ & Rust!', 'c--rust'],
    ['Ünïcödé — test_1', 'ünïcödé--test_1'],
    ['Ⓐ circled', 'ⓐ-circled'],
  ])('%s -> %s', (text, id) => {
    expect(slug(text)).toBe(id);
    expect(slug(text)).toBe(githubSlug(text));
  });

  it('agrees with github-slugger on every code point it knows', () => {
    const differ: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      const ours = slug(ch, true);
      const theirs = githubSlug(ch, true);
      // github-slugger drops what its (older) Unicode table does not list as a letter; those are the
      // only differences allowed: it drops, we keep a character that Unicode now calls a letter or mark.
      if (ours !== theirs && !(theirs === '' && /^[\p{Alphabetic}\p{M}\p{Nd}]$/u.test(ch))) differ.push(cp.toString(16));
    }
    expect(differ).toEqual([]);
  });
});
