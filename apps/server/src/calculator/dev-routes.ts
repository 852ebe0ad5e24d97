import type { FastifyInstance } from "fastify";
import { notFound } from "../http/errors.ts";
import type { Services } from "../services.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest period a test may grant: a yearly plan and a little more. */
const MAX_GRANT_DAYS = 400;

export const DEV_NO_SUCH_USER = "No user with that email";

/**
 * Development-only (never in production): grants or ends a user's calculator access by
 * writing `calculator_access` as the payments code does after a paid subscription, so an
 * end-to-end test can act as a subscriber without paying. `days: 0` ends the access now.
 */
export function registerCalculatorDevRoutes(dev: FastifyInstance, services: Services): void {
  dev.post<{ Body: { email: string; days: number } }>(
    "/calculator-access",
    {
      schema: {
        body: {
          type: "object",
          required: ["email", "days"],
          additionalProperties: false,
          properties: {
            email: { type: "string", minLength: 3, maxLength: 254 },
            days: { type: "integer", minimum: 0, maximum: MAX_GRANT_DAYS },
          },
        },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await services.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst();
      if (!user) throw notFound(DEV_NO_SUCH_USER);
      const currentPeriodEnd = new Date(services.clock().getTime() + request.body.days * DAY_MS);
      await services.db
        .insertInto("calculator_access")
        .values({
          user_id: user.id,
          billing_cycle: "monthly",
          status: "active",
          current_period_end: currentPeriodEnd,
        })
        .onConflict((oc) =>
          oc
            .column("user_id")
            .doUpdateSet({ status: "active", current_period_end: currentPeriodEnd }),
        )
        .execute();
      const hasAccess = await services.calculatorAccess.hasAccess(user.id);
      return { user_id: user.id, hasAccess };
    },
  );
}
