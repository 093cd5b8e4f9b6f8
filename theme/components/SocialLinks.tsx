import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
// The original link renderer, reused so the links look exactly like the theme's.
import { SocialLink } from '../../patches/theme';
import type { SocialLink as SocialLinkData } from '@rspress/core';

// The spec shows at most 3 social links in the nav and the rest in a dropdown; v2 shows 5.
export const SOCIAL_LINKS_SHOWN = 3;

export function SocialLinks({ socialLinks: fromProps }: { socialLinks?: SocialLinkData[] }) {
  const { site } = useSite();
  const links: SocialLinkData[] = site.themeConfig.socialLinks || fromProps || [];
  const shown = links.slice(0, SOCIAL_LINKS_SHOWN);
  const hidden = links.slice(SOCIAL_LINKS_SHOWN);
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    position: 'right',
    customChildren: hidden.length ? (
      <div className="rp-social-links__hidden">
        {hidden.map((item, i) => (
          <SocialLink key={item.content} link={item} hoverGroupPosition={i === hidden.length - 1 ? 'right' : 'center'} />
        ))}
      </div>
    ) : null,
  });
  if (!links.length) return null;
  return (
    <div className="rp-social-links" onMouseLeave={handleMouseLeave}>
      {shown.map((item, i) => (
        <SocialLink key={item.content} link={item} hoverGroupPosition={i === shown.length - 1 ? 'right' : 'center'} />
      ))}
      {hidden.length ? (
        // A real button: the medium-width hamburger's links sit beside its button, no longer inside it
        // (patches/…+007+valid-hamburger-markup.patch), so a button here is valid HTML.
        <button
          type="button"
          className="fb-social-more"
          aria-label="更多社交链接"
          aria-haspopup="true"
          onMouseEnter={handleMouseEnter}
          onFocus={handleMouseEnter}
          onClick={handleMouseEnter}
        >
          <SvgWrapper icon={IconArrowDown} fontSize={20} />
        </button>
      ) : null}
      {hoverGroup}
    </div>
  );
}
