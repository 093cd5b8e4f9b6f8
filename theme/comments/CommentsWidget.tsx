// The comment widget: giscus with its fallbacks. A chunk of its own, which Comments.tsx requests when
// the comment area nears the viewport; giscus itself is one more chunk (and its web component a third).
import { useDark } from '@rspress/core/runtime';
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { classifyGiscusMessage, GISCUS_TIMEOUT_MS, type GiscusConfig, isConfigured, resolveGiscus } from './giscus';
import { buildGiscus } from './enabled';
import { Unavailable } from './Unavailable';

const Giscus = lazy(() => import('@giscus/react'));

type State = 'loading' | 'alive' | 'failed';

export function CommentsWidget({ term }: { term: string }) {
  const config = useMemo(() => resolveGiscus(buildGiscus, window.__BLOG_GISCUS_OVERRIDE__), []);
  // giscus's constructor reads (and after sign-in writes) localStorage with no guard; when site
  // data is blocked that throws inside customElements, where no error boundary can catch it.
  const usable = isConfigured(config) && storageUsable();
  // Mounted by Comments.tsx once the area nears the viewport: giscus starts loading at once.
  const [state, setState] = useState<State>(usable ? 'loading' : 'failed');
  const box = useRef<HTMLDivElement>(null);
  const dark = useDark();

  // 1. Once loading: giscus.app must say something within 10 s, and must not report a fatal error.
  const loading = state === 'loading' || state === 'alive';
  useEffect(() => {
    if (!loading) return;
    const onMessage = (e: MessageEvent) => {
      const verdict = classifyGiscusMessage(e.origin, e.data);
      if (verdict === 'alive') setState((s) => (s === 'loading' ? 'alive' : s));
      else if (verdict === 'error') setState('failed');
    };
    window.addEventListener('message', onMessage);
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), GISCUS_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearTimeout(timer);
    };
  }, [loading]);

  // 2. giscus titles its iframe 'Comments' inside its shadow root; give it the Chinese name.
  useEffect(() => {
    if (!loading || !box.current) return;
    const retitle = () => {
      const widget = box.current?.querySelector('giscus-widget') as (HTMLElement & { updateComplete?: Promise<unknown> }) | null;
      if (!widget) return;
      const Widget = customElements.get('giscus-widget');
      if (Widget && !(widget instanceof Widget)) {
        setState('failed'); // its constructor threw: the element was never upgraded
        return;
      }
      Promise.resolve(widget.updateComplete)
        .then(() => widget.shadowRoot?.querySelector('iframe')?.setAttribute('title', '评论'))
        .catch(() => {});
    };
    const mo = new MutationObserver(retitle);
    mo.observe(box.current, { childList: true, subtree: true });
    retitle();
    return () => mo.disconnect();
  }, [loading]);

  return (
    <div ref={box} className="fb-comments__box" data-state={state}>
      {state === 'failed' ? (
        <Unavailable repo={config.repo} />
      ) : loading ? (
        <WidgetBoundary onError={() => setState('failed')}>
          <Suspense fallback={null}>
            <Giscus
              repo={(config as GiscusConfig).repo as `${string}/${string}`}
              repoId={(config as GiscusConfig).repoId}
              category={(config as GiscusConfig).category}
              categoryId={(config as GiscusConfig).categoryId}
              mapping="specific"
              term={term}
              strict="1"
              reactionsEnabled="1"
              emitMetadata="0"
              inputPosition="bottom"
              theme={dark ? 'dark' : 'light'}
              lang="zh-CN"
              loading="eager"
            />
          </Suspense>
        </WidgetBoundary>
      ) : null}
    </div>
  );
}

function storageUsable(): boolean {
  try {
    const s = window.localStorage;
    s.getItem('giscus-session');
    s.setItem('__fb_giscus_probe__', '1');
    s.removeItem('__fb_giscus_probe__');
    return true;
  } catch {
    return false;
  }
}

/**
 * Nothing the widget does may take the article down: a failed chunk load, or giscus reading
 * localStorage without a guard (it throws when site data is blocked), ends here.
 */
class WidgetBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
