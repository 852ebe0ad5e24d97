import { useEffect, useState } from "react";
import { useApi } from "../ApiContext.ts";
import { callApi } from "../callApi.ts";
import type { ApiClient } from "../client.ts";
import type { PlanCatalogue } from "../types.ts";

/** How long one answer serves every price on the page before it is asked for again. */
export const PLAN_CATALOGUE_TTL_MS = 60_000;

const answers = new WeakMap<ApiClient, { at: number; catalogue: Promise<PlanCatalogue> }>();

/**
 * GET /catalogue/plans, shared by every price a page shows (a sales page's price tag and its
 * enrol modal ask once). A failed answer is not kept: the next reader asks again.
 */
export function loadPlanCatalogue(client: ApiClient, now = Date.now()): Promise<PlanCatalogue> {
  const known = answers.get(client);
  if (known && now - known.at < PLAN_CATALOGUE_TTL_MS) return known.catalogue;
  const catalogue = callApi(() => client.GET("/catalogue/plans"));
  answers.set(client, { at: now, catalogue });
  catalogue.catch(() => {
    if (answers.get(client)?.catalogue === catalogue) answers.delete(client);
  });
  return catalogue;
}

export type PlanCatalogueState =
  { status: "loading" } | { status: "ready"; catalogue: PlanCatalogue } | { status: "failed" };

/**
 * The plan catalogue alone, for a page that shows prices but takes no payment: it asks nothing
 * of the payments configuration (which loads with the payment form, usePaymentsConfig).
 */
export function usePlanCatalogue(): PlanCatalogueState {
  const { client } = useApi();
  const [state, setState] = useState<PlanCatalogueState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadPlanCatalogue(client)
      .then(
        (catalogue): PlanCatalogueState => ({ status: "ready", catalogue }),
        (): PlanCatalogueState => ({ status: "failed" }),
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
