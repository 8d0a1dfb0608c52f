// The page's first script (plain ES5, not bundled; the page build only minifies it): loads
// import-map-overrides when wanted, then SystemJS, then the root config, in that order. Overrides
// (and their UI, 15 KB gzip) are for a developer who opted in with localStorage.devtools, or for
// development; a visitor loads neither, so no one can swap a module of the live site by writing to
// localStorage alone. A file rather than inline code, so the page needs no inline script.
// Type-checked as JavaScript (JSDoc types): the page build only minifies it.
// @ts-check
(function () {
  var data = /** @type {HTMLScriptElement} */ (document.currentScript).dataset;
  var always = data.overridesAlways === 'true';
  var overrides = always;
  try {
    var flag = window.localStorage.getItem('devtools');
    overrides = overrides || (flag !== null && flag !== 'false');
  } catch (e) {
    /* storage disabled: no opt-in */
  }

  // Where an override may point: this site, the developer's own machine (exact host names, any port)
  // and the configured DEV_ORIGINS (the page writes them). The page's Content-Security-Policy allows
  // the same origins, and refuses a script from any other even if one slipped through here.
  var LOCAL_HOSTS = ['localhost', '127.0.0.1'];
  var devOrigins = (data.devOrigins || '').split(' ');
  /** @param {string | null} address */
  function allowed(address) {
    var url;
    try {
      url = new URL(/** @type {string} */ (address), window.location.href);
    } catch (e) {
      return false;
    }
    if (url.origin === window.location.origin) return true;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return LOCAL_HOSTS.indexOf(url.hostname) >= 0 || devOrigins.indexOf(url.origin) >= 0;
  }

  // import-map-overrides 6.1.0 reads overrides from `import-map-override:<module>` keys and external
  // override maps from the `import-map-overrides-external-maps` key (a JSON list of addresses); its
  // query-parameter and cookie overrides are off (no allow-query-param-override or server-cookie on
  // the importmap-type meta). Production drops every override whose address is elsewhere, before the
  // library reads them. Development (npm run dev) runs on a developer's machine: left alone.
  /** @param {Storage} storage */
  function dropForeignOverrides(storage) {
    var PREFIX = 'import-map-override:';
    var EXTERNAL = 'import-map-overrides-external-maps';
    /** @type {string[]} */
    var keys = [];
    for (var i = 0; i < storage.length; i++) keys.push(/** @type {string} */ (storage.key(i)));
    keys.forEach(function (key) {
      if (key.indexOf(PREFIX) !== 0) return;
      var address = storage.getItem(key);
      if (allowed(address)) return;
      storage.removeItem(key);
      console.warn('import-map override of ' + key.slice(PREFIX.length) + ' dropped: ' + address + ' is not an allowed origin');
    });
    var maps;
    try {
      maps = JSON.parse(storage.getItem(EXTERNAL) || '[]');
    } catch (e) {
      maps = null;
    }
    if (!(maps instanceof Array)) {
      storage.removeItem(EXTERNAL);
      console.warn('external override maps dropped: not a list of addresses');
      return;
    }
    var kept = maps.filter(function (address) {
      var ok = typeof address === 'string' && allowed(address);
      if (!ok) console.warn('external override map dropped: ' + address + ' is not an allowed origin');
      return ok;
    });
    if (kept.length !== maps.length) storage.setItem(EXTERNAL, JSON.stringify(kept));
  }

  /**
   * @param {string | undefined} src
   * @param {() => void} [onload]
   */
  function load(src, onload) {
    var el = document.createElement('script');
    el.src = /** @type {string} */ (src);
    // Dynamically inserted scripts run in insertion order only when async is off.
    el.async = false;
    if (onload) el.onload = onload;
    document.head.appendChild(el);
  }
  if (overrides && !always) {
    try {
      dropForeignOverrides(window.localStorage);
    } catch (e) {
      // Storage that cannot be cleaned is not trusted: no overrides at all.
      overrides = false;
    }
  }
  // The scripts the page will need, fetched in parallel when they start rather than one after
  // another as SystemJS and single-spa ask for them: the frame's (#frame-preloads: the shared
  // dependencies, root config, shared-api, shell and kit, from the live map) and the open route's
  // section, its stylesheet and the modules only it needs (#section-preloads, each section's files,
  // and data-routes, the paths each section owns). Not before: on a slow network they would share it
  // with the page's words and picture, which come first. Not under overrides: an overridden module
  // would be fetched twice, from two places.
  /** @param {string} href */
  function preload(href) {
    var style = /\.css$/.test(href);
    // A stylesheet the server's page linked already is loaded, or loading.
    if (style && linked(href)) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.as = style ? 'style' : 'script';
    // Scripts after the page's words and pictures: they run once it has painted.
    if (link.as === 'script') link.setAttribute('fetchpriority', 'low');
    // SystemJS fetches another origin's scripts in CORS mode: the preload must match to be used.
    if (link.as === 'script' && new URL(href, window.location.href).origin !== window.location.origin) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
  /** @param {string} id */
  function listed(id) {
    var list = document.getElementById(id);
    return list ? JSON.parse(list.textContent || 'null') : null;
  }
  /** The files to preload: the frame's, then the open route's section's. */
  function filesToPreload() {
    var files = listed('frame-preloads') || [];
    var sections = listed('section-preloads');
    if (!sections || !data.routes) return files;
    var routes = JSON.parse(data.routes);
    var path = window.location.hash.replace(/^#/, '').split('?')[0];
    if (path === '' || path === '/') path = '/home';
    for (var app in routes) {
      if (routes[app].indexOf(path) < 0) continue;
      return files.concat(sections[app] || []);
    }
    return files;
  }

  // One item per task: asking the network for a file costs a phone's main thread several milliseconds,
  // and a dozen at once made one long task right after the first paint, when the visitor may already
  // scroll or tap. A message, not a timer, where there is one: timers set from timers wait at least
  // 4 ms each.
  /**
   * @param {string[]} items
   * @param {(item: string) => void | PromiseLike<unknown>} each
   * @param {() => void} then
   */
  function inTurn(items, each, then) {
    var i = 0;
    var channel = window.MessageChannel ? new window.MessageChannel() : null;
    function yieldThenNext() {
      if (channel) channel.port2.postMessage(null);
      else window.setTimeout(next, 0);
    }
    function next() {
      if (i === items.length) return then();
      var done = each(/** @type {string} */ (items[i++]));
      // An item that is work under way (a module being run) is waited for before the next task.
      if (done && done.then) done.then(yieldThenNext, yieldThenNext);
      else yieldThenNext();
    }
    if (channel) channel.port1.onmessage = next;
    next();
  }

  // The open page as the server renders it, shown before the scripts run: the server never sees the
  // hash, so this asks for the same address with the hash as a query (/?hash=/about/mission). The
  // server's page goes into #page once its stylesheets have loaded, with the data it was rendered with,
  // and the section hydrates it, as at a real address. The scripts, downloading meanwhile, start after its first paint
  // (`then`), as on a real address, whose document has the server's page already; at once when there is
  // nothing to show: the page's words first, on a slow network too, and on a fast one no script's work
  // holds back that paint. Nothing is asked for under overrides (the server renders the released
  // sections, not a developer's build) or in the studio's preview (drafts are the section's to fetch).
  var SERVER_PAGE_WAIT_MS = 3000;
  /** @param {string | null} href */
  function linked(href) {
    var links = document.querySelectorAll('link[rel=stylesheet]');
    for (var i = 0; i < links.length; i++) if (/** @type {Element} */ (links[i]).getAttribute('href') === href) return true;
    return false;
  }
  // Calls `fn` once the page has painted its content: the paint timing's first contentful paint where
  // the browser reports it, else two frames on.
  /** @param {() => void} fn */
  function afterFirstPaint(fn) {
    try {
      new window.PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        fn();
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      window.requestAnimationFrame(function () {
        window.requestAnimationFrame(fn);
      });
    }
  }
  // A page the server rendered names its hash address (<html data-server-page="#/news_detail?id=12&lang=cn">).
  // At a real address (/BBSZ/zh/news_detail/12) that becomes the address, before anything reads it,
  // without a reload or a history entry: the browser's router is a hash router. The front door (/)
  // opened at another page's hash address (a link shared before that page had an address of its own),
  // or at its home in the other language, holds a page that is not the one asked for: it goes at once,
  // with the answers it was rendered with, and the page the hash names is asked for below as at any
  // hash address.
  function adoptServerPage() {
    var root = document.documentElement;
    var served = root.getAttribute('data-server-page');
    if (!served) return;
    var real = /^(\/[A-Za-z]{4})?\/(?:en|zh)(?:\/|$)/.exec(window.location.pathname);
    if (real && window.location.hash.length < 2) window.history.replaceState(window.history.state, '', (real[1] || '') + '/' + served);
    var wanted = window.location.hash.replace(/^#/, '').split('?')[0];
    /** @param {string} hash */
    function langOf(hash) {
      var lang = /[?&]lang=([^&]*)/.exec(hash);
      return lang ? lang[1] : '';
    }
    var lang = langOf(window.location.hash);
    // The same page in the same language (a hash that names none takes the page's).
    if ((!wanted || wanted === '/' || wanted === served.replace(/^#/, '').split('?')[0]) && (!lang || lang === langOf(served))) return;
    // The page and the frame around it (the header's region, the footer's content).
    var stale = document.querySelectorAll('[data-server-rendered]');
    for (var i = 0; i < stale.length; i++) {
      var region = /** @type {Element} */ (stale[i]);
      if (region.id === 'site-footer') {
        region.textContent = '';
        region.removeAttribute('data-server-rendered');
      } else region.remove();
    }
    var pageData = document.getElementById('page-data');
    if (pageData) pageData.remove();
    root.removeAttribute('data-server-page');
  }

  /** @param {() => void} then */
  function showServerPage(then) {
    var root = document.documentElement;
    adoptServerPage();
    if (overrides || /[?&]studio-preview=1/.test(window.location.search)) return then();
    var waited = window.setTimeout(then, SERVER_PAGE_WAIT_MS);
    function done() {
      window.clearTimeout(waited);
      then();
    }
    // A real address: the server's page is in the document already.
    if (root.hasAttribute('data-server-page')) return afterFirstPaint(done);
    if (!window.fetch) return done();
    var hash = window.location.hash;
    var search = window.location.search ? window.location.search + '&' : '?';
    window
      .fetch(window.location.pathname + search + 'hash=' + encodeURIComponent(hash.replace(/^#/, '')), { credentials: 'same-origin' })
      .then(function (response) {
        // Read to the end either way: an answer left unread stays open.
        return response.text().then(function (html) {
          return response.ok ? html : '';
        });
      })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        // The section's page in the section's own region, which the section hydrates (the server
        // answers nothing else here: no page, no content).
        var server = doc.querySelector('#page > [data-server-rendered]');
        var served = doc.documentElement.getAttribute('data-server-page');
        if (!server || !served) return done();
        var waiting = 1;
        function show() {
          if (--waiting > 0) return;
          var main = document.getElementById('page');
          // Too late: the visitor has moved on (the router writing the language in is no move), or the
          // root config has started and made the section's region: the section renders the page itself.
          if (!main || window.location.hash.split('?')[0] !== hash.split('?')[0] || document.getElementById(/** @type {Element} */ (server).id)) return done();
          main.insertBefore(document.importNode(/** @type {Element} */ (server), true), main.firstChild);
          // The frame around it, where the frame has not rendered its own yet: the header's region, the footer.
          var shell = document.getElementById('shell');
          var header = doc.querySelector('#shell > [data-server-rendered]');
          if (shell && header && !shell.firstElementChild) shell.appendChild(document.importNode(header, true));
          var footer = document.getElementById('site-footer');
          var servedFooter = doc.querySelector('#site-footer[data-server-rendered]');
          if (footer && servedFooter && !footer.firstElementChild) footer.replaceWith(document.importNode(servedFooter, true));
          // The answers it was rendered with, for the section's hydration: data, never run.
          var pageData = doc.getElementById('page-data');
          if (pageData) document.head.appendChild(document.importNode(pageData, true));
          root.setAttribute('data-server-page', /** @type {string} */ (served));
          // Its language, as the site will set it (the fonts of Chinese text follow it).
          root.lang = doc.documentElement.lang;
          afterFirstPaint(done);
        }
        // Its picture is asked for at once; the section's stylesheets the page does not link yet hold it back.
        var links = doc.head.querySelectorAll('link[rel=preload][as=image], link[rel=stylesheet]');
        for (var i = 0; i < links.length; i++) {
          if (/** @type {HTMLLinkElement} */ (links[i]).rel === 'stylesheet' && linked(/** @type {Element} */ (links[i]).getAttribute('href'))) continue;
          var link = document.importNode(/** @type {HTMLLinkElement} */ (links[i]), true);
          if (link.rel === 'stylesheet') {
            waiting++;
            link.onload = link.onerror = show;
          }
          document.head.appendChild(link);
        }
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
        else show();
      })['catch'](done);
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    /** @param {string[]} [frame] the frame's modules, in the order they depend on each other */
    function loadSystem(frame) {
      load(data.systemjs, function () {
        var System = /** @type {{ System: { import(id: string): Promise<unknown> } }} */ (/** @type {unknown} */ (window)).System;
        // One module run per task, React's, rxjs's, the kit's..., then the root config, which starts the
        // site: run together once the last of them had arrived, they made one task of 140 ms on a
        // phone (4x), during which a tap waited.
        inTurn(frame || [], function (url) {
          return System.import(url);
        }, function () {
          System.import('@schools/root-config');
        });
      });
    }
    if (overrides) {
      load(data.overrides);
      return loadSystem();
    }
    var files = [];
    /** @type {string[]} */
    var frame = [];
    try {
      frame = listed('frame-preloads') || [];
      files = filesToPreload();
    } catch (e) {
      /* a hint only: the page loads without it */
    }
    // SystemJS after the preloads, so that it finds each of its files already asked for. A preload
    // that fails is a hint lost; SystemJS still comes.
    inTurn(files, /** @param {string} href */ function (href) {
      try {
        preload(href);
      } catch (e) {
        /* a hint only */
      }
    }, function () {
      loadSystem(frame);
    });
  }
  try {
    showServerPage(start);
  } catch (e) {
    start();
  }
})();
