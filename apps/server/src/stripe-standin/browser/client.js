/*
 * The offline Stripe.js stand-in, part 3 of 3: window.Stripe with the shape
 * @stripe/react-stripe-js 7 checks (elements, createToken, createPaymentMethod,
 * confirmCardPayment, _registerWrapper, registerAppInfo) and the confirmations the product
 * uses. It talks to the stand-in API with the publishable key, as Stripe.js does to Stripe.
 */
/* global window */
(function () {
  "use strict";
  if (window.Stripe && window.Stripe.isStandin) return;
  var kit = window.__stripeStandin;

  function idOf(clientSecret) {
    return String(clientSecret || "").split("_secret_")[0];
  }

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (!publishableKey)
      throw new Error("Please call Stripe() with your publishable key. You used an empty string.");
    var pk = publishableKey;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the Stripe object, shared by its inner functions
    var self = this;

    function cardFrom(source) {
      var element =
        source && source.card
          ? source.card
          : source && source.elements
            ? source.elements._card()
            : null;
      if (!element || !element._cardData)
        return { error: { type: "validation_error", message: "Card element not found" } };
      return element._cardData();
    }

    function methodParams(paymentMethod, elements) {
      if (typeof paymentMethod === "string") return { payment_method: paymentMethod };
      var data = cardFrom(
        paymentMethod && paymentMethod.card ? paymentMethod : { elements: elements },
      );
      if (data.error) return data;
      var billing = (paymentMethod && paymentMethod.billing_details) || undefined;
      return { payment_method_data: { type: "card", card: data.card, billing_details: billing } };
    }

    function confirmIntent(kind, clientSecret, params) {
      if (params.error) return Promise.resolve({ error: params.error });
      var path = kind === "payment" ? "/payment_intents/" : "/setup_intents/";
      var key = kind === "payment" ? "paymentIntent" : "setupIntent";
      var id = idOf(clientSecret);
      var body = Object.assign({ client_secret: clientSecret }, params);
      return kit.call(pk, "POST", path + id + "/confirm", body).then(function (result) {
        if (result.error) return { error: result.error };
        if (result.ok.status !== "requires_action") return settled(key, result.ok);
        return kit
          .challenge(kind === "payment" ? "payment" : "card set-up")
          .then(function (outcome) {
            return kit.call(pk, "POST", path + id + "/authenticate", {
              client_secret: clientSecret,
              outcome: outcome,
            });
          })
          .then(function (answer) {
            if (answer.error) return { error: answer.error };
            return settled(key, answer.ok);
          });
      });
    }

    function settled(key, intent) {
      var answer = {};
      var failure = intent.last_payment_error || intent.last_setup_error;
      if (failure && intent.status === "requires_payment_method") {
        answer.error = Object.assign({}, failure);
        answer.error[key === "paymentIntent" ? "payment_intent" : "setup_intent"] = intent;
        return answer;
      }
      answer[key] = intent;
      return answer;
    }

    function clientSecretOf(options) {
      return options.clientSecret || (options.elements && options.elements._options.clientSecret);
    }

    function redirectIfNeeded(options, result, key) {
      var url = options.confirmParams && options.confirmParams.return_url;
      if (result[key] && url && options.redirect !== "if_required") {
        var target = new URL(url, window.location.href);
        target.searchParams.set(
          key === "paymentIntent" ? "payment_intent" : "setup_intent",
          result[key].id,
        );
        target.searchParams.set(
          key === "paymentIntent" ? "payment_intent_client_secret" : "setup_intent_client_secret",
          result[key].client_secret,
        );
        window.location.assign(target.toString());
      }
      return result;
    }

    self.elements = function (options) {
      return new kit.Elements(options);
    };
    self.createToken = function () {
      return Promise.resolve({
        error: {
          type: "invalid_request_error",
          message: "Tokens are not available offline; use a payment method.",
        },
      });
    };
    self.createPaymentMethod = function (options) {
      var opts = options || {};
      var data = cardFrom(opts.card ? opts : { elements: opts.elements });
      if (data.error) return Promise.resolve({ error: data.error });
      return kit
        .call(pk, "POST", "/payment_methods", {
          type: "card",
          card: data.card,
          billing_details: opts.billing_details,
        })
        .then(function (result) {
          return result.error ? { error: result.error } : { paymentMethod: result.ok };
        });
    };
    self.confirmCardPayment = function (clientSecret, data) {
      var method = data && data.payment_method;
      return confirmIntent("payment", clientSecret, method ? methodParams(method) : {});
    };
    self.confirmPayment = function (options) {
      var opts = options || {};
      var params = methodParams(
        (opts.confirmParams && opts.confirmParams.payment_method) || null,
        opts.elements,
      );
      return confirmIntent("payment", clientSecretOf(opts), params).then(function (r) {
        return redirectIfNeeded(opts, r, "paymentIntent");
      });
    };
    self.confirmCardSetup = function (clientSecret, data) {
      var method = data && data.payment_method;
      return confirmIntent("setup", clientSecret, method ? methodParams(method) : {});
    };
    self.confirmSetup = function (options) {
      var opts = options || {};
      var params = methodParams(
        (opts.confirmParams && opts.confirmParams.payment_method) || null,
        opts.elements,
      );
      return confirmIntent("setup", clientSecretOf(opts), params).then(function (r) {
        return redirectIfNeeded(opts, r, "setupIntent");
      });
    };
    self.retrievePaymentIntent = function (clientSecret) {
      return kit
        .call(pk, "GET", "/payment_intents/" + idOf(clientSecret), { client_secret: clientSecret })
        .then(function (result) {
          return result.error ? { error: result.error } : { paymentIntent: result.ok };
        });
    };
    self.retrieveSetupIntent = function (clientSecret) {
      return kit
        .call(pk, "GET", "/setup_intents/" + idOf(clientSecret), { client_secret: clientSecret })
        .then(function (result) {
          return result.error ? { error: result.error } : { setupIntent: result.ok };
        });
    };
    self.handleCardAction = function (clientSecret) {
      return confirmIntent("payment", clientSecret, {});
    };
    self.handleNextAction = function (options) {
      return confirmIntent("payment", options.clientSecret, {});
    };
    self._registerWrapper = function () {};
    self.registerAppInfo = function () {};
  }

  Stripe.version = "endive";
  Stripe.isStandin = true;
  window.Stripe = Stripe;
})();
