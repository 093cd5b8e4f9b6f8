import { useCallback, useEffect, useState } from 'react';

const SYNC_EVENT = 'free-blog:persistent-choice';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled or full (private modes, sandboxed frames): the choice is then not remembered.
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* not remembered; the page still works */
  }
}

/**
 * A choice remembered in localStorage under `key` and shared live by every component on the
 * page (and in other tabs) using the same key. The first render uses `fallback` on the server
 * and the client alike (no hydration mismatch); the stored value is applied in an effect.
 */
export function usePersistentChoice<T extends string>(key: string, fallback: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(fallback);

  useEffect(() => {
    const stored = readStorage(key);
    if (isValid(stored)) setValue(stored);
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<{ key: string; value: string }>).detail;
      if (detail?.key === key && isValid(detail.value)) setValue(detail.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && isValid(event.newValue)) setValue(event.newValue);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SYNC_EVENT, onSync);
      window.removeEventListener('storage', onStorage);
    };
  }, [key, isValid]);

  const choose = useCallback(
    (next: T) => {
      setValue(next);
      writeStorage(key, next);
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { key, value: next } }));
    },
    [key],
  );

  return [value, choose] as const;
}
