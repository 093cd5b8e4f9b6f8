import { describe, expect, it } from 'vitest';
import { rehypeLazyImages } from './lazyImages';

describe('rehypeLazyImages', () => {
  it('makes element and MDX JSX images lazy, keeping what the author wrote', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'img', properties: { src: 'a.png' }, children: [] },
        { type: 'element', tagName: 'img', properties: { src: 'b.png', loading: 'eager' }, children: [] },
        { type: 'mdxJsxTextElement', name: 'img', attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: 'c' }], children: [] },
        { type: 'element', tagName: 'p', properties: {}, children: [] },
      ],
    };
    rehypeLazyImages()(tree);
    const [a, b, c, p] = tree.children as Array<Record<string, unknown>>;
    expect(a.properties).toEqual({ loading: 'lazy', decoding: 'async', src: 'a.png' });
    expect(b.properties).toEqual({ loading: 'eager', decoding: 'async', src: 'b.png' });
    expect((c.attributes as Array<{ name: string; value: string }>).map((x) => `${x.name}=${x.value}`)).toEqual(['src=c', 'loading=lazy', 'decoding=async']);
    expect(p.properties).toEqual({});
  });
});
