import { callApi, useApi } from "@academy/api";
import { useEffect, useState } from "react";

/** Discord sales as GET /payments/config says: "loading", then "open" or "closed". */
export type DiscordSales = "loading" | "open" | "closed";

/**
 * Whether the join buttons are live (`sales.discord`). Until the answer comes, and when it
 * fails, they stay as the spec's launch setting has them: disabled, "Coming Soon".
 */
export function useDiscordSales(): DiscordSales {
  const { client } = useApi();
  const [sales, setSales] = useState<DiscordSales>("loading");
  useEffect(() => {
    let current = true;
    // A one-off call (callApi): the page loads no query cache for one answer.
    callApi(() => client.GET("/payments/config"))
      .then((config) => config.sales.discord)
      .catch(() => false)
      .then((open) => {
        if (current) setSales(open ? "open" : "closed");
      });
    return () => {
      current = false;
    };
  }, [client]);
  return sales;
}
