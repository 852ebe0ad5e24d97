/* global document, location, window */
// What the page the server sends for every non-prerendered route (app.html) does before the
// app's code loads (issue #30). A blocking script in its head, so it runs before anything
// paints; inlined there by scripts/prerender.mjs (withBeforeApp), and admitted by the site's
// Content-Security-Policy by its hash.
// scripts/prerender.mjs writes its data attributes from the app's own facts:
// - data-patterns, data-session-key, data-target: a visitor with no stored session on a page
//   only a signed-in user can open (the course player) goes to the Student Login (academy.md
//   §4) at once; without this, a guest following a course link waited for the app, painted a
//   skeleton, then was sent on. The app does the same (SignedInRoute) for a session that ends
//   while it runs.
// - data-session-files: "file,file,...", what the app loads lazily on every page at once for a
//   stored session (the API client, the header's account controls): a visitor with a session
//   starts loading them with the app's entry, instead of once it has run.
// - data-route-files: "pattern=file,file pattern=file,...": a visitor with a session starts
//   loading the page's code and its stylesheets with the app's own, instead of after the app
//   has started and the session has loaded (the learner's /course/:id waited for each in turn).
// - data-early-global, data-api-base, data-early-calls: "pattern=apiPath ...", "*" for every
//   page: a visitor with a session asks the API for the user and the page's first data at once,
//   with the stored token, and leaves the answers where the app's API client takes them
//   (@academy/api earlyAnswers.ts) instead of asking when its code has run.
(function () {
  var script = document.currentScript;
  if (!script) return;
  var patterns = (script.getAttribute("data-patterns") || "").split(" ").filter(Boolean);
  var sessionKey = script.getAttribute("data-session-key");
  var target = script.getAttribute("data-target");
  var sessionFiles = (script.getAttribute("data-session-files") || "").split(",").filter(Boolean);
  var routeFiles = (script.getAttribute("data-route-files") || "").split(" ").filter(Boolean);
  var earlyGlobal = script.getAttribute("data-early-global");
  var apiBase = script.getAttribute("data-api-base") || "";
  var earlyCalls = (script.getAttribute("data-early-calls") || "").split(" ").filter(Boolean);
  if (!sessionKey || !target) return;

  // "pattern=value" as [pattern, value].
  function pair(entry) {
    var separator = entry.indexOf("=");
    return [entry.slice(0, separator), entry.slice(separator + 1)];
  }
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
  // priority: "low" for what may come after the app's own entry, which everything waits for.
  function preload(href, priority) {
    var link = document.createElement("link");
    var stylesheet = /\.css$/.test(href);
    link.rel = stylesheet ? "preload" : "modulepreload";
    if (stylesheet) link.as = "style";
    // As Vite's loader requests them, so that its request finds this one in the cache.
    link.crossOrigin = "";
    link.fetchPriority = priority;
    link.href = href;
    document.head.appendChild(link);
  }

  // The call with the route's parameters filled in from the path, e.g. /courses/:id.
  function fill(call, pattern, path) {
    var names = segments(pattern);
    var values = segments(path);
    return call.replace(/:([A-Za-z]+)/g, function (whole, name) {
      var at = names.indexOf(":" + name);
      return at < 0 ? whole : encodeURIComponent(decodeURIComponent(values[at]));
    });
  }
  function askEarly(token, path) {
    if (!earlyGlobal || typeof fetch !== "function") return;
    var answers = (window[earlyGlobal] = {});
    earlyCalls.forEach(function (entry) {
      var parts = pair(entry);
      var pattern = parts[0];
      var call = parts[1];
      if (pattern !== "*" && !matches(pattern, path)) return;
      var url = new URL(apiBase + fill(call, pattern, path), location.href).href;
      var authorization = "Bearer " + token;
      var answer = fetch(url, { headers: { Authorization: authorization } });
      // Taken by the app, which sees a failure then; untaken, a failure is nobody's concern.
      answer.catch(function () {});
      answers[url] = { authorization: authorization, startedAt: performance.now(), answer: answer };
    });
  }

  var path = location.pathname;
  var stored = null;
  try {
    stored = localStorage.getItem(sessionKey);
  } catch {
    // Storage refused (a sandboxed frame): the app treats that as no session, so do the same.
  }
  if (stored) {
    try {
      askEarly(stored, path);
    } catch {
      // A path that does not decode, or no URL support: the app asks for itself.
    }
    // The client first: the user's call, which every page waits for, goes through it.
    sessionFiles.forEach(function (href) {
      preload(href, "auto");
    });
    routeFiles.some(function (entry) {
      var parts = pair(entry);
      var pattern = parts[0];
      var files = parts[1];
      if (!matches(pattern, path)) return false;
      files
        .split(",")
        .filter(Boolean)
        .forEach(function (href) {
          preload(href, "low");
        });
      return true;
    });
    return;
  }
  // A tab the embed frame opened with a one-time hand-over code (issue #49): the app trades it
  // for a session before it renders, so this visitor is not sent to the Student Login.
  if (location.hash.indexOf("handover=") >= 0) return;
  var signedInOnly = patterns.some(function (pattern) {
    return matches(pattern, path);
  });
  if (!signedInOnly) return;
  // The browser's preload scanner has already started this page's scripts: stop them, so that
  // the Student Login's own files do not share the network with code that will never run.
  window.stop();
  location.replace(target);
})();
