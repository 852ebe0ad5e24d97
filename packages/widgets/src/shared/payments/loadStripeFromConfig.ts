import type { PaymentsConfig } from "@academy/api";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

const loadedScripts = new Map<string, Promise<void>>();

/** Adds a script to the page once and waits until it has run. */
function injectScript(src: string): Promise<void> {
  const known = loadedScripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loadedScripts.delete(src);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    });
    document.head.append(script);
  });
  loadedScripts.set(src, loading);
  return loading;
}

/**
 * Stripe.js as the server's configuration asks: with a stand-in URL (offline mode) that script
 * defines `window.Stripe` first, and `loadStripe` then uses it instead of fetching
 * js.stripe.com; with real keys `loadStripe` loads Stripe.js itself. Called only when a payment
 * form opens, so no page pays for Stripe before then. `@stripe/stripe-js/pure` starts nothing
 * at import time.
 */
export async function loadStripeFromConfig(config: PaymentsConfig): Promise<Stripe | null> {
  if (config.stripe_js_url) await injectScript(config.stripe_js_url);
  return loadStripe(config.publishable_key);
}
