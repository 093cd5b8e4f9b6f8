import { describe, expect, it } from 'vitest';
import { rehypeEmptyHeaderCells } from './rehypeEmptyHeaderCells';

const cell = (tagName: string, text: string) => ({ type: 'element', tagName, children: text ? [{ type: 'text', value: text }] : [] });

describe('rehypeEmptyHeaderCells', () => {
  it('makes an empty header cell a data cell and leaves named headers alone', () => {
    const row = { type: 'element', tagName: 'tr', children: [cell('th', ' '), cell('th', 'Rust'), cell('th', '')] };
    rehypeEmptyHeaderCells()({ type: 'root', children: [{ type: 'element', tagName: 'thead', children: [row] }] } as never);
    expect(row.children.map((c) => c.tagName)).toEqual(['td', 'th', 'td']);
  });
});
