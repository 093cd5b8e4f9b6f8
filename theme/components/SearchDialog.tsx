// The search dialog, loaded by SearchPanel.tsx when the reader shows intent to search.
//
// Ejected from @rspress/core 2.0.22 (components/Search/SearchPanel.js + useSearchPanel.js), because
// no slot reaches inside the panel and the faults live in its state:
//  - a failed index fetch is cached (LocalProvider keeps the rejected promise, initSearch only runs
//    from 'initial'): search stayed broken until a reload. Here an error shows a message with
//    a retry button, and retrying or reopening remounts the panel with a fresh searcher;
//  - nothing was shown while the index loaded: now a status text and aria-busy;
//  - it was no dialog for assistive technology: now a native <dialog> opened with showModal(), so the
//    browser makes the page behind it inert (focus and the accessibility tree stay inside), closes it
//    on Escape and draws the mask as its ::backdrop; it has a label, focus goes back to the opener on
//    close and result counts are announced in a live region; Cancel and the clear icon are buttons
//    (Cancel was a clickable <h2>);
//  - Enter with no suggestion threw "Cannot read properties of undefined (reading 'link')".
// Search hooks (search.searchHooks: beforeSearch/onSearch/afterSearch/render) keep working where they are
// configured (rspress.config.ts configures them with the optional remote search; __FREE_BLOG_SEARCH_HOOKS__).
// Results, remote results and the query are rendered as React text, never as HTML.
// Matching is theme/lib/pageSearch.ts; in a production build over the sharded index (each query
// fetches only its grams' shards and its candidate pages: theme/lib/shardedSearch.ts), under
// `rspress dev` over the whole index Rspress serves there. A fetch that fails on a query shows the
// same error and retry as an index that failed to load.
import { usePageData, useI18n } from '@rspress/core/runtime';
import { IconClose, IconSearch, SvgWrapper, Tab, Tabs, useLinkNavigate } from '@rspress/core/theme';
import { NoSearchResult, SuggestItem } from '../../patches/theme';
import '../../patches/theme/search-panel.css';
import * as searchHooks from 'virtual-search-hooks';
import { type MouseEvent as ReactMouseEvent, type SyntheticEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { isShardManifest } from '../../site/shared/searchShards';
import { searchPages, type SearchPage } from '../lib/pageSearch';
import { groupSuggestions, resultAnnouncement, type Suggestion } from '../lib/searchA11y';
import { loadJson } from '../lib/searchIndex';
import { ShardedSearch } from '../lib/shardedSearch';
import './a11y.css';

type InitStatus = 'initial' | 'initing' | 'inited' | 'error';
interface Searcher {
  search(query: string): Promise<Suggestion[]>;
}
interface ResultGroup {
  group: string;
  renderType: 'default' | 'custom';
  result: unknown;
}
interface PanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
  /** The compact index of the reader's language and version (SearchPanel.tsx works it out). */
  indexUrl: string;
}

/**
 * Whether search hooks are configured (rspress.config.ts defines it): without them there is one group of
 * results, and the tabs' branch below is left out of the build with the Tabs component.
 */
declare const __FREE_BLOG_SEARCH_HOOKS__: boolean;
const hooks = searchHooks as Partial<typeof searchHooks>;

export default function SearchDialog({ focused, setFocused, indexUrl }: PanelProps) {
  // A new generation is a fresh panel: new searcher, new index fetch.
  const [generation, setGeneration] = useState(0);
  const failed = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  // The index failed the last time: reopening is the reader's retry, with a fresh panel before the
  // old one's error is painted. (Not on closing: a fetch then, while the reader is still offline,
  // would fail again before they came back.)
  useLayoutEffect(() => {
    if (focused && failed.current) {
      failed.current = false;
      setGeneration((g) => g + 1);
    }
  }, [focused]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (focused) {
      wasOpen.current = true;
      const active = document.activeElement as HTMLElement | null;
      opener.current = active && active !== document.body ? active : null;
      return;
    }
    // Only on closing: never move focus when the page loads.
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const back =
      opener.current?.isConnected && opener.current.offsetParent !== null
        ? opener.current
        : Array.from(document.querySelectorAll<HTMLElement>('.rp-search-button, .rp-search-button--mobile')).find(
            (el) => el.offsetParent !== null,
          );
    opener.current = null;
    if (back && document.activeElement !== back && (document.activeElement === document.body || !document.activeElement)) {
      back.focus();
    }
  }, [focused]);

  return (
    <Panel
      key={generation}
      focused={focused}
      setFocused={setFocused}
      indexUrl={indexUrl}
      onError={() => {
        failed.current = true;
      }}
      onRetry={() => {
        failed.current = false;
        setGeneration((g) => g + 1);
      }}
    />
  );
}

