import { usePaymentsConfig, type PlanCatalogue } from "@academy/api";

/** Discord sales as GET /payments/config says: "loading", then "open" or "closed". */
export type DiscordSales = "loading" | "open" | "closed";

export interface DiscordOffer {
  sales: DiscordSales;
  /** The tiers' prices (GET /catalogue/plans); null until known or when unavailable. */
  catalogue: PlanCatalogue | null;
}

/**
 * Whether the join buttons are live (`sales.discord`), with the tiers' prices. Until the answer
 * comes, and when it fails, they stay as the spec's launch setting has them: disabled, "Coming
 * Soon".
 */
export function useDiscordSales(): DiscordOffer {
  const known = usePaymentsConfig();
  if (known.status === "loading") return { sales: "loading", catalogue: null };
  if (known.status === "failed") return { sales: "closed", catalogue: null };
  return { sales: known.config.sales.discord ? "open" : "closed", catalogue: known.catalogue };
}
