// The page's first script (plain ES5, no build): loads import-map-overrides when wanted, then
// SystemJS, then the root config, in that order. Overrides (and their UI, 15 KB gzip) are for a
// developer who opted in with localStorage.devtools, or for development; a visitor loads neither,
// so no one can swap a module of the live site by writing to localStorage alone. A file rather than
// inline code, so the page needs no inline script.
(function () {
  var data = document.currentScript.dataset;
  var overrides = data.overridesAlways === 'true';
  try {
    var flag = window.localStorage.getItem('devtools');
    overrides = overrides || (flag !== null && flag !== 'false');
  } catch (e) {
    /* storage disabled: no opt-in */
  }
  function load(src, onload) {
    var el = document.createElement('script');
    el.src = src;
    // Dynamically inserted scripts run in insertion order only when async is off.
    el.async = false;
    if (onload) el.onload = onload;
    document.head.appendChild(el);
  }
  if (overrides) load(data.overrides);
  load(data.systemjs, function () {
    window.System.import('@schools/root-config');
  });
})();
