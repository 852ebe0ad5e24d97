import { callApi, type ApiClient } from "@academy/api";
import type { Stripe } from "@stripe/stripe-js";
import type { StripeLoader } from "../../shared/payments/usePaymentsSetup.ts";

/**
 * A Stripe loader that starts loading Stripe.js as soon as the frame page loads (which the
 * loader does when a visitor points at or focuses the button), not when the form opens: the
 * card field is ready sooner after the click. The form's own setup then gets the same promise.
 */
export function warmStripeLoader(client: ApiClient, load: StripeLoader): StripeLoader {
  let stripe: Promise<Stripe | null> | undefined;
  const start: StripeLoader = (config) => {
    stripe ??= load(config);
    // A failure is the form's to show; the next opening tries again.
    stripe.catch(() => (stripe = undefined));
    return stripe;
  };
  callApi(() => client.GET("/payments/config"))
    .then((config) => start(config))
    .catch(() => undefined);
  return start;
}
