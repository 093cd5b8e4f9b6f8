import './a11y.css';

export const MAIN_TARGET_ID = 'fb-main';

/** '跳到正文': the first tab stop of every page (WCAG 2.4.1), visible when focused. */
export function SkipLink() {
  return (
    <a
      className="fb-skip-link"
      href={`#${MAIN_TARGET_ID}`}
      onClick={(e) => {
        // Pages without the target (404) fall back to the main landmark or the first heading.
        if (document.getElementById(MAIN_TARGET_ID)) return;
        const fallback = document.querySelector<HTMLElement>('main, [role="main"], h1');
        if (!fallback) return;
        e.preventDefault();
        if (!fallback.hasAttribute('tabindex')) fallback.setAttribute('tabindex', '-1');
        fallback.focus();
      }}
    >
      跳到正文
    </a>
  );
}

/** Where the skip link lands: placed by the Layout right before the page's content. */
export function MainTarget() {
  return <span id={MAIN_TARGET_ID} className="fb-main-target" tabIndex={-1} />;
}
