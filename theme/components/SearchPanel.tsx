// The search panel Rspress renders next to the search button: here only a shell.
//
// Nothing of search is loaded with the page. When the reader shows intent (the pointer over the
// search button, focus on it, a touch, or Ctrl/Cmd+K) this starts the compact index download and
// loads the dialog's code (SearchDialog.tsx); the dialog opens as soon as both are there. Rspress
// prefetched the whole index on idle from every page instead.
import { usePageData } from '@rspress/core/runtime';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadJson, searchIndexUrl } from '../lib/searchIndex';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

const SEARCH_BUTTONS = '.rp-search-button, .rp-search-button--mobile';

interface PanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

export function SearchPanel({ focused, setFocused }: PanelProps) {
  const { siteData, page } = usePageData();
  const search = siteData.search;
  const versioned = search !== false && ((search as { versioned?: boolean } | undefined)?.versioned ?? true);
  const indexUrl = search === false ? undefined : searchIndexUrl(page.lang, versioned ? page.version : '');
  const [wanted, setWanted] = useState(false);

  const latest = useRef({ focused, setFocused, indexUrl });
  latest.current = { focused, setFocused, indexUrl };

  useEffect(() => {
    if (search === false) return;
    const warmUp = () => {
      setWanted(true);
      void loadDialog();
      // A failure here is the dialog's to report, with its retry button, when it opens.
      if (latest.current.indexUrl) loadJson(latest.current.indexUrl).catch(() => {});
    };
    const onIntent = (e: Event) => {
      if ((e.target as Element | null)?.closest?.(SEARCH_BUTTONS)) warmUp();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.code !== 'KeyK' || !(e.ctrlKey || e.metaKey)) return;
      e.preventDefault();
      warmUp();
      latest.current.setFocused(!latest.current.focused);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [search]);

  // Opened by the button's click before any hover (keyboard activation, a script).
  useEffect(() => {
    if (focused) setWanted(true);
  }, [focused]);

  if (!wanted || search === false) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog focused={focused} setFocused={setFocused} />
    </Suspense>
  );
}
