import { describe, expect, it } from 'vitest';
import { tokenClass, transformerTokenClasses } from './tokens';

describe('tokenClass', () => {
  it.each([
    ['color:var(--shiki-token-keyword)', 'sk-keyword'],
    ['color: var(--shiki-token-string-expression);', 'sk-string-expression'],
    ['color:var(--shiki-foreground)', ''],
  ])('%s -> %j', (style, cls) => expect(tokenClass(style)).toBe(cls));

  it('leaves styles it has no class for untouched', () => {
    expect(tokenClass('color:var(--shiki-token-something-new)')).toBeNull();
    expect(tokenClass('color:var(--shiki-token-keyword);font-style:italic')).toBeNull();
    expect(tokenClass('color:#fff')).toBeNull();
  });
});

describe('transformerTokenClasses', () => {
  const run = (style: unknown) => {
    const node = { properties: { style } as Record<string, unknown> };
    const added: string[] = [];
    transformerTokenClasses().span.call({ addClassToHast: (_n, c) => added.push(c) }, node);
    return { properties: node.properties, added };
  };

  it('swaps a token colour for its class', () => {
    expect(run('color:var(--shiki-token-function)')).toEqual({ properties: {}, added: ['sk-function'] });
  });

  it('drops the block colour, which the <pre> carries', () => {
    expect(run('color:var(--shiki-foreground)')).toEqual({ properties: {}, added: [] });
  });

  it('keeps anything else', () => {
    expect(run('color:var(--shiki-token-keyword);font-style:italic')).toEqual({
      properties: { style: 'color:var(--shiki-token-keyword);font-style:italic' },
      added: [],
    });
    expect(run(undefined)).toEqual({ properties: { style: undefined }, added: [] });
  });
});
