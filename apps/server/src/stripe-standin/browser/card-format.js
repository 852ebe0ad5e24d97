/*
 * The offline Stripe.js stand-in, part 0: how the card inputs format what is typed. Served
 * first, before elements.js, in the same script.
 */
/* global window, document */
(function () {
  "use strict";
  if (window.__stripeStandinFormats) return;

  /**
   * As Stripe's card element shows them: the number in groups of four, the expiry as
   * "MM / YY", the CVC as up to four digits.
   */
  var FORMATS = {
    number: {
      maxLength: 23,
      format: function (digits) {
        return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
      },
    },
    expiry: {
      maxLength: 7,
      format: function (digits) {
        var d = digits.slice(0, 4);
        return d.length > 2 ? d.slice(0, 2) + " / " + d.slice(2) : d;
      },
    },
    cvc: {
      maxLength: 4,
      format: function (digits) {
        return digits.slice(0, 4);
      },
    },
  };

  /** Rewrites the input in its format, keeping the caret after the same digit. */
  function reformat(input, rule) {
    if (!rule) return;
    var caret = input.selectionStart === null ? input.value.length : input.selectionStart;
    var digitsBefore = input.value.slice(0, caret).replace(/[^\d]/g, "").length;
    var next = rule.format(input.value.replace(/[^\d]/g, ""));
    if (next === input.value) return;
    input.value = next;
    var position = 0;
    for (var seen = 0; position < next.length && seen < digitsBefore; position++) {
      if (/\d/.test(next.charAt(position))) seen++;
    }
    if (document.activeElement === input) input.setSelectionRange(position, position);
  }

  window.__stripeStandinFormats = { FORMATS: FORMATS, reformat: reformat };
})();
