import { describe, expect, it, vi } from 'vitest';
import {
  isRemoteSearchEnabled,
  parseRemoteReply,
  REMOTE_SEARCH_LOG_PREFIX,
  type RemoteSearchConfig,
  remoteSearchUrl,
  safeHitHref,
  searchRemote,
  uniqueGroupNames,
} from './remoteSearch';

const config: RemoteSearchConfig = {
  apiUrl: 'https://search.example.com/api/search',
  searchIndexes: ['blog', { value: 'docs', label: 'Rspress 文档' }],
};
const BASE = '/free-blog/';

describe('isRemoteSearchEnabled', () => {
  it('is off without a URL', () => {
    expect(isRemoteSearchEnabled(null)).toBe(false);
    expect(isRemoteSearchEnabled(undefined)).toBe(false);
    expect(isRemoteSearchEnabled({ apiUrl: '' })).toBe(false);
    expect(isRemoteSearchEnabled({ apiUrl: '   ' })).toBe(false);
  });
  it('is on with one', () => expect(isRemoteSearchEnabled(config)).toBe(true));
});

describe('remoteSearchUrl', () => {
  it('sends keyword, limit, searchIndexes and lang', () => {
    const url = new URL(remoteSearchUrl(config, '线程池 & <b>', 'zh-CN'));
    expect(url.origin + url.pathname).toBe('https://search.example.com/api/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: '线程池 & <b>', limit: '7', searchIndexes: 'blog,docs', lang: 'zh-CN' });
  });
  it('keeps the API URL’s own parameters and honours limit', () => {
    const url = new URL(remoteSearchUrl({ apiUrl: 'https://x.test/s?key=1', limit: 3 }, 'a', 'en'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ key: '1', keyword: 'a', limit: '3', searchIndexes: '', lang: 'en' });
  });
  it('resolves a relative API URL against the origin', () =>
    expect(remoteSearchUrl({ apiUrl: '/api/search' }, 'a', 'zh-CN', 'http://127.0.0.1:4203')).toMatch(/^http:\/\/127\.0\.0\.1:4203\/api\/search\?/));
});

describe('safeHitHref', () => {
  it.each([
    ['https://example.com/a?b=1#c', undefined, 'https://example.com/a?b=1#c'],
    ['http://example.com/', undefined, 'http://example.com/'],
    ['/rust/ownership/rust-ownership', undefined, '/free-blog/rust/ownership/rust-ownership'],
    ['/guide/start', 'https://rspress.rs', 'https://rspress.rs/guide/start'],
    ['javascript:alert(1)', undefined, undefined],
    [' JavaScript:alert(1)', undefined, undefined],
    ['data:text/html,<script>1</script>', undefined, undefined],
    ['//evil.example/x', undefined, undefined],
    ['relative/path', undefined, undefined],
    ['', undefined, undefined],
    [undefined, undefined, undefined],
  ])('%j (domain %j) -> %j', (link, domain, href) => expect(safeHitHref(link, BASE, domain)).toBe(href));
});

describe('parseRemoteReply', () => {
  it('normalises groups and hits', () => {
    expect(
      parseRemoteReply(
        [
          { group: '博客', hits: [{ title: 'A', snippet: 's', link: '/hello' }] },
          { index: 'docs', hits: [{ title: 'B', content: 'c', url: 'https://rspress.rs/x' }] },
          { index: 'other', hits: [{ title: 'C' }] },
        ],
        config,
        BASE,
      ),
    ).toEqual([
      { group: '博客', hits: [{ title: 'A', snippet: 's', href: '/free-blog/hello' }] },
      { group: 'Rspress 文档', hits: [{ title: 'B', snippet: 'c', href: 'https://rspress.rs/x' }] },
      { group: 'other', hits: [{ title: 'C', snippet: '', href: undefined }] },
    ]);
  });
  it('drops empty groups and names unnamed ones', () =>
    expect(parseRemoteReply([{ hits: [] }, { hits: [{ title: 'x' }] }], config, BASE)).toEqual([
      { group: '远程结果 2', hits: [{ title: 'x', snippet: '', href: undefined }] },
    ]));
  it('keeps at most `limit` hits per group', () => {
    const hits = Array.from({ length: 12 }, (_, i) => ({ title: `t${i}` }));
    expect(parseRemoteReply([{ group: 'g', hits }], config, BASE)[0].hits).toHaveLength(7);
    expect(parseRemoteReply([{ group: 'g', hits }], { ...config, limit: 2 }, BASE)[0].hits).toHaveLength(2);
  });
  it('keeps HTML in titles and snippets as plain strings (the renderer shows them as text)', () =>
    expect(parseRemoteReply([{ group: '<i>g</i>', hits: [{ title: '<img src=x onerror=alert(1)>', snippet: '<b>s</b>' }] }], config, BASE)[0]).toEqual({
      group: '<i>g</i>',
      hits: [{ title: '<img src=x onerror=alert(1)>', snippet: '<b>s</b>', href: undefined }],
    }));
  it.each([
    ['an object', { hits: [] }],
    ['a string', 'oops'],
    ['null', null],
    ['a group that is not an object', [1]],
    ['a group without hits', [{ group: 'g' }]],
    ['hits that are not an array', [{ group: 'g', hits: {} }]],
    ['a hit without a title', [{ group: 'g', hits: [{ link: '/x' }] }]],
    ['a hit with a numeric title', [{ group: 'g', hits: [{ title: 1 }] }]],
    ['a hit with an object snippet', [{ group: 'g', hits: [{ title: 't', snippet: { html: '<b>' } }] }]],
    ['a numeric group name', [{ group: 5, hits: [] }]],
  ])('rejects %s', (_what, reply) => expect(() => parseRemoteReply(reply, config, BASE)).toThrow(/回复格式不对/));
});

describe('uniqueGroupNames', () => {
  it('renames clashes with the local tab and with each other', () =>
    expect(
      uniqueGroupNames(
        [
          { group: 'My Blog', hits: [] },
          { group: 'x', hits: [] },
          { group: 'x', hits: [] },
        ],
        ['My Blog'],
      ).map((g) => g.group),
    ).toEqual(['My Blog (2)', 'x', 'x (2)']));
});

describe('searchRemote', () => {
  const deps = (fetchImpl: typeof fetch, log = vi.fn()) => ({ fetch: fetchImpl, base: BASE, lang: 'zh-CN', log });
  const json = (body: unknown, status = 200) =>
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('returns the groups of a good reply', async () => {
    const fetchImpl = json([{ group: 'g', hits: [{ title: 't', link: 'https://a.test/' }] }]);
    const log = vi.fn();
    expect(await searchRemote(config, 'k', deps(fetchImpl, log))).toEqual([{ group: 'g', hits: [{ title: 't', snippet: '', href: 'https://a.test/' }] }]);
    expect(log).not.toHaveBeenCalled();
    expect(String((fetchImpl as unknown as ReturnType<typeof vi.fn>).mock.calls[0][0])).toContain('keyword=k');
  });
  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    ['malformed JSON', json('{"not json')],
    ['a malformed shape', json({ hits: [] })],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch],
  ])('logs %s and returns []', async (_what, fetchImpl) => {
    const log = vi.fn();
    expect(await searchRemote(config, 'k', deps(fetchImpl, log))).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0][0]).toBe(REMOTE_SEARCH_LOG_PREFIX);
  });
  it('gives up after the timeout', async () => {
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    ) as unknown as typeof fetch;
    const log = vi.fn();
    expect(await searchRemote(config, 'k', { ...deps(hanging, log), timeoutMs: 20 })).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });
  it('logs an unusable API URL instead of throwing', async () => {
    const log = vi.fn();
    expect(await searchRemote({ apiUrl: 'not a url' }, 'k', deps(json([]), log))).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });
});
