import { savedDealReport } from "../deal-report/deal-report.ts";
import { unauthorized } from "../http/errors.ts";
import { REPLIED, type AuthUser, type HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

/** The contract makes these bearer-only; the check keeps the types honest. */
function caller(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized();
  return user;
}

/** Calculator access and saved deals (issue 15), and their lender reports (issue 46). */
export function dealHandlers(services: Services): HandlerMap {
  const { savedDeals, calculatorAccess } = services;
  return {
    async getCalculatorAccess({ user }) {
      return { hasAccess: await calculatorAccess.hasAccess(caller(user).id) };
    },
    async listSavedDeals({ user }) {
      return savedDeals.list(caller(user).id);
    },
    async createSavedDeal({ user, body }) {
      return savedDeals.create(caller(user).id, body.name, body.deal);
    },
    async getSavedDeal({ user, params }) {
      return savedDeals.get(caller(user).id, params.dealId);
    },
    async updateSavedDeal({ user, params, body }) {
      return savedDeals.update(caller(user).id, params.dealId, body);
    },
    async deleteSavedDeal({ user, params }) {
      await savedDeals.remove(caller(user).id, params.dealId);
    },
    async downloadSavedDealReport({ user, params, reply }) {
      const { pdf, filename } = await savedDealReport(services, caller(user).id, params.dealId);
      reply
        .code(200)
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf));
      return REPLIED;
    },
  };
}
