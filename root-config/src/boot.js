// The page's first script (plain ES5, no build): loads import-map-overrides, then SystemJS, then the
// root config, in that order. The overrides UI is a 15 KB build of its own; it is loaded only for a
// developer who opted in with localStorage.devtools (or in development), everyone else gets the
// small API-only build. A file rather than inline code, so the page needs no inline script.
(function () {
  var script = document.currentScript;
  var data = script.dataset;
  var ui = data.overridesUiAlways === 'true';
  try {
    var flag = window.localStorage.getItem('devtools');
    ui = ui || (flag !== null && flag !== 'false');
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
  load(ui ? data.overridesUi : data.overrides);
  load(data.systemjs, function () {
    window.System.import('@schools/root-config');
  });
})();
