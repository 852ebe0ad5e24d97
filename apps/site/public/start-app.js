/* global document, requestAnimationFrame */
// Starts the site's JavaScript on the prerendered landing page (apps/site/scripts/prerender.mjs)
// once the page has painted: the markup is readable without it, so its code should not compete
// with the stylesheets for the first bytes. A file, not an inline script, for the site's
// Content-Security-Policy; it reads what to load from its own data attributes. On the next
// frame, or after a second in a background tab (no frames there).
(function () {
  var script = document.currentScript;
  if (!script) return;
  var entry = script.getAttribute("data-entry");
  var preloads = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  var started = false;
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
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
