import { CHUNK_RELOAD_KEY } from '../../site/shared/constants';

// The first script of every page (before Rspress's inline theme script and before the app boots).
// Plain ES5 on purpose: it is inlined into <head> as is and allowed by the CSP through its sha256.
//
// 1. Storage that throws. Rspress's inline theme script and its useStorageValue hook call
//    localStorage without a guard; when the reader blocks site data the getter throws SecurityError
//    and the page goes blank. A full quota or private mode makes setItem throw. In both
//    cases window.localStorage / sessionStorage are replaced with an in-memory Storage for this
//    visit (seeded with what could still be read), so the theme, the tabs and giscus keep working.
// 2. Page code gone after a redeploy. A page's route chunk is named by its content hash; once a new
//    deployment replaced it, a page opened before asks for a file that is gone (the asset-retry plugin
//    asks twice). Rspress then leaves an unhandled rejection (a link's click, or the first load's
//    boot) or a render error (Back/Forward to a page whose chunk never loaded). When the failed chunk
//    is the page the reader asked for, the page is loaded in full once (the new deployment's HTML
//    names the new files); a second failure for the same address shows a message with a link instead
//    of reloading in a loop, and the static HTML under it stays readable. A failed fetch ahead
//    (hovering a link, the idle prefetch) changes nothing: the click will find out. The guard is
//    forgotten once a page has hydrated (theme/index.tsx).
// It patches nothing else on the page: malformed %-escapes in the URL and smooth scrolling under
// reduced motion are fixed where Rspress does them (patches/), and the search index loader retries
// its own fetch (theme/lib/searchIndex.ts).
const LOAD_ERROR_TEXT = '页面加载失败：网站可能刚刚更新，或网络不稳定。';
const RELOAD_TEXT = '重新加载';

export const EARLY_SCRIPT = `(function () {
  var w = window, d = w.document;
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

  var KEY = '${CHUNK_RELOAD_KEY}', clicked = null;
  d.addEventListener('click', function (e) {
    var a = e.target && e.target.closest ? e.target.closest('a[href]') : null;
    if (!a || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || (a.target && a.target !== '_self')) return;
    if (a.origin === w.location.origin) clicked = { href: a.href, at: Date.now() };
  }, true);
  function isChunkError(err) {
    return !!err && (err.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \\S+ failed/.test(String(err.message)));
  }
  function showFailure(to) {
    d.documentElement.classList.add('fb-load-failed');
    if (d.getElementById('fb-load-error')) return;
    var box = d.createElement('div'), link = d.createElement('a');
    box.id = 'fb-load-error';
    box.className = 'fb-load-error';
    box.setAttribute('role', 'alert');
    box.appendChild(d.createTextNode('${LOAD_ERROR_TEXT}'));
    link.href = to;
    link.textContent = '${RELOAD_TEXT}';
    box.appendChild(link);
    d.body.appendChild(box);
  }
  function recover(err, event, rendering) {
    if (!isChunkError(err)) return;
    if (event.preventDefault) event.preventDefault();
    var pending = clicked && Date.now() - clicked.at < 60000 && clicked.href !== w.location.href ? clicked.href : null;
    var booting = !d.documentElement.hasAttribute('data-hydrated');
    var to = pending || (rendering || booting ? w.location.href : null);
    if (!to) return;
    clicked = null;
    var tried = null;
    try { tried = w.sessionStorage.getItem(KEY); } catch (e) {}
    if (tried !== to) {
      try { w.sessionStorage.setItem(KEY, to); } catch (e) {}
      if (w.console) w.console.warn('Page code for ' + to + ' failed to load; loading the page again.', err);
      w.location.assign(to);
      return;
    }
    try { w.sessionStorage.removeItem(KEY); } catch (e) {}
    if (w.console) w.console.warn('Page code for ' + to + ' failed to load again.', err);
    if (d.body) showFailure(to);
    else d.addEventListener('DOMContentLoaded', function () { showFailure(to); });
  }
  w.addEventListener('unhandledrejection', function (e) { recover(e.reason, e, false); });
  w.addEventListener('error', function (e) { recover(e.error, e, true); });

})();`.replace(/\n\s*/g, '\n');
