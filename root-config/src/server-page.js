// The script of a page the server rendered at its real address (/BBSZ/zh/news_detail/12), run before
// boot.js (plain ES5 like it; the page build only minifies it):
// - the address becomes the page's hash address, which the server names in the document
//   (<html data-server-page="#/news_detail?id=12&lang=cn">), before anything reads it, without a
//   reload or a history entry: the browser's router is a hash router. The section then hydrates the
//   server's markup (createSection), which needs nothing more from here;
// - the not-found page, which no section renders, stays in view while the browser renders its own
//   beside it, unseen and out of the flow (page.css), and gives way once that has content and nothing
//   has been loading (<main> not aria-busy, which the root config keeps from the bus's count) for a few
//   frames. A navigation hands over at once; ten seconds is the limit.
// Type-checked as JavaScript (JSDoc types), as boot.js.
// @ts-check
(function () {
  var QUIET_FRAMES = 3;
  var TIMEOUT_MS = 10000;
  var served = document.documentElement.getAttribute('data-server-page');
  var real = /^(\/[A-Za-z]{4})?\/(?:en|zh)(?:\/|$)/.exec(window.location.pathname);
  if (!served) return;
  if (real && window.location.hash.length < 2) window.history.replaceState(window.history.state, '', (real[1] || '') + '/' + served);
  // The front door (/) opened at another page's hash address (a link shared before it had a page of its
  // own): the server's home is not that page. It goes at once, and boot.js asks for the page the hash names.
  var wanted = window.location.hash.replace(/^#/, '').split('?')[0];
  if (wanted && wanted !== '/' && wanted !== served.replace(/^#/, '').split('?')[0]) {
    var page = document.getElementById('page');
    var stale = page && page.querySelector('.server-page, .app-region[data-server-rendered]');
    if (stale) stale.remove();
    // and the answers it was rendered with, which no section is to hydrate from
    var data = document.getElementById('page-data');
    if (data) data.remove();
    if (page) page.removeAttribute('data-server-rendered');
    document.documentElement.removeAttribute('data-server-page');
    return;
  }

  // A section's page: its section hydrates it.
  if (!document.querySelector('#page > .server-page')) return;

  var done = false;
  /** @type {number | undefined} */
  var timer;
  function finish() {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('hashchange', navigated);
    var main = document.getElementById('page');
    var server = main && main.querySelector('.server-page');
    if (server) server.remove();
    if (main) main.removeAttribute('data-server-rendered');
  }
  function busy() {
    return document.querySelector('#page[aria-busy="true"]') !== null;
  }
  function rendered() {
    var regions = document.querySelectorAll('#page > .app-region:not(.server-page)');
    for (var i = 0; i < regions.length; i++) if (/** @type {Element} */ (regions[i]).childElementCount > 0) return true;
    return false;
  }
  // A navigation hands over at once; the router writing the language into the same page's address is none.
  function navigated() {
    if (window.location.hash.split('?')[0] !== /** @type {string} */ (served).split('?')[0]) finish();
  }
  timer = window.setTimeout(finish, TIMEOUT_MS);
  window.addEventListener('hashchange', navigated);
  // This may run before single-spa has mounted the section or after (boot.js loads it once the server's
  // page is in): it watches the section's region from now on. A section renders only after the root
  // config has started, so by then <main> says whether anything is loading.
  var quiet = 0;
  (function frame() {
    if (done) return;
    quiet = rendered() && !busy() ? quiet + 1 : 0;
    if (quiet >= QUIET_FRAMES) finish();
    else window.requestAnimationFrame(frame);
  })();
})();
