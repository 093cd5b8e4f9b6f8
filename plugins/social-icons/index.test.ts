import { socialIconSvgs } from '../../patches/internals';
import { describe, expect, it } from 'vitest';
import { socialIconsCss } from './index';

const link = (icon: unknown, mode?: string) => ({ icon, mode, content: 'https://example.com/' }) as never;

describe('socialIconsCss', () => {
  it("gives each preset icon a mask holding Rspress's own SVG, and nothing for a custom one", () => {
    const css = socialIconsCss([link('github'), link('zhihu', 'text'), link({ svg: '<svg id="mine"></svg>' }, 'img')]);
    const rules = [...css.matchAll(/\.fb-social-icon\[data-icon="(\w+)"\] \{ --fb-social-icon: url\("data:image\/svg\+xml,([^"]*)"\); background-color: currentColor; \}/g)];
    expect(rules.map((r) => r[1])).toEqual(['github', 'zhihu']);
    const svgs = socialIconSvgs([link('github'), link('zhihu')]);
    for (const [name, data] of rules.map((r) => [r[1], r[2]])) {
      // The URL holds the SVG itself: decoded, it is Rspress's (double quotes as single ones).
      expect(decodeURIComponent(data)).toBe(svgs[name].replace(/"/g, "'"));
      expect(data).not.toMatch(/[<>#"]/);
    }
    expect(css).not.toContain('mine');
    expect(css).toMatch(/@media \(forced-colors: active\) \{ \.fb-social-icon\[data-icon="github"\], \.fb-social-icon\[data-icon="zhihu"\] \{[^}]*background-color: LinkText/);
  });

  it('stops on a mode the theme does not render, and on an icon Rspress does not know', () => {
    expect(() => socialIconsCss([link('github', 'github-stars')])).toThrow(/mode 'github-stars'.*link, text, img, dom/);
    expect(() => socialIconsCss([link('no-such-icon')])).toThrow(/no-such-icon/);
  });

  it('no links, no rules', () => {
    expect(socialIconsCss([])).not.toMatch(/data-icon/);
  });
});
