import type { Stripe } from "@stripe/stripe-js";

/** Stripe's test cards (payments-media.md) and what this fake does with each. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  authenticates: "4000002500003155",
} as const;

export const CHALLENGE_BUTTON = "Complete authentication";

export const DECLINE_MESSAGE = "Your card was declined.";

type Listener = (event: unknown) => void;

export interface FakeStripeOptions {
  /** Holds every confirmation until the returned promise settles (the processing state). */
  holdConfirmation?: Promise<void>;
}

export interface FakeStripe {
  stripe: Stripe;
  /** The client secrets confirmCardPayment was called with, in order. */
  confirmed: string[];
}

/**
 * A stand-in with the shape @stripe/react-stripe-js checks, for stories and component tests
 * only: the card element is one plain text box ("Card number"), and confirmCardPayment
 * succeeds for 4242… and declines 4000 0000 0000 0002 as Stripe's test cards do; 4000 0025 0000
 * 3155 first shows a challenge at the end of <body>, as Stripe.js does. createPaymentMethod
 * and confirmCardSetup save 4242… (confirmCardSetup 3155… after the challenge) and decline any
 * other number. The browser
 * journeys use the server's offline Stripe.js stand-in instead.
 */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  const confirmed: string[] = [];
  let cardInput: HTMLInputElement | null = null;

  function createCardElement() {
    const listeners = new Map<string, Set<Listener>>();
    const emit = (event: string, payload: unknown) =>
      listeners.get(event)?.forEach((listener) => listener(payload));
    const element = {
      mount(node: HTMLElement) {
        const input = node.ownerDocument.createElement("input");
        input.setAttribute("aria-label", "Card number");
        input.inputMode = "numeric";
        input.addEventListener("input", () => {
          const digits = input.value.replace(/\D/g, "");
          emit("change", {
            elementType: "card",
            empty: digits === "",
            complete: digits.length >= 16,
            error: undefined,
          });
        });
        input.addEventListener("focus", () => emit("focus", { elementType: "card" }));
        input.addEventListener("blur", () => emit("blur", { elementType: "card" }));
        node.append(input);
        cardInput = input;
        queueMicrotask(() => emit("ready", element));
      },
      on(event: string, listener: Listener) {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        return element;
      },
      off(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return element;
      },
      once(event: string, listener: Listener) {
        const wrapped: Listener = (payload) => {
          element.off(event, wrapped);
          listener(payload);
        };
        return element.on(event, wrapped);
      },
      update() {},
      focus() {
        cardInput?.focus();
      },
      blur() {
        cardInput?.blur();
      },
      clear() {
        if (cardInput) cardInput.value = "";
      },
      unmount() {
        cardInput?.remove();
        cardInput = null;
      },
      destroy() {
        element.unmount();
      },
    };
    return element;
  }

  /** Like Stripe.js: a button appended to <body>, outside any modal, that must be pressed. */
  function challenge() {
    return new Promise<void>((resolve) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = CHALLENGE_BUTTON;
      button.addEventListener("click", () => {
        button.remove();
        resolve();
      });
      document.body.append(button);
      button.focus();
    });
  }

  let card: ReturnType<typeof createCardElement> | null = null;
  const elements = {
    create() {
      card = createCardElement();
      return card;
    },
    // By type name only, like the server's offline stand-in.
    getElement(type: unknown) {
      return type === "card" ? card : null;
    },
    update() {},
  };

  const fake = {
    elements: () => elements,
    createToken: () => Promise.resolve({}),
    /** Saves the typed card: 4242… becomes a payment method, any other number is declined. */
    async createPaymentMethod() {
      await options.holdConfirmation;
      const digits = cardInput?.value.replace(/\D/g, "") ?? "";
      if (digits === TEST_CARDS.succeeds) return { paymentMethod: { id: "pm_fake_4242" } };
      return { error: { type: "card_error", code: "card_declined", message: DECLINE_MESSAGE } };
    },
    /**
     * A SetupIntent confirmed with the typed card, as createPaymentMethod decides it; 4000 0025
     * 0000 3155 first shows the challenge.
     */
    async confirmCardSetup(clientSecret: string) {
      confirmed.push(clientSecret);
      const digits = cardInput?.value.replace(/\D/g, "") ?? "";
      const id = clientSecret.split("_secret")[0] ?? clientSecret;
      if (digits === TEST_CARDS.authenticates) {
        await challenge();
        return { setupIntent: { id, status: "succeeded", payment_method: "pm_fake_3155" } };
      }
      const saved = await fake.createPaymentMethod();
      if ("error" in saved) return saved;
      return { setupIntent: { id, status: "succeeded", payment_method: saved.paymentMethod.id } };
    },
    async confirmCardPayment(clientSecret: string) {
      confirmed.push(clientSecret);
      await options.holdConfirmation;
      const digits = cardInput?.value.replace(/\D/g, "") ?? "";
      const id = clientSecret.split("_secret")[0] ?? clientSecret;
      if (digits === TEST_CARDS.authenticates) await challenge();
      if (digits === TEST_CARDS.succeeds || digits === TEST_CARDS.authenticates) {
        return { paymentIntent: { id, status: "succeeded" } };
      }
      return {
        error: {
          type: "card_error",
          code: "card_declined",
          message: DECLINE_MESSAGE,
          payment_intent: { id, status: "requires_payment_method" },
        },
      };
    },
    _registerWrapper() {},
    registerAppInfo() {},
  };
  // A test double: only the members the enrol modal and react-stripe-js touch exist.
  return { stripe: fake as unknown as Stripe, confirmed };
}

/** What @stripe/stripe-js expects of the Stripe.js it finds on the page. */
const STRIPE_JS_VERSION = "endive";

/**
 * Where a test's Stripe.js waits for the page to ask for it. The dom test projects put one
 * `window.Stripe` on the page for the whole worker (tooling/vitest.dom-setup.ts), which asks
 * this slot on every call: @stripe/stripe-js keeps the first Stripe.js it finds for the module
 * graph, which those projects share between files.
 */
export const TEST_STRIPE_JS = Symbol.for("academy.test-stripe-js");

/**
 * Installs `current()`'s fake as the page's Stripe.js, so code that loads Stripe.js itself (a
 * whole site page) gets it. Where the page has no Stripe.js yet (a browser test or a story),
 * it is put on `window` as a page's script tag would. `current` is read on each load, so later
 * tests and stories get their own fake. Returns the undo.
 */
export function installFakeStripe(current: () => FakeStripe): () => void {
  const stripeJs = Object.assign(() => current().stripe, { version: STRIPE_JS_VERSION });
  const previous = {
    slot: Reflect.get(window, TEST_STRIPE_JS),
    page: Reflect.get(window, "Stripe"),
  };
  Reflect.set(window, TEST_STRIPE_JS, stripeJs);
  if (previous.page === undefined) Reflect.set(window, "Stripe", stripeJs);
  return () => {
    Reflect.set(window, TEST_STRIPE_JS, previous.slot);
    Reflect.set(window, "Stripe", previous.page);
  };
}
