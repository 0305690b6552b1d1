// Starts the PWA, first readying the browser's number formatting for the page's language (its first use loads
// locale data, which would otherwise block the app's first render of the prices).
//
// Most pages: after the browser has painted the server's first view of the page (server/lib/shellPrerender.ts), so a
// slow phone shows the site before it parses the app's JavaScript.
//
// A first visit to the sale page or a buy offer gets the whole page from the server, rendered by the app itself
// (src/app/renderFirstVisit.tsx; the root is marked data-first-visit): nothing on the device can change it, so the
// app starts when the visitor first touches, types or points, not while the phone is still loading. The service
// worker registers at load all the same and keeps the page's data (offline readiness does not wait for a touch). A click that arrives
// before the app has rendered is held and given to the same element once it has (a link is left to navigate),
// and what was typed into a field is given back to the app's field.
(function () {
  var meta = document.querySelector('meta[name="app-entry"]');
  var entry = meta && meta.getAttribute('content');
  if (!entry) return;
  var root = document.getElementById('root');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    try {
      new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'currency', currency: 'EUR' }).formatToParts(1);
    } catch {
      // An unknown language tag: the app formats with its own locale later.
    }
    import(entry);
  }

  var renderedWhole = root !== null && root.hasAttribute('data-first-visit');
  // A device that already holds something of this site (a sign-in, a cart, progress) or is served by the worker
  // may show more than the server knows: the app starts at once there.
  var deviceKnown = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  try {
    deviceKnown = deviceKnown || localStorage.length > 0;
  } catch {
    deviceKnown = true;
  }
  if (!renderedWhole || deviceKnown) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }

  var INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  INTENTS.forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  // The worker registers at load, and is handed what the page needs offline (its catalog) as the app's header does
  // once the app runs (src/features/offline/handOff.ts): Workbox's CACHE_URLS message.
  var needsMeta = document.querySelector('meta[name="offline-needs"]');
  addEventListener('load', function () {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(function () {
        return navigator.serviceWorker.ready;
      })
      .then(function (registration) {
        var needs = needsMeta ? JSON.parse(needsMeta.getAttribute('content') || '[]') : [];
        if (registration.active && needs.length > 0) registration.active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: needs } });
      })
      .catch(function () {});
  });

  /** The element's place under the root: child indices, with tag names to check it is the same element. */
  function placeOf(element) {
    var steps = [];
    for (var node = element; node && node !== root; node = node.parentElement) {
      steps.unshift([Array.prototype.indexOf.call(node.parentElement.children, node), node.tagName]);
    }
    return steps;
  }
  function elementAt(steps) {
    var node = root;
    for (var i = 0; i < steps.length && node; i++) {
      node = node.children[steps[i][0]];
      if (node && node.tagName !== steps[i][1]) return null;
    }
    return node || null;
  }

  var ready = false;
  var heldClick = null;
  var typed = new Map();
  function onInput(event) {
    var field = event.target;
    if (!ready && field && 'value' in field) typed.set(placeOf(field).join('/'), { steps: placeOf(field), value: field.value });
  }
  function onClick(event) {
    var target = event.target;
    if (ready || !(target instanceof Element) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = placeOf(target);
    start();
  }
  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);

  // src/app/boot.tsx says when the app has rendered; a held element may appear a little later (a lazy part).
  document.addEventListener(
    'app:rendered',
    function () {
      ready = true;
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('click', onClick, true);
      var restored = 0;
      typed.forEach(function (entry) {
        var field = elementAt(entry.steps);
        if (!field || !('value' in field) || field.value === entry.value) return;
        field.value = entry.value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        restored += 1;
      });
      var steps = heldClick;
      if (!steps) return;
      var tries = 0;
      function replay() {
        var element = elementAt(steps);
        if (element) element.click();
        else if (++tries < 120) requestAnimationFrame(replay);
      }
      // A field given back its text updates the app's state first: the click comes after that render.
      if (restored > 0) setTimeout(function () {
        requestAnimationFrame(replay);
      }, 0);
      else replay();
    },
    { once: true },
  );
})();
