import type { components } from "@academy/api/contract";
import { expect } from "vitest";
import { bearer, type Session, type TestApp } from "../test/app.ts";

type Deal = components["schemas"]["Deal"];
type SavedDeal = components["schemas"]["SavedDeal"];

/** Stands in for the payments code, which keeps calculator_access in step with Stripe. */
export async function grantCalculator(
  t: TestApp,
  userId: number,
  status: string,
  periodMs: number,
) {
  const row = {
    user_id: userId,
    billing_cycle: "monthly" as const,
    status,
    current_period_end: new Date(Date.now() + periodMs),
  };
  await t.database.db
    .insertInto("calculator_access")
    .values(row)
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({ status, current_period_end: row.current_period_end }),
    )
    .execute();
}

/** One API call as `session` (or a guest), with a JSON body when given. */
export const dealRequest = (
  t: TestApp,
  session: Session | null,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(session ? bearer(session.access_token) : {}),
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** Saves a deal and expects it to be created. */
export async function saveDeal(
  t: TestApp,
  session: Session,
  name: string,
  deal: Deal,
): Promise<SavedDeal> {
  const response = await dealRequest(t, session, "POST", "/deals", { name, deal });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedDeal>();
}
