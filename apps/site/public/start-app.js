/* global document, requestAnimationFrame */
// Starts the site's JavaScript on the prerendered landing page (apps/site/scripts/prerender.mjs)
// once the page has painted: the markup is readable without it, so its code should not compete
// with the stylesheets for the first bytes. A file, not an inline script, for the site's
// Content-Security-Policy; it reads what to load from its own data attributes. Once the page's
// largest paint is reported, or after a second in a background tab (nothing paints there).
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute("data-entry");
  var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var started = false;
  function supports(type) {
    var types = PerformanceObserver.supportedEntryTypes;
    return Boolean(types) && types.indexOf(type) !== -1;
  }
  function start() {
    if (started || !entry) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement("script");
    module.type = "module";
    module.crossOrigin = "";
    module.src = entry;
    document.head.appendChild(module);
  }
  // After the largest paint as the browser reports it, not merely the next frame: a frame's
  // callbacks run before its paint is presented, and requests made by then are counted as
  // holding the paint back (Lighthouse's simulation of a phone's network took the entry's
  // 73 kB into the landing page's LCP). Browsers without these entries start on the next frame.
  if (typeof PerformanceObserver === "function" && supports("largest-contentful-paint")) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A background tab paints nothing: start anyway.
  setTimeout(start, 1000);
})();
