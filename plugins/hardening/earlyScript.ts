// The first script of every page (before Rspress's inline theme script and before the app boots).
// Plain ES5 on purpose: it is inlined into <head> as is and allowed by the CSP through its sha256.
//
// 1. Storage that throws. Rspress's inline theme script and its useStorageValue hook call
//    localStorage without a guard; when the reader blocks site data the getter throws SecurityError
//    and the page goes blank (R1/E6). A full quota or private mode makes setItem throw. In both
//    cases window.localStorage / sessionStorage are replaced with an in-memory Storage for this
//    visit (seeded with what could still be read), so the theme, the tabs and giscus keep working.
// It patches nothing else on the page: malformed %-escapes in the URL and smooth scrolling under
// reduced motion are fixed where Rspress does them (patches/), and the search index loader retries
// its own fetch (theme/lib/searchIndex.ts).
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

})();`.replace(/\n\s*/g, '\n');
