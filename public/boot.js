// Starts the PWA after the browser has painted the server's first view of the page (server/lib/shellPrerender.ts),
// so a slow phone shows the site before it parses the app's JavaScript. Before that paint it readies the
// browser's number formatting for the page's language: its first use loads locale data, which would otherwise
// block the first render of the prices.
(function () {
  try {
    new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'currency', currency: 'EUR' }).formatToParts(1);
  } catch {
    // An unknown language tag: the app formats with its own locale later.
  }
  var meta = document.querySelector('meta[name="app-entry"]');
  var entry = meta && meta.getAttribute('content');
  if (entry) requestAnimationFrame(function () { setTimeout(function () { import(entry); }, 0); });
})();
