// Runs at the top of the page's body, before the first paint: applies the theme a member chose with
// the header's switch (remembered under 'lg-theme'), so a dark page never flashes light, and marks
// the page `data-boot-member` when this browser holds a session (supabase-js keeps it under
// 'sb-<project>-auth-token'), so a member is never offered the boot header's Sign In and Sign Up.
// Without a choice the CSS follows the system's setting on its own. The boot header's switch works
// before the app's scripts arrive: it says whether the dark theme is on and, tapped, chooses the
// other one as the app's switch does (the app then reads the same choice). The build writes this
// into index.html (a file of its own would hold up the first paint by a request); the CSP allows it
// by its hash (serve-site.mjs).
(function () {
  var root = document.documentElement;
  var systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  try {
    var choice = window.localStorage.getItem('lg-theme');
    if (choice === 'light' || choice === 'dark') root.setAttribute('data-theme', choice);
    for (var index = 0; index < window.localStorage.length; index += 1) {
      var key = window.localStorage.key(index);
      if (key && /^sb-.+-auth-token$/.test(key)) root.setAttribute('data-boot-member', '');
    }
  } catch {
    // Storage blocked: the system's setting applies, and the page cannot hold a session.
  }
  function isDark() {
    var chosen = root.getAttribute('data-theme');
    return chosen ? chosen === 'dark' : systemDark.matches;
  }
  function markBootSwitch() {
    var button = document.querySelector('.boot-theme');
    if (!button) return;
    var dark = isDark();
    button.setAttribute('aria-pressed', String(dark));
    button.title = dark ? 'Switch to the light theme' : 'Switch to the dark theme';
  }
  document.addEventListener('DOMContentLoaded', markBootSwitch);
  systemDark.addEventListener('change', markBootSwitch);
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('.boot-theme') : null;
    if (!button) return;
    var next = isDark() ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try {
      window.localStorage.setItem('lg-theme', next);
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
    markBootSwitch();
  });
})();
