import { unauthorized } from "../http/errors.ts";
import type { AuthUser, HandlerMap } from "../http/types.ts";
import type { Services } from "../services.ts";

/** The contract makes these bearer-only; the check keeps the types honest. */
function caller(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized();
  return user;
}

/** Calculator access and saved deals (issue 15). */
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
  };
}
