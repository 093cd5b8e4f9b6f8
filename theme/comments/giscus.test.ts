import { describe, expect, it } from 'vitest';
import { isArticle } from '../../site/shared/pageKind';
import { classifyGiscusMessage, discussionsUrl, giscusTerm, isConfigured, resolveGiscus } from './giscus';
import { commentsEnabled } from './enabled';

const full = { repo: 'free-blog-dev/free-blog', repoId: 'R_x', category: 'Comments', categoryId: 'DIC_x' };

describe('giscus config', () => {
  it('is configured only with repo, repoId, category and categoryId', () => {
    expect(isConfigured(full)).toBe(true);
    expect(isConfigured({ ...full, repoId: '' })).toBe(false);
    expect(isConfigured({ ...full, categoryId: undefined })).toBe(false);
    expect(isConfigured({ ...full, repo: 'not a repo' })).toBe(false);
    expect(isConfigured(resolveGiscus(undefined))).toBe(false);
  });

  it('merges a partial override over the build-time config', () => {
    expect(resolveGiscus(full, { repoId: '' })).toEqual({ ...full, repoId: '' });
    expect(resolveGiscus(full, null)).toEqual(full);
  });

  it('links to the repository discussions', () => {
    expect(discussionsUrl('free-blog-dev/free-blog')).toBe('https://github.com/free-blog-dev/free-blog/discussions');
    expect(discussionsUrl('')).toBeUndefined();
    expect(discussionsUrl('javascript:alert(1)')).toBeUndefined();
  });
});

describe('giscusTerm', () => {
  it('is the route without base, trailing slash, /index or .html', () => {
    expect(giscusTerm('/rust/ownership/rust-ownership')).toBe('/rust/ownership/rust-ownership');
    expect(giscusTerm('/rust/ownership/rust-ownership.html')).toBe('/rust/ownership/rust-ownership');
    expect(giscusTerm('/rust/ownership/rust-ownership/')).toBe('/rust/ownership/rust-ownership');
    expect(giscusTerm('/rust/case/index')).toBe('/rust/case');
    expect(giscusTerm('/rust/error/rust-Result?x=1#a')).toBe('/rust/error/rust-Result');
    expect(giscusTerm('hello')).toBe('/hello');
  });
});

describe('classifyGiscusMessage', () => {
  it('trusts only messages from https://giscus.app shaped { giscus: … }', () => {
    expect(classifyGiscusMessage('https://giscus.app', { giscus: { resizeHeight: 300 } })).toBe('alive');
    expect(classifyGiscusMessage('https://giscus.app', { giscus: { error: 'Discussion not found' } })).toBe('alive');
    expect(classifyGiscusMessage('https://giscus.app', { giscus: { error: 'giscus is not installed on this repository' } })).toBe('error');
    expect(classifyGiscusMessage('https://evil.example', { giscus: { resizeHeight: 1 } })).toBe('ignore');
    expect(classifyGiscusMessage('https://giscus.app', 'hello')).toBe('ignore');
    expect(classifyGiscusMessage('https://giscus.app', { giscus: null })).toBe('ignore');
  });
});

describe('commentsEnabled', () => {
  it('articles only, and front matter comments: false opts out', () => {
    const article = { pageType: 'doc', routePath: '/hello', frontmatter: {} };
    expect(isArticle(article)).toBe(true);
    expect(commentsEnabled(article)).toBe(true);
    expect(commentsEnabled({ ...article, frontmatter: { comments: false } })).toBe(false);
    expect(commentsEnabled({ pageType: 'home', routePath: '/', frontmatter: { pageType: 'home' } })).toBe(false);
    expect(commentsEnabled({ pageType: '404', routePath: '/404' })).toBe(false);
    expect(commentsEnabled({ pageType: 'doc', routePath: '/work/', frontmatter: { overview: true } })).toBe(false);
    expect(commentsEnabled({ pageType: 'doc', routePath: '/rust/case/' })).toBe(false);
  });
});
