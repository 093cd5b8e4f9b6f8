import type { RemoteHit } from '../lib/remoteSearch';

/**
 * One remote hit group, shown in its own tab of the search panel (theme/search-hooks.tsx).
 * Titles and snippets are React text children, never HTML: a reply such as
 * `<img src=x onerror=…>` is shown as those characters. Links were checked by safeHitHref
 * (http(s) or the site's own paths only); others go to a new tab.
 */
export function RemoteSearchResults({ hits }: { hits: RemoteHit[] }) {
  return (
    <ul className="fb-remote-search" data-testid="remote-search-results">
      {hits.map((hit, index) => {
        const body = (
          <>
            <span className="fb-remote-search__title">{hit.title}</span>
            {hit.snippet ? <span className="fb-remote-search__snippet">{hit.snippet}</span> : null}
          </>
        );
        const external = hit.href !== undefined && !hit.href.startsWith('/');
        return (
          <li key={`${index}-${hit.title}`} className="fb-remote-search__hit">
            {hit.href ? (
              <a className="fb-remote-search__link" href={hit.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {body}
              </a>
            ) : (
              <div className="fb-remote-search__link">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
