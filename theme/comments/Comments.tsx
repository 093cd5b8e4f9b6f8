import { NoSSR, usePage } from '@rspress/core/runtime';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { loadOnce } from '../lib/loadOnce';
import { buildGiscus, commentsEnabled } from './enabled';
import { discussionsUrl, giscusTerm } from './giscus';
import { Unavailable } from './Unavailable';
import './comments.css';

/** Start loading this far before the comment area scrolls into view. */
const ROOT_MARGIN = '0px 0px 600px 0px';

type Widget = ComponentType<{ term: string }>;
// The widget's code (CommentsWidget.tsx) is not in the page's first load: it is requested when the
// area nears the viewport, like giscus after it. Loaded by hand, not with React.lazy: a Suspense
// boundary holds resolved content back for up to 300 ms.
const loadWidget = loadOnce<Widget>(() => import('./CommentsWidget').then((m) => m.CommentsWidget));

/** The comment area below an article: a reserved box in the static HTML, giscus after scrolling. */
export function Comments() {
  const { page } = usePage();
  if (!commentsEnabled(page)) return null;
  const term = giscusTerm(page.routePath);
  const link = discussionsUrl(buildGiscus?.repo ?? undefined);
  return (
    <section className="fb-comments" aria-labelledby="fb-comments-title" data-term={term}>
      <h2 id="fb-comments-title" className="fb-comments__title">
        评论
      </h2>
      <noscript>
        <p className="fb-comments__fallback">
          评论区需要 JavaScript。{link && <a href={link}>到 GitHub Discussions 参与讨论</a>}
        </p>
      </noscript>
      <NoSSR>
        {/* Keyed by route: client-side navigation always starts a fresh thread for the new page. */}
        <CommentsSlot key={term} term={term} />
      </NoSSR>
    </section>
  );
}

/** The reserved box until the area nears the viewport and the widget's code has arrived. */
function CommentsSlot({ term }: { term: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<{ Widget: Widget } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const load = () =>
      loadWidget().then(
        (Widget) => live && setWidget({ Widget }),
        () => live && setFailed(true), // the chunk did not load, even retried
      );
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        live = false;
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          void load();
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, []);

  if (widget) return <widget.Widget term={term} />;
  return (
    <div ref={box} className="fb-comments__box" data-state={failed ? 'failed' : 'waiting'}>
      {failed ? <Unavailable repo={buildGiscus?.repo ?? undefined} /> : null}
    </div>
  );
}
