import { usePaymentsConfig, type PaymentsConfig, type PlanCatalogue } from "@academy/api";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useMemo, useState } from "react";

export type StripeLoader = (config: PaymentsConfig) => Promise<Stripe | null>;

/** Every state carries the plan catalogue once it is known: prices show while Stripe loads. */
export type PaymentsSetup =
  | { status: "loading"; catalogue: PlanCatalogue | null }
  | { status: "ready"; config: PaymentsConfig; catalogue: PlanCatalogue; stripe: Stripe }
  /** The product is not on sale (for courses academy.md §5, `sales.courses` false). */
  | { status: "closed"; config: PaymentsConfig; catalogue: PlanCatalogue }
  | { status: "failed"; catalogue: PlanCatalogue | null };

/** Whether the product a payment form sells is on sale, from the server's `sales`. */
export type OnSale = (config: PaymentsConfig) => boolean;

type StripeState =
  { for: PaymentsConfig; stripe: Stripe | null } | { for: PaymentsConfig; failed: true };

/**
 * The payments configuration and the plan catalogue (usePaymentsConfig), then Stripe.js as the
 * configuration says, once per opening of the payment form: this is the only place the site
 * starts loading anything of Stripe. A product that is not on sale loads no Stripe. `onSale`
 * must be stable (a module-level function or a callback).
 */
export function usePaymentsSetup(loadStripe: StripeLoader, onSale: OnSale): PaymentsSetup {
  const known = usePaymentsConfig();
  const config = known.status === "ready" ? known.config : null;
  const open = config !== null && onSale(config);
  const [loaded, setLoaded] = useState<StripeState | null>(null);

  useEffect(() => {
    if (!config || !open) return;
    let current = true;
    loadStripe(config)
      .then(
        (stripe): StripeState => ({ for: config, stripe }),
        (): StripeState => ({ for: config, failed: true }),
      )
      .then((next) => {
        if (current) setLoaded(next);
      });
    return () => {
      current = false;
    };
  }, [config, open, loadStripe]);

  // One object per change, so a consumer may hand it to an effect.
  return useMemo((): PaymentsSetup => {
    if (known.status !== "ready") return { status: known.status, catalogue: null };
    const { catalogue } = known;
    if (!open) return { status: "closed", config: known.config, catalogue };
    // Stripe loaded for an earlier answer does not count: wait for this configuration's.
    if (loaded?.for !== known.config) return { status: "loading", catalogue };
    if ("failed" in loaded || !loaded.stripe) return { status: "failed", catalogue };
    return { status: "ready", config: known.config, catalogue, stripe: loaded.stripe };
  }, [known, open, loaded]);
}
