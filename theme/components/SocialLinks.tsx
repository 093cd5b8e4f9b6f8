import { useSite } from '@rspress/core/runtime';
import { IconArrowDown, SvgWrapper, useHoverGroup } from '@rspress/core/theme-original';
import type { SocialLink as SocialLinkData } from '@rspress/core';
import { SOCIAL_ICON_CLASS, socialLinkName } from '../../site/shared/socialLinks';
import '../../patches/theme/social-links.css';

// Ejected: the spec shows at most 3 social links in the nav and the rest in a dropdown (v2 shows 5), and
// the link renderer is ours too. v2's takes each preset icon's SVG from a module that every page's entry
// script carried; here a preset icon is an empty element that the style sheet plugins/social-icons
// generates from the config draws as a mask, so the script carries none of them. A custom icon
// (`icon: { svg }`) is in the site data anyway and is drawn inline as before. The modes are the spec's
// four (link, text, img, dom); the build stops on any other (plugins/social-icons).
export const SOCIAL_LINKS_SHOWN = 3;

function Icon({ icon }: { icon: SocialLinkData['icon'] }) {
  if (!icon) return null;
  if (typeof icon === 'string') {
    return (
      <div className="rp-social-links__icon">
        <span className={SOCIAL_ICON_CLASS} data-icon={icon} />
      </div>
    );
  }
  return <div className="rp-social-links__icon" dangerouslySetInnerHTML={{ __html: icon.svg }} />;
}

function SocialLink({ link, hoverGroupPosition }: { link: SocialLinkData; hoverGroupPosition: 'center' | 'right' }) {
  const { icon, mode = 'link', content } = link;
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: hoverGroupPosition,
    customChildren: (
      <div className="rp-social-links__item__hover-group">
        {mode === 'text' ? (
          <div className="rp-social-links__item__text">{content}</div>
        ) : mode === 'dom' ? (
          <div dangerouslySetInnerHTML={{ __html: content }} />
        ) : mode === 'img' ? (
          <img src={content} alt="img" />
        ) : null}
      </div>
    ),
  });
  if (mode === 'link') {
    // Icon-only: named after the site it leads to.
    return (
      <a href={content} target="_blank" rel="noopener noreferrer" className="rp-social-links__item" aria-label={socialLinkName(content) || undefined}>
        <div className="rp-social-links__icon">
          <Icon icon={icon} />
        </div>
      </a>
    );
  }
  return (
    <div className="rp-social-links__item" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
      <Icon icon={icon} />
      {hoverGroup}
    </div>
  );
}

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
