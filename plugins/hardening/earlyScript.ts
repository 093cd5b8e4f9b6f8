// The first script of every page (before Rspress's inline theme script and before the app boots).
// Plain ES5 on purpose: it is inlined into <head> as is and allowed by the CSP through its sha256.
//
// 1. Storage that throws. Rspress's inline theme script and its useStorageValue hook call
//    localStorage without a guard; when the reader blocks site data the getter throws SecurityError
//    and the page goes blank (R1/E6). A full quota or private mode makes setItem throw. In both
//    cases window.localStorage / sessionStorage are replaced with an in-memory Storage for this
//    visit (seeded with what could still be read), so the theme, the tabs and giscus keep working.
// 2. Malformed percent-encoding in the path or hash (#%E4%B8, /work/100%). Rspress calls
//    decodeURIComponent on them without a guard (useScrollReset, useScrollAfterNav, route.ts,
//    useSidebar): an exception in render blanks the page (R2/E4). Before the app boots, and again
//    on popstate/hashchange and on every pushState/replaceState, a stray '%' becomes '%25' so the
//    URL decodes (to the text the reader saw) and matches no route or heading.
// 3. The search index fetch is retried once when it fails (the index is a single static file).
// 4. prefers-reduced-motion: smooth scrolling requested by the theme (TOC, back to top, code
//    blocks) becomes an instant jump.
export const EARLY_SCRIPT = `(function () {
  var w = window;
  function memoryStorage(seed) {
    var m = {};
    var keys = function () { return Object.keys(m); };
    for (var i = 0; i < seed.length; i++) m[seed[i][0]] = seed[i][1];
    return {
      get length() { return keys().length; },
      key: function (i) { var k = keys(); return i >= 0 && i < k.length ? k[i] : null; },
      getItem: function (k) { k = String(k); return Object.prototype.hasOwnProperty.call(m, k) ? m[k] : null; },
      setItem: function (k, v) { m[String(k)] = String(v); },
      removeItem: function (k) { delete m[String(k)]; },
      clear: function () { m = {}; }
    };
  }
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    var s = null, seed = [];
    try {
      s = w[name];
      s.setItem('__fb_probe__', '1');
      s.removeItem('__fb_probe__');
      return;
    } catch (e) {}
    try { for (var i = 0; i < s.length; i++) { var k = s.key(i); seed.push([k, s.getItem(k)]); } } catch (e) {}
    var shim = memoryStorage(seed);
    try { Object.defineProperty(w, name, { configurable: true, enumerable: true, get: function () { return shim; } }); } catch (e) {}
  });

  function fix(part) {
    try { decodeURIComponent(part); return part; } catch (e) { return part.replace(/%/g, '%25'); }
  }
  function sanitize() {
    var l = w.location, p = fix(l.pathname), h = fix(l.hash);
    if (p !== l.pathname || h !== l.hash) replace.call(w.history, w.history.state, '', p + l.search + h);
  }
  function wrap(original) {
    return function (state, title, url) {
      if (url != null) {
        try {
          var u = new URL(String(url), w.location.href), p = fix(u.pathname), h = fix(u.hash);
          if (p !== u.pathname || h !== u.hash) url = p + u.search + h;
        } catch (e) {}
      }
      return original.call(this, state, title, url);
    };
  }
  var replace = w.history.replaceState;
  w.history.pushState = wrap(w.history.pushState);
  w.history.replaceState = wrap(replace);
  sanitize();
  w.addEventListener('popstate', sanitize);
  w.addEventListener('hashchange', sanitize);

  var nativeFetch = w.fetch;
  if (nativeFetch) {
    w.fetch = function (input) {
      var self = this, args = arguments;
      var url = typeof input === 'string' ? input : (input && input.url) || String(input);
      var first = nativeFetch.apply(self, args);
      if (!/\\/static\\/search_index[^/]*\\.json/.test(url)) return first;
      var again = function () { return nativeFetch.apply(self, args); };
      return first.then(function (r) { return r.ok ? r : again(); }, again);
    };
  }

  var reduce = w.matchMedia && w.matchMedia('(prefers-reduced-motion: reduce)');
  function instant(o) {
    return reduce && reduce.matches && o && typeof o === 'object' && o.behavior === 'smooth'
      ? Object.assign({}, o, { behavior: 'auto' }) : o;
  }
  [w, w.Element && w.Element.prototype].forEach(function (target) {
    if (!target) return;
    ['scrollTo', 'scroll', 'scrollBy', 'scrollIntoView'].forEach(function (n) {
      var f = target[n];
      if (typeof f !== 'function') return;
      target[n] = function (a) {
        return arguments.length === 1 ? f.call(this, instant(a)) : f.apply(this, arguments);
      };
    });
  });
})();`.replace(/\n\s*/g, '\n');
