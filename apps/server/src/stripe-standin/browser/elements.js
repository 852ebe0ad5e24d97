/*
 * The offline Stripe.js stand-in, part 1 of 3: the API calls, the card element (ordinary
 * labelled inputs). Served with challenge.js and client.js as one script by
 * the reference server, only when no Stripe keys are set.
 */
/* global window, document */
(function () {
  "use strict";
  if (window.__stripeStandin) return;
  var FORMATS = window.__stripeStandinFormats.FORMATS;
  var reformat = window.__stripeStandinFormats.reformat;
  // Our origin, where this script came from: on a partner page (the payment embeds) that is
  // not the page's origin.
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : window.location.origin;
  var API = origin + "/api/stripe-standin/v1";
  var uid = 0;

  function encode(data, prefix, pairs) {
    pairs = pairs || [];
    Object.keys(data).forEach(function (key) {
      var value = data[key];
      var name = prefix ? prefix + "[" + key + "]" : key;
      if (value === undefined || value === null) return;
      if (typeof value === "object") encode(value, name, pairs);
      else pairs.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(value)));
    });
    return pairs.join("&");
  }

  function call(pk, method, path, data) {
    var body = encode(Object.assign({ key: pk }, data || {}));
    var url = API + path + (method === "GET" ? "?" + body : "");
    return fetch(url, {
      method: method,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: "Bearer " + pk,
      },
      body: method === "GET" ? undefined : body,
    }).then(
      function (response) {
        return response.json().then(function (json) {
          return response.ok
            ? { ok: json }
            : { error: json.error || { type: "api_error", message: "Request failed" } };
        });
      },
      function () {
        return {
          error: {
            type: "api_connection_error",
            message: "We could not reach the payment service. Check your connection and try again.",
          },
        };
      },
    );
  }

  var MESSAGES = {
    incomplete_number: "Your card number is incomplete.",
    invalid_number: "Your card number is invalid.",
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_zip: "Your postal code is incomplete.",
  };

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function Element(type, options) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the element object, shared by its inner functions
    var self = this;
    var handlers = {};
    var fields = {};
    var root = null;
    options = options || {};
    self._type = type;

    function emit(name, payload) {
      (handlers[name] || []).slice().forEach(function (entry) {
        if (entry.once) self.off(name, entry.fn);
        entry.fn(payload);
      });
    }
    function field(name, label, autocomplete, placeholder) {
      var id = "stripe-standin-" + name + "-" + ++uid;
      var wrap = document.createElement("div");
      wrap.className = "StripeStandin-field";
      // The number takes a row of its own; expiry and CVC share the next one, or each take a
      // row where the two labels would not fit side by side (a 360 px phone).
      wrap.style.cssText =
        "display:flex;flex-direction:column;gap:2px;min-width:0;flex:" +
        (name === "number" ? "1 1 100%" : "1 1 11em");
      var labelEl = document.createElement("label");
      labelEl.htmlFor = id;
      labelEl.textContent = label;
      labelEl.style.cssText = "white-space:nowrap";
      var input = document.createElement("input");
      input.id = id;
      input.name = name;
      input.type = "text";
      input.inputMode = name === "postalCode" ? "text" : "numeric";
      input.autocomplete = autocomplete;
      input.placeholder = placeholder;
      if (FORMATS[name]) input.maxLength = FORMATS[name].maxLength;
      input.style.cssText =
        "font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:4px;padding:6px 8px;width:100%;min-width:0;box-sizing:border-box";
      input.addEventListener("input", function () {
        reformat(input, FORMATS[name]);
        changed();
      });
      input.addEventListener("focus", function () {
        emit("focus", { elementType: type });
      });
      input.addEventListener("blur", function () {
        emit("blur", { elementType: type });
      });
      wrap.appendChild(labelEl);
      wrap.appendChild(input);
      fields[name] = input;
      return wrap;
    }
    function values() {
      var exp = (fields.expiry.value || "").replace(/[^\d]/g, "");
      return {
        number: (fields.number.value || "").replace(/[^\d]/g, ""),
        expMonth: exp.slice(0, 2),
        expYear: exp.slice(2, 4),
        cvc: (fields.cvc.value || "").replace(/[^\d]/g, ""),
        postalCode: fields.postalCode ? fields.postalCode.value.trim() : "",
      };
    }
    function validate() {
      var v = values();
      var now = new Date();
      if (v.number.length < 15) return "incomplete_number";
      if (!luhn(v.number)) return "invalid_number";
      if (v.expMonth.length < 2 || v.expYear.length < 2) return "incomplete_expiry";
      var month = Number(v.expMonth);
      var year = 2000 + Number(v.expYear);
      if (month < 1 || month > 12) return "invalid_expiry_month";
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
        return "invalid_expiry_year_past";
      if (v.cvc.length < 3) return "incomplete_cvc";
      if (fields.postalCode && v.postalCode.length < 3) return "incomplete_zip";
      return null;
    }
    function changed() {
      var v = values();
      var code = validate();
      var empty = !v.number && !v.expMonth && !v.cvc && !v.postalCode;
      var typedEnough =
        v.number.length >= 16 ||
        (code !== "incomplete_number" &&
          code !== "incomplete_expiry" &&
          code !== "incomplete_cvc" &&
          code !== "incomplete_zip");
      emit("change", {
        elementType: type,
        empty: empty,
        complete: code === null,
        error:
          code && typedEnough
            ? { type: "validation_error", code: code, message: MESSAGES[code] }
            : undefined,
        brand:
          v.number.charAt(0) === "5"
            ? "mastercard"
            : v.number.charAt(0) === "4"
              ? "visa"
              : "unknown",
        value: fields.postalCode ? { postalCode: v.postalCode } : {},
      });
    }

    self.mount = function (target) {
      var node = typeof target === "string" ? document.querySelector(target) : target;
      if (!node) throw new Error("The stand-in could not find the element to mount into.");
      root = document.createElement("div");
      root.className = "StripeElement StripeStandin";
      root.setAttribute("role", "group");
      root.setAttribute("aria-label", "Card details");
      root.style.cssText = "display:flex;flex-wrap:wrap;gap:8px";
      root.appendChild(field("number", "Card number", "cc-number", "1234 1234 1234 1234"));
      root.appendChild(field("expiry", "Expiry date (MM / YY)", "cc-exp", "MM / YY"));
      root.appendChild(field("cvc", "Security code (CVC)", "cc-csc", "CVC"));
      if (!options.hidePostalCode)
        root.appendChild(field("postalCode", "Postal code", "postal-code", "12345"));
      if (options.disabled) self.update({ disabled: true });
      node.appendChild(root);
      setTimeout(function () {
        emit("ready", { elementType: type });
      }, 0);
    };
    self.on = function (name, fn) {
      (handlers[name] = handlers[name] || []).push({ fn: fn });
      return self;
    };
    self.once = function (name, fn) {
      (handlers[name] = handlers[name] || []).push({ fn: fn, once: true });
      return self;
    };
    self.off = function (name, fn) {
      handlers[name] = (handlers[name] || []).filter(function (entry) {
        return fn !== undefined && entry.fn !== fn;
      });
      return self;
    };
    self.update = function (next) {
      options = Object.assign({}, options, next || {});
      Object.keys(fields).forEach(function (k) {
        fields[k].disabled = !!options.disabled;
      });
    };
    self.focus = function () {
      if (fields.number) fields.number.focus();
    };
    self.blur = function () {
      if (document.activeElement && root && root.contains(document.activeElement))
        document.activeElement.blur();
    };
    self.clear = function () {
      Object.keys(fields).forEach(function (k) {
        fields[k].value = "";
      });
      changed();
    };
    self.unmount = function () {
      if (root && root.parentNode) root.parentNode.removeChild(root);
      root = null;
      fields = {};
    };
    self.destroy = function () {
      self.unmount();
      handlers = {};
    };
    self._cardData = function () {
      var code = validate();
      if (code) return { error: { type: "validation_error", code: code, message: MESSAGES[code] } };
      var v = values();
      return { card: { number: v.number, exp_month: v.expMonth, exp_year: v.expYear, cvc: v.cvc } };
    };
  }

  function Elements(options) {
    var created = {};
    this._options = options || {};
    this.create = function (type, opts) {
      if (created[type]) throw new Error("Can only create one Element of type " + type + ".");
      created[type] = new Element(type, opts);
      return created[type];
    };
    this.getElement = function (type) {
      // react-stripe-js passes its component (CardElement), which names its type.
      var name = type && typeof type !== "string" ? type.__elementType : type;
      return created[name] || null;
    };
    this.update = function (opts) {
      this._options = Object.assign({}, this._options, opts);
    };
    this.submit = function () {
      var element = created.payment || created.card;
      var data = element ? element._cardData() : { error: { message: "No card element" } };
      return Promise.resolve(data.error ? { error: data.error } : {});
    };
    this.fetchUpdates = function () {
      return Promise.resolve({});
    };
    this._card = function () {
      return created.card || created.payment || null;
    };
  }

  window.__stripeStandin = { call: call, Elements: Elements };
})();
