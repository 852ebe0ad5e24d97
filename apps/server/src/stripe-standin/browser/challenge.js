/*
 * The offline Stripe.js stand-in, part 2 of 3: the in-page 3-D Secure challenge, a modal
 * dialog with "Complete authentication" and "Fail authentication" (Escape fails, Tab stays
 * inside, focus returns to where it was).
 */
/* global window, document */
(function () {
  "use strict";
  if (!window.__stripeStandin || window.__stripeStandin.challenge) return;

  function challenge(kind) {
    return new Promise(function (resolve) {
      var previous = document.activeElement;
      var overlay = document.createElement("div");
      overlay.style.cssText =
        "position:fixed;inset:0;background:rgba(0,0,0,0.6);display:flex;align-items:center;justify-content:center;z-index:2147483647";
      var dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-labelledby", "stripe-standin-3ds-title");
      dialog.setAttribute("aria-describedby", "stripe-standin-3ds-text");
      dialog.style.cssText =
        "background:#fff;color:#111;padding:24px;border-radius:8px;max-width:26rem;font:16px/1.5 system-ui,sans-serif";
      // Built node by node, not with innerHTML: a partner page embedding our payment widgets
      // may enforce Trusted Types and forbid inline style attributes (CSSOM styles are allowed).
      var heading = document.createElement("h2");
      heading.id = "stripe-standin-3ds-title";
      heading.style.cssText = "margin:0 0 8px;font-size:20px";
      heading.textContent = "3D Secure test " + kind;
      var text = document.createElement("p");
      text.id = "stripe-standin-3ds-text";
      text.style.cssText = "margin:0 0 16px";
      text.textContent =
        "Your bank asks you to confirm this " +
        kind +
        ". This is the offline test challenge: choose an outcome.";
      dialog.appendChild(heading);
      dialog.appendChild(text);
      var row = document.createElement("div");
      row.style.cssText = "display:flex;gap:8px;flex-wrap:wrap";
      function button(label, outcome, primary) {
        var b = document.createElement("button");
        b.type = "button";
        b.textContent = label;
        b.style.cssText =
          "font:inherit;padding:8px 14px;border-radius:4px;cursor:pointer;border:2px solid #1a1a6e;" +
          (primary ? "background:#1a1a6e;color:#fff" : "background:#fff;color:#1a1a6e");
        b.addEventListener("click", function () {
          close(outcome);
        });
        row.appendChild(b);
        return b;
      }
      var complete = button("Complete authentication", "complete", true);
      var fail = button("Fail authentication", "fail", false);
      dialog.appendChild(row);
      overlay.appendChild(dialog);
      function onKey(event) {
        if (event.key === "Escape") {
          event.preventDefault();
          close("fail");
        }
        if (event.key === "Tab") {
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      }
      function close(outcome) {
        document.removeEventListener("keydown", onKey, true);
        if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
        if (previous && typeof previous.focus === "function") previous.focus();
        resolve(outcome);
      }
      document.addEventListener("keydown", onKey, true);
      document.body.appendChild(overlay);
      complete.focus();
    });
  }

  window.__stripeStandin.challenge = challenge;
})();
