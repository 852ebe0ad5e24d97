import type { FastifyInstance } from "fastify";
import { bearer } from "../test/app.ts";

/** The calculator subscription's calls as the modal makes them (tests only). */
export async function calculatorCall(
  app: FastifyInstance,
  path: "create-subscription-intent" | "subscribe",
  body: Record<string, unknown>,
  token?: string,
) {
  const response = await app.inject({
    method: "POST",
    url: `/api/calculator/${path}`,
    payload: body,
    headers: token ? bearer(token) : {},
  });
  return {
    status: response.statusCode,
    body: response.json<{
      client_secret?: string;
      payment_intent_id?: string;
      amount?: number;
      access_token?: string;
      login_required?: boolean;
      detail?: unknown;
    }>(),
  };
}

export async function hasCalculatorAccess(app: FastifyInstance, token: string): Promise<boolean> {
  const response = await app.inject({
    method: "GET",
    url: "/api/calculator/access",
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`access: ${response.statusCode}`);
  return response.json<{ hasAccess: boolean }>().hasAccess;
}

export const intentBody = (
  email: string,
  billing_cycle: "monthly" | "yearly" = "monthly",
  name = "Cal Buyer",
) => ({
  email,
  name,
  billing_cycle,
  amount: billing_cycle === "monthly" ? 900 : 9000,
  test_mode: false,
});

/** The subscribe call's body, proved with the client secret the intent call answered. */
export const subscribeBody = (
  email: string,
  clientSecret: string,
  billing_cycle: "monthly" | "yearly" = "monthly",
) => ({
  email,
  full_name: "Cal Buyer",
  billing_cycle,
  payment_intent_id: clientSecret.split("_secret_")[0] ?? clientSecret,
  client_secret: clientSecret,
  test_mode: false,
});
