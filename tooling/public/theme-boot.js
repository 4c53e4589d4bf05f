// Runs in the page's head before the first paint: applies the theme a member chose with the header's
// switch (remembered under 'lg-theme'), so a dark page never flashes light. Without a choice the
// CSS follows the system's setting on its own. A file, not an inline script, so the CSP allows it.
try {
  var choice = window.localStorage.getItem('lg-theme');
  if (choice === 'light' || choice === 'dark') {
    document.documentElement.setAttribute('data-theme', choice);
  }
} catch {
  // Storage blocked: the system's setting applies.
}
