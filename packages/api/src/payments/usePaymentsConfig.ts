import { useEffect, useState } from "react";
import { useApi } from "../ApiContext.ts";
import { callApi } from "../callApi.ts";
import type { PaymentsConfig, PlanCatalogue } from "../types.ts";
import { loadPlanCatalogue } from "./planCatalogue.ts";

export type PaymentsConfigState =
  | { status: "loading" }
  | { status: "ready"; config: PaymentsConfig; catalogue: PlanCatalogue }
  | { status: "failed" };

/**
 * The one reader of GET /payments/config, with the plan catalogue (GET /catalogue/plans)
 * beside it: what may be sold, how to take a card, and every price. The configuration is asked
 * once per mount, so a payment form opened again sees the current sales settings; one-off calls
 * (callApi), so a payment form loads no query cache for it.
 */
export function usePaymentsConfig(): PaymentsConfigState {
  const { client } = useApi();
  const [state, setState] = useState<PaymentsConfigState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([callApi(() => client.GET("/payments/config")), loadPlanCatalogue(client)])
      .then(
        ([config, catalogue]): PaymentsConfigState => ({ status: "ready", config, catalogue }),
        (): PaymentsConfigState => ({ status: "failed" }),
      )
      .then((next) => {
        if (current) setState(next);
      });
    return () => {
      current = false;
    };
  }, [client]);
  return state;
}