function Panel({ focused, setFocused, indexUrl, onError, onRetry }: PanelProps & { onError: () => void; onRetry: () => void }) {
  const t = useI18n();
  const navigate = useLinkNavigate();
  const { siteData } = usePageData();

  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The local searcher, once the index (the shard manifest, or under dev the whole index) is in.
  const searcherRef = useRef<Searcher | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ResultGroup[]>([]);
  const [isSearching, setIsSearching] = useState(false);
  const [tabIndex, setTabIndex] = useState(0);
  const [current, setCurrent] = useState(0);
  const [status, setStatus] = useState<InitStatus>('initial');

  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const runQuery = useCallback(
    async (value: string) => {
      let q = value;
      if (!q) return setIsSearching(false);
      const out: ResultGroup[] = [];
      if (hooks.beforeSearch) q = (await hooks.beforeSearch(q)) || q;
      const searcher = searcherRef.current;
      let result: Suggestion[] = [];
      try {
        if (searcher) result = await searcher.search(q);
      } catch (error) {
        // A shard or page did not load (after loadJson's retry): the error state, whose retry (or
        // reopening) starts a fresh panel; files that did load are not fetched again.
        console.error('Search: part of the search index did not load.', error);
        if (inputRef.current?.value !== value) return;
        setStatus('error');
        setIsSearching(false);
        onErrorRef.current();
        return;
      }
      if (searcher) out.push({ group: siteData.title, renderType: 'default', result });
      if (hooks.onSearch) {
        const extra = await hooks.onSearch(q, out);
        if (Array.isArray(extra)) out.push(...extra.map((item) => ({ renderType: 'custom' as const, ...item }) as ResultGroup));
      }
      if (hooks.afterSearch) await hooks.afterSearch(q, out);
      if (inputRef.current?.value === value) {
        setCurrent(0);
        setResults(out);
        setIsSearching(false);
      }
    },
    [],
  );

  const indexUrlRef = useRef(indexUrl);

  // Mounted when the reader shows intent: fetch the index's manifest (dev: the whole index) right away.
  const init = useCallback(async () => {
    setStatus('initing');
    try {
      const index = await loadJson<unknown>(indexUrl);
      searcherRef.current = isShardManifest(index)
        ? new ShardedSearch(indexUrl, index, loadJson)
        : { search: async (q) => searchPages(index as SearchPage[], q) };
    } catch {
      if (indexUrlRef.current !== indexUrl) return;
      setStatus('error');
      setIsSearching(false);
      onErrorRef.current();
      return;
    }
    if (indexUrlRef.current !== indexUrl) return;
    setStatus('inited');
    const value = inputRef.current?.value;
    if (value) await runQuery(value);
  }, [indexUrl, runQuery]);

  // On mount, and when the language or version changes: search that index.
  useEffect(() => {
    indexUrlRef.current = indexUrl;
    searcherRef.current = null;
    void init();
  }, [indexUrl, init]);

  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onInput = (value: string) => {
    setQuery(value);
    setIsSearching(Boolean(value));
    clearTimeout(debounce.current);
    if (status === 'inited') debounce.current = setTimeout(() => void runQuery(value), 150);
  };

  const close = useCallback(() => {
    setFocused(false);
    setTabIndex(0);
    setCurrent(0);
    setQuery('');
    setIsSearching(false);
  }, [setFocused]);

  const currentGroup = results[tabIndex];
  const suggestions: Suggestion[] =
    currentGroup && currentGroup.renderType !== 'custom' ? (currentGroup.result as Suggestion[]) : [];
  const flat = groupSuggestions(suggestions).flatMap(([, items]) => items);

  useEffect(() => {
    // Ctrl/Cmd+K is SearchPanel.tsx's: it works before this code has loaded.
    const onKeyDown = (e: KeyboardEvent) => {
      if (!focused || e.isComposing) return;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (flat.length) setCurrent((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + flat.length) % flat.length);
      } else if (e.key === 'Enter' && e.target === inputRef.current) {
        const hit = flat[current];
        if (!hit) return;
        e.preventDefault();
        close();
        navigate(hit.link);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused, flat, current, close, navigate, setFocused]);

  // The dialog is rendered while `focused`: open it as a modal as soon as it is in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!focused || !dialog) return;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, [focused]);

  // Escape: the browser's cancel event. The dialog closes through our state, so React stays the owner.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    close();
  };
  // A click on the ::backdrop is a click on the <dialog> element outside its box.
  const onDialogClick = (e: ReactMouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const box = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom;
    if (!inside) close();
  };

  const busy = status === 'initing' || isSearching;
  const announcement = resultAnnouncement({
    status,
    query,
    isSearching,
    count: results.reduce((n, g) => n + (g.renderType === 'custom' ? 0 : (g.result as unknown[]).length), 0),
  });

  const renderItems = (list: Suggestion[]) => {
    if (list.length === 0 && status === 'inited') {
      return isSearching ? null : <NoSearchResult query={query} />;
    }
    let index = -1;
    return (
      <ul>
        {groupSuggestions(list).map(([group, items]) => (
          <li key={group}>
            <ul className="rp-search-panel__group">
              {items.map((suggestion) => {
                index++;
                const i = index;
                return (
                  <SuggestItem
                    key={`${suggestion.title}-${i}`}
                    suggestion={suggestion as never}
                    isCurrent={i === current}
                    setCurrentSuggestionIndex={() => setCurrent(i)}
                    onMouseMove={() => {}}
                    closeSearch={close}
                    inCurrentDocIndex={tabIndex === 0}
                    scrollTo={() => {}}
                  />
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    );
  };

  const renderResults = () =>
    __FREE_BLOG_SEARCH_HOOKS__ && results.length > 1 ? (
      <Tabs
        className="rp-search-panel__tabs"
        onChange={(i: number) => {
          setTabIndex(i);
          setCurrent(0);
        }}
        keepDOM={false}
      >
        {results.map((item) => (
          <Tab key={item.group} label={item.group}>
            {item.renderType === 'custom'
              ? hooks.render?.(item.result)
              : renderItems(item.result as Suggestion[])}
          </Tab>
        ))}
      </Tabs>
    ) : (
      renderItems(suggestions)
    );

  const container = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {focused &&
        container &&
        createPortal(
          <dialog
            ref={dialogRef}
            className="rp-search-panel__modal fb-search-dialog"
            aria-modal="true"
            aria-label="搜索文档"
            onCancel={onCancel}
            onClick={onDialogClick}
          >
            <div className="rp-search-panel__header">
              <div className="rp-search-panel__input-form">
                <SvgWrapper
                  icon={IconSearch}
                  aria-hidden="true"
                  className={`rp-search-panel__search-icon${busy ? ' rp-search-panel__search-icon--loading' : ''}`}
                />
                <input
                  className="rp-search-panel__input"
                  ref={inputRef}
                  placeholder={t('searchPlaceholderText')}
                  aria-label="搜索文档"
                  autoComplete="off"
                  inputMode="search"
                  maxLength={200}
                  onChange={(e) => onInput(e.target.value)}
                />
                <button
                  type="button"
                  className="fb-search-clear"
                  aria-label={query ? '清除搜索内容' : '关闭搜索'}
                  onClick={() => {
                    if (query && inputRef.current) {
                      inputRef.current.value = '';
                      setQuery('');
                      setIsSearching(false);
                      inputRef.current.focus();
                    } else close();
                  }}
                >
                  <SvgWrapper icon={IconClose} className="rp-search-panel__close" aria-hidden="true" />
                </button>
              </div>
              <button type="button" className="rp-search-panel__cancel" onClick={close}>
                {t('searchPanelCancelText')}
              </button>
            </div>
            <div className="fb-sr-only" role="status" aria-live="polite" aria-atomic="true">
              {announcement}
            </div>
            {status === 'error' ? (
              <div className="rp-search-panel__results rp-scrollbar">
                <div className="rp-search-panel__error fb-search-error" role="alert">
                  <p>搜索索引加载失败，请检查网络后重试。</p>
                  <button type="button" className="fb-search-retry" onClick={onRetry}>
                    重试
                  </button>
                </div>
              </div>
            ) : query ? (
              <div className="rp-search-panel__results rp-scrollbar" aria-busy={busy}>
                {status === 'inited' ? renderResults() : <p className="fb-search-loading">正在加载搜索索引…</p>}
              </div>
            ) : status === 'initing' ? (
              <div className="rp-search-panel__results" aria-busy="true">
                <p className="fb-search-loading">正在加载搜索索引…</p>
              </div>
            ) : null}
          </dialog>,
          container,
        )}
    </>
  );
}
