import { callApi, useApi, type PaymentsConfig } from "@academy/api";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState } from "react";

export type StripeLoader = (config: PaymentsConfig) => Promise<Stripe | null>;

export type PaymentsSetup =
  | { status: "loading" }
  | { status: "ready"; config: PaymentsConfig; stripe: Stripe }
  /** The product is not on sale (for courses academy.md §5, `sales.courses` false). */
  | { status: "closed"; config: PaymentsConfig }
  | { status: "failed" };

/** Whether the product a payment form sells is on sale, from the server's `sales`. */
export type OnSale = (config: PaymentsConfig) => boolean;

/**
 * GET /payments/config, then Stripe.js as it says, once per opening of the payment form: this
 * is the only place the site starts loading anything of Stripe. A product that is not on sale
 * loads no Stripe. `onSale` must be stable (a module-level function).
 */
export function usePaymentsSetup(loadStripe: StripeLoader, onSale: OnSale): PaymentsSetup {
  const { client } = useApi();
  const [setup, setSetup] = useState<PaymentsSetup>({ status: "loading" });

  useEffect(() => {
    let current = true;
    async function load(): Promise<PaymentsSetup> {
      const config = await callApi(() => client.GET("/payments/config"));
      if (!onSale(config)) return { status: "closed", config };
      const stripe = await loadStripe(config);
      return stripe ? { status: "ready", config, stripe } : { status: "failed" };
    }
    load()
      .catch((): PaymentsSetup => ({ status: "failed" }))
      .then((next) => {
        if (current) setSetup(next);
      });
    return () => {
      current = false;
    };
  }, [client, loadStripe, onSale]);

  return setup;
}
