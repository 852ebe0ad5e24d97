import type { operations } from "../generated/openapi.ts";
import { useQueryHooks } from "../useQueryHooks.ts";

/** The people search's filters: the text, and the numbers page's figure to click through. */
export type AdminPeopleQuery = Omit<
  NonNullable<operations["adminSearchPeople"]["parameters"]["query"]>,
  "limit"
>;

/**
 * GET /admin/people (admins): people whose e-mail or name contains `q`, newest first; with a
 * figure, only the people behind it.
 */
export function useAdminPeople(query: AdminPeopleQuery) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/admin/people", { params: { query: { ...query, limit: 100 } } });
}

/** GET /admin/people/{personId} (admins): everything support needs about one person. */
export function useAdminPerson(personId: number) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/admin/people/{personId}", {
    params: { path: { personId } },
  });
}

/** GET /admin/audit (admins): the audit log, filtered by person and action. */
export function useAdminAudit(query: { person_id?: number; action?: string }) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/admin/audit", { params: { query: { ...query, limit: 100 } } });
}

/** GET /admin/metrics (admins): the numbers of the business over a period. */
export function useAdminMetrics(query: {
  from?: string;
  to?: string;
  granularity?: "day" | "week" | "month";
}) {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/admin/metrics", { params: { query } });
}

/** GET /admin/promotion-codes (admins): every promotion code with its paid uses (issue 48). */
export function useAdminPromotionCodes() {
  const hooks = useQueryHooks();
  return hooks.useQuery("get", "/admin/promotion-codes");
}
