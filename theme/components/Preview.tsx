// The page side of a ```tsx preview block (see index.ts): the live component in a card, with a button
// that shows or hides its code. The compiler passes the code block and the component as children.
import { type ReactNode, useId, useState } from 'react';

interface PreviewProps {
  children?: ReactNode[];
  previewMode?: string;
  demoId?: string;
}

function IconCode() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="4" aria-hidden="true" focusable="false">
      <path d="M16.7 12.7 5.4 24l11.3 11.3M31.3 12.7 42.6 24 31.3 35.3M27.2 6.3l-6.3 35.4" />
    </svg>
  );
}

export default function Preview({ children }: PreviewProps) {
  const [showCode, setShowCode] = useState(false);
  const codeId = useId();
  const [code, demo] = children ?? [];
  return (
    <div className={`rp-preview rp-not-doc rp-preview--internal${showCode ? ' rp-preview--internal--show-code' : ''}`}>
      <div className="rp-preview--internal__card">
        <div className="rp-preview--internal__card__content">{demo}</div>
        <div className="rp-preview-operations rp-preview-operations--web">
          <button
            type="button"
            onClick={() => setShowCode((shown) => !shown)}
            aria-label={showCode ? '隐藏代码' : '显示代码'}
            aria-expanded={showCode}
            aria-controls={codeId}
            className={`rp-preview-operations__button${showCode ? ' rp-preview-operations__button--expanded' : ''}`}
          >
            <IconCode />
          </button>
        </div>
      </div>
      <div id={codeId} className={`rp-preview--internal__code-wrapper${showCode ? ' rp-preview--internal__code-wrapper--visible' : ''}`}>
        <div className="rp-preview--internal__code">{code}</div>
      </div>
    </div>
  );
}
