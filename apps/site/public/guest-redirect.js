/* global document, location */
// Sends a visitor with no session from a page only a signed-in user can open (the course
// player) to the Student Login (academy.md §4) before the app's code loads: without it, a guest
// following a course link waited for the app, painted a skeleton, then was sent on (issue #30).
// A blocking script in the head of the page the server sends for non-prerendered routes
// (app.html), so nothing paints first; a file, not an inline script, for the site's
// Content-Security-Policy. scripts/prerender.mjs writes its data attributes from the app's
// own facts: the patterns (react-router's syntax), the stored token whose absence makes a
// visitor anonymous, and where such a visitor goes. The app does the same (SignedInRoute)
// for a session that ends while it runs.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var patterns = (script.getAttribute("data-patterns") || "").split(" ").filter(Boolean);
  var sessionKey = script.getAttribute("data-session-key");
  var target = script.getAttribute("data-target");
  if (!sessionKey || !target) return;

  function segments(path) {
    return path.replace(/\/+$/, "").split("/");
  }
  // As react-router matches: case-insensitive, a trailing slash allowed, ":name" one segment.
  function matches(pattern, path) {
    var expected = segments(pattern.toLowerCase());
    var actual = segments(path.toLowerCase());
    if (expected.length !== actual.length) return false;
    for (var i = 0; i < expected.length; i++) {
      var part = expected[i];
      if (part.charAt(0) === ":" ? actual[i] === "" : part !== actual[i]) return false;
    }
    return true;
  }

  var path = location.pathname;
  var signedInOnly = patterns.some(function (pattern) {
    return matches(pattern, path);
  });
  if (!signedInOnly) return;
  var stored = null;
  try {
    stored = localStorage.getItem(sessionKey);
  } catch {
    // Storage refused (a sandboxed frame): the app treats that as no session, so do the same.
  }
  if (!stored) location.replace(target);
})();
