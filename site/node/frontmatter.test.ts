import { describe, expect, it } from 'vitest';
import { KNOWN_KEYS } from '../shared/frontmatter';
import { readFrontMatter } from './frontmatter';

const page = (yaml: string, body = '# T\n') => `---\n${yaml}\n---\n\n${body}`;
const ARTICLE = { article: true, requireReview: false, today: new Date('2026-11-26T12:00:00Z') };

describe('readFrontMatter', () => {
  it('types what it reads: days as YYYY-MM-DD text however YAML wrote them', () => {
    const { data, problems } = readFrontMatter(page('title: T\ndescription: 一句话。\ndate: 2025-03-02\nupdated: "2026-01-05"\ntags: [Rust, 所有权]\nseries: { name: 系列, order: 2 }'), ARTICLE);
    expect(problems).toEqual([]);
    expect(data.date).toBe('2025-03-02');
    expect(data.updated).toBe('2026-01-05');
    expect(data.tags).toEqual(['Rust', '所有权']);
    expect(data.series).toEqual({ name: '系列', order: 2 });
  });

  it('names each mistake on the line of its key', () => {
    const text = page('title: T\ndescription: 一句话。\ndate: 2025-02-30\ndraft: yes\ntags: [Java, java]\nseries: { name: S, order: 0 }\ndarft: true');
    expect(readFrontMatter(text, ARTICLE).problems).toEqual([
      { line: 4, message: '`date` must be the day the article was first published, written YYYY-MM-DD (a real calendar day), not "2025-02-30"' },
      { line: 5, message: '`draft` must be true or false' },
      { line: 6, message: '`tags` lists the same tag twice' },
      { line: 7, message: '`series` must be the series name (parts ordered as in _meta.json), or { name: 名称, order: 2 } with a whole number from 1' },
      { line: 8, message: 'unknown front-matter key `darft` (a typo?)', warning: true },
    ]);
  });

  it('asks an article for its date, any page but home for its title, and warns without a description', () => {
    expect(readFrontMatter(page('description: 一句话。'), ARTICLE).problems.map((p) => p.message)).toEqual([
      '`title` is missing or not text: give the page a title, the same text as its # H1',
      '`date` must be the day the article was first published, written YYYY-MM-DD (a real calendar day), not null',
    ]);
    expect(readFrontMatter(page('title: T\ndate: 2025-01-01'), ARTICLE).problems).toEqual([
      { line: 1, message: '`description` is missing: add one Chinese sentence (50–110 字 for an article)', warning: true },
    ]);
    expect(readFrontMatter(page('pageType: home\ndescription: 首页。'), { article: false }).problems).toEqual([]);
  });

  it('says where YAML itself is broken, and that a file without front matter needs one', () => {
    expect(readFrontMatter(page('title: [unclosed\ndescription: x')).problems[0]).toMatchObject({ line: expect.any(Number), message: expect.stringMatching(/^front matter is not valid YAML: /) });
    expect(readFrontMatter('# Only a heading\n').problems).toEqual([{ line: 1, message: 'no front matter: start the file with a --- block holding title and description' }]);
  });

  it('knows the keys Rspress reads as well as its own', () => {
    for (const key of ['title', 'pageType', 'hero', 'overview', 'sidebar', 'reviewedVersions', 'comments']) expect(KNOWN_KEYS.has(key)).toBe(true);
  });
});
