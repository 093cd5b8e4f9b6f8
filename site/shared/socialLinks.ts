// The social links' shared pieces: the class the icon style sheet (plugins/social-icons) and the link
// renderer (theme/components/SocialLinks.tsx) agree on, and each link's accessible name.

/** The element a preset icon is drawn on, as a mask; its `data-icon` is the icon's name in the config. */
export const SOCIAL_ICON_CLASS = 'fb-social-icon';

const NAMES: [RegExp, string][] = [
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)juejin\.cn$/, '稀土掘金'],
  [/(^|\.)zhihu\.com$/, '知乎'],
  [/(^|\.)(x|twitter)\.com$/, 'X（Twitter）'],
];

/** What an icon-only link is called: the site it leads to by name, or its host name; '' for no URL. */
export function socialLinkName(href: string): string {
  let host = '';
  try {
    host = new URL(href).hostname;
  } catch {
    return '';
  }
  return NAMES.find(([re]) => re.test(host))?.[1] ?? host;
}
