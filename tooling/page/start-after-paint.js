// Runs at the end of the page's body: starts the app's scripts once the browser has shown the
// page the server sent. The build lists them in the data block #start-after-paint (main.js to
// run, the start-up chunks to preload so they download alongside it). Nothing downloads or runs
// before that first paint: on a slow phone a script evaluated between the paint and its display
// held the page back, and Lighthouse counts every script that finished downloading before the
// largest paint into that paint. A page that is hidden, turns hidden, or cannot report its paints
// starts at once; one that never reports a paint starts after three seconds, a last resort that a
// busy machine's slow first frame must not reach.
(function () {
  var block = document.getElementById('start-after-paint');
  if (!block) return;
  var start = JSON.parse(block.textContent);
  var started = false;
  var LAST_RESORT_MS = 3000;
  function addPreload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  function run() {
    if (started) return;
    started = true;
    start.scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
    // One per task: each link starts its request at once, at 4-5 ms a request while DevTools
    // records the network (as Lighthouse does), so even four in one task made a long task on the
    // simulated phone.
    start.preloads.forEach(function (href) {
      setTimeout(addPreload, 0, href);
    });
  }
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!entryTypes || entryTypes.indexOf('paint') === -1 || document.visibilityState !== 'visible') {
    run();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      run();
    }
  }).observe({ type: 'paint', buffered: true });
  // A hidden page reports no paint until it is shown again.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'visible') run();
  });
  setTimeout(run, LAST_RESORT_MS);
})();
