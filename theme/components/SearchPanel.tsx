// The search panel Rspress renders next to the search button: here only a shell.
//
// Nothing of search is loaded with the page. When the reader shows intent (the pointer over the
// search button, focus on it, a touch, or Ctrl/Cmd+K) this starts the index manifest download and
// loads the dialog's code (SearchDialog.tsx); the dialog opens as soon as both are there. Rspress
// prefetched the whole index on idle from every page instead.
import { usePageData } from '@rspress/core/runtime';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { loadOnce } from '../lib/loadOnce';
import { loadJson, searchIndexUrl } from '../lib/searchIndex';

type DialogComponent = ComponentType<DialogProps>;
// Loaded by hand rather than with React.lazy: a Suspense boundary that shows its fallback holds
// the resolved content back for up to 300 ms (React's reveal throttling), and the dialog would
// open that much later than its code arrived. A failed load is forgotten: a later intent tries again.
const loadDialog = loadOnce<DialogComponent>(() => import('./SearchDialog').then((m) => m.default));

const SEARCH_BUTTONS = '.rp-search-button, .rp-search-button--mobile';

interface PanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}
interface DialogProps extends PanelProps {
  indexUrl: string;
}

export function SearchPanel({ focused, setFocused }: PanelProps) {
  const { siteData, page } = usePageData();
  const search = siteData.search;
  const versioned = search !== false && ((search as { versioned?: boolean } | undefined)?.versioned ?? true);
  const indexUrl = search === false ? undefined : searchIndexUrl(page.lang, versioned ? page.version : '');
  const [wanted, setWanted] = useState(false);
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);

  const latest = useRef({ focused, setFocused, indexUrl, dialogLoaded: false });
  latest.current = { focused, setFocused, indexUrl, dialogLoaded: Dialog !== null };

  useEffect(() => {
    if (search === false) return;
    const warmUp = () => {
      setWanted(true);
      // Only until the dialog is here: from then on it fetches the index itself (on mount, and again
      // when it reopens after a failure). Otherwise the focus it hands back to the search button on
      // closing would fetch again, and a reader still offline would meet that failure on reopening.
      // A failure here is the dialog's to report, with its retry button, when it opens.
      const { indexUrl, dialogLoaded } = latest.current;
      if (indexUrl && !dialogLoaded) loadJson(indexUrl).catch(() => {});
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
    // A click or Ctrl/Cmd+K before the page's scripts ran (plugins/search-intent/intentScript.ts).
    const early = window as Window & { __fbSearchIntent?: number; __fbSearchKeys?: boolean };
    early.__fbSearchKeys = true;
    if (early.__fbSearchIntent) {
      early.__fbSearchIntent = 0;
      warmUp();
      latest.current.setFocused(true);
    }
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

  useEffect(() => {
    if (!wanted || Dialog) return;
    let live = true;
    loadDialog().then(
      (component) => live && setDialog(() => component),
      (error: unknown) => {
        // The chunk failed even after the assets-retry plugin's second request (offline, or a
        // deploy replaced it): the next hover, focus or Ctrl/Cmd+K tries again.
        console.error('Search: the search dialog did not load.', error);
        if (!live) return;
        setWanted(false);
        latest.current.setFocused(false); // so that the next Ctrl/Cmd+K opens rather than toggles
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Dialog]);

  if (!Dialog || !indexUrl) return null;
  return <Dialog focused={focused} setFocused={setFocused} indexUrl={indexUrl} />;
}
