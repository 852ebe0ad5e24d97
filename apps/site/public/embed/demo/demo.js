/* global document, window */
// The demo host page's own script (external: the page's policy allows no inline script).
(function () {
  "use strict";
  var origin = window.location.origin;
  document.querySelectorAll("code[id^='snippet-']").forEach(function (code) {
    code.textContent = code.textContent.replace("{origin}", origin);
  });

  var status = document.getElementById("copy-status");
  document.querySelectorAll("[data-copy]").forEach(function (button) {
    button.addEventListener("click", function () {
      var text = document.getElementById(button.getAttribute("data-copy")).textContent;
      var done = function (ok) {
        status.textContent = ok ? "Copied to the clipboard." : "Select the text and copy it.";
      };
      if (navigator.clipboard)
        navigator.clipboard.writeText(text).then(
          function () {
            done(true);
          },
          function () {
            done(false);
          },
        );
      else done(false);
    });
  });

  var log = document.getElementById("event-log");
  function record(text) {
    var item = document.createElement("li");
    item.textContent = new Date().toLocaleTimeString() + "  " + text;
    log.insertBefore(item, log.firstChild);
    while (log.children.length > 8) log.removeChild(log.lastChild);
  }
  document.addEventListener("deal-analyzer:ready", function (event) {
    record("ready: " + event.detail.calculator);
  });
  document.addEventListener("deal-analyzer:tab-change", function (event) {
    record("tab-change: " + event.detail.calculator);
  });
  document.addEventListener("deal-analyzer:change", function (event) {
    var r = event.detail.results;
    record("change: " + event.detail.calculator + ", " + r.recommendation + " (" + r.badge + ")");
  });
  document.addEventListener("deal-analyzer:share", function (event) {
    record("share: " + event.detail.url);
  });
  // The payment and login embeds (payments/index.html).
  [
    "academy:opened",
    "academy:signed-in",
    "academy:enrolled",
    "academy:joined",
    "academy:closed",
  ].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var detail = event.detail;
      record(
        type.slice(8) +
          ": " +
          detail.embed +
          " " +
          (detail.course || detail.tier || detail.name || ""),
      );
    });
  });
})();
