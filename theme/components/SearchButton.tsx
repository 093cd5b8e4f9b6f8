import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import '../../patches/theme/search-button.css';
import './SearchButton.css';

// Ejected: v2's search button puts two <div>s inside its <button> (a button holds phrasing content
// only: two Nu Html Checker errors on every page). The same button with <span>s, which its flex layout
// lays out alike; its Ctrl K hint appears without v2's fade (SearchButton.css); everything else as v2 has it
// (Search renders it beside our SearchPanel).
export interface SearchButtonProps {
  setFocused: (focused: boolean) => void;
}

export function SearchButton({ setFocused }: SearchButtonProps) {
  const [metaKey, setMetaKey] = useState<null | string>(null);
  const t = useI18n();
  useEffect(() => {
    setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <>
      <button type="button" className="rp-search-button" onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" />
          <span className="rp-search-button__word">{t('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }}>
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <div className="rp-search-button--mobile" onClick={() => setFocused(true)}>
        <SvgWrapper icon={IconSearch} />
      </div>
    </>
  );
}
