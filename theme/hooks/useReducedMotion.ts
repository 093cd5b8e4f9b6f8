import { useEffect, useState } from 'react';

/** Whether page-change animations may run: the browser has the View Transitions API and the reader has not asked for reduced motion. Starts false (also during static generation) and is settled in an effect. */
export function usePageTransitionsAllowed() {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    if (typeof document.startViewTransition !== 'function' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setAllowed(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return allowed;
}
