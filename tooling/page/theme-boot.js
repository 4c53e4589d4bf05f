// Runs at the top of the page's body, before the first paint: applies the theme a member chose with
// the header's switch (remembered under 'lg-theme'), so a dark page never flashes light. Without a
// choice the CSS follows the system's setting on its own. The build writes it into index.html (a
// file of its own would hold up the first paint by a request); the CSP allows it by its hash
// (serve-site.mjs).
try {
  var choice = window.localStorage.getItem('lg-theme');
  if (choice === 'light' || choice === 'dark') {
    document.documentElement.setAttribute('data-theme', choice);
  }
} catch {
  // Storage blocked: the system's setting applies.
}
