import type { ProductHandlers } from "../payments/products.ts";
import type { Services } from "../services.ts";
import { syncPlan } from "./sync.ts";

/**
 * Course payment plans as billing sees them: every change of a plan's subscription (paid,
 * failed, retried, ended) brings the plan named in its metadata up to date, whatever the
 * event and however often it comes (syncPlan reads the provider's current state).
 */
export function coursePlanProduct(services: Services): ProductHandlers {
  return {
    async subscriptionChanged({ subscription }) {
      const planId = Number(subscription.metadata["plan_id"]);
      if (Number.isSafeInteger(planId) && planId > 0) await syncPlan(services, planId);
    },
  };
}
