import { useEffect, useState } from "react";
import { useApi } from "../ApiContext.ts";
import { callApi } from "../callApi.ts";
import type { PaymentsConfig, PlanCatalogue } from "../types.ts";

export type PaymentsConfigState =
  | { status: "loading" }
  | { status: "ready"; config: PaymentsConfig; catalogue: PlanCatalogue }
  | { status: "failed" };

/**
 * The one reader of GET /payments/config, with the plan catalogue (GET /catalogue/plans)
 * beside it: what may be sold, how to take a card, and every price. Asked once per mount, so a
 * payment form opened again sees the current sales settings; one-off calls (callApi), so a
 * page with a price loads no query cache for it.
 */
export function usePaymentsConfig(): PaymentsConfigState {
  const { client } = useApi();
  const [state, setState] = useState<PaymentsConfigState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([
      callApi(() => client.GET("/payments/config")),
      callApi(() => client.GET("/catalogue/plans")),
    ])
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
