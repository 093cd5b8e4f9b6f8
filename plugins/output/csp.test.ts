import { describe, expect, it } from 'vitest';
import { applyCsp, buildPolicy, inlineScripts, originOf, sha256Source } from './csp';

const doc = `<!doctype html><html><head><meta charset="utf-8"><title>t</title><script>{;const a=1}</script>
<script defer src="/x.js"></script><script type="application/ld+json">{"a":1}</script></head><body><script>b()</script></body></html>`;

describe('csp', () => {
  it('finds inline executable scripts only', () => {
    expect(inlineScripts(doc)).toEqual(['{;const a=1}', 'b()']);
  });
  it('hashes like the browser (sha256 of the exact text, base64)', () => {
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
  it('puts the meta first in <head> with every inline hash, idempotently', () => {
    const once = applyCsp(doc);
    expect(once).toMatch(/^<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="[^"]+" data-fb-csp><meta charset/);
    expect(once).toContain(sha256Source('{;const a=1}'));
    expect(once).toContain(sha256Source('b()'));
    expect(applyCsp(once)).toBe(once);
  });
  it('allows exactly giscus, GA4 and the remote search origin', () => {
    const p = buildPolicy([], { connectSrc: [originOf('https://search.example.com/api?q=1')!] });
    expect(p).toContain('frame-src https://giscus.app');
    expect(p).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(p).toContain('connect-src \'self\' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://search.example.com');
    expect(p).toContain("object-src 'none'");
    expect(p).not.toContain('unsafe-eval');
    expect(p).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it('originOf rejects non-http URLs', () => {
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});
