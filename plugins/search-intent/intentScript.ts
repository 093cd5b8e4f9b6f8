// An inline script at the end of <head>: a click on the search button, or Ctrl/Cmd+K, before the
// page's scripts have run (they load after the first paint, plugins/output) is remembered in
// window.__fbSearchIntent instead of being lost; theme/components/SearchPanel.tsx opens the dialog
// for it as soon as it mounts. Once the theme handles clicks (html[data-hydrated]) and keys
// (window.__fbSearchKeys, set by SearchPanel) this script does nothing. Plain ES5, hashed by the CSP.
export const SEARCH_INTENT_SCRIPT = `(function () {
  var d = document, w = window;
  d.addEventListener('click', function (e) {
    var t = e.target;
    if (d.documentElement.getAttribute('data-hydrated') || !t || !t.closest) return;
    if (t.closest('.rp-search-button, .rp-search-button--mobile')) w.__fbSearchIntent = 1;
  }, true);
  d.addEventListener('keydown', function (e) {
    if (w.__fbSearchKeys || !(e.ctrlKey || e.metaKey) || e.code !== 'KeyK') return;
    e.preventDefault();
    w.__fbSearchIntent = 1;
  }, true);
})();`.replace(/\n\s*/g, '\n');
