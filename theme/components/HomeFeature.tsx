import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import '../../patches/theme/home-feature.css';

interface Feature {
  title: string;
  details?: string;
  icon?: string;
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

const SPANS = new Set([2, 3, 4, 6]);

// Ejected from the theme: v2's cards navigate with an onClick on an <article>, so they are not
// links (nothing for keyboards, readers without JavaScript or crawlers), and it renders `details`
// as HTML when it looks like HTML. Here each card is a real link with plain-text content.
export function HomeFeature({ features: fromProps }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const features = fromProps ?? ((frontmatter?.features ?? []) as Feature[]);
  return (
    <div className="rp-home-feature">
      {features.map((f) => {
        const span = SPANS.has(Number(f.span)) ? Number(f.span) : 4;
        const card = (
          <article className={`rp-home-feature__card${f.link ? ' rp-home-feature__card--clickable' : ''}`}>
            <div className="rp-home-feature__title-wrapper">
              {f.icon ? (
                <div className="rp-home-feature__icon">
                  <img src={normalizeImagePath(f.icon)} alt="" width={28} height={28} loading="lazy" decoding="async" />
                </div>
              ) : null}
              <h2 className="rp-home-feature__title">{f.title}</h2>
            </div>
            {f.details ? <p className="rp-home-feature__detail">{f.details}</p> : null}
          </article>
        );
        return (
          <div key={f.title} className={`rp-home-feature__item rp-home-feature__item--span-${span}`}>
            <div className="rp-home-feature__item-wrapper">
              {f.link ? (
                <Link href={f.link} className="fb-feature-link">
                  {card}
                </Link>
              ) : (
                card
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
