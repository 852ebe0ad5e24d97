import { rememberPaymentClient } from "../abuse/declines.ts";
import { limitPurchase, refuseAfterDeclines } from "../abuse/purchase-limits.ts";
import { cleanBuyer } from "../courses/course-purchase.ts";
import { unauthorized } from "../http/errors.ts";
import type { HandlerMap } from "../http/types.ts";
import {
  listAccountPaymentPlans,
  ownedPlan,
  payPlan,
  startPlanCardUpdate,
} from "../payment-plans/account.ts";
import { confirmPlanPayment, startPlanPayment } from "../payment-plans/resume.ts";
import { startCoursePlan } from "../payment-plans/start.ts";
import type { Services } from "../services.ts";

/** Course payment plans (issue 48 item 5): the start, and the account page's part. */
export function paymentPlanHandlers(services: Services): HandlerMap {
  return {
    async startPaymentPlan({ body, user, request }) {
      const client = { ip: request.ip, email: body.email };
      await limitPurchase(services.limits.purchase, "course-plan", client);
      await refuseAfterDeclines(services.limits.purchase, client);
      const buyer = cleanBuyer({ courseId: body.course_id, email: body.email, name: body.name });
      const started = await startCoursePlan(services, buyer, user, body.attempt_id);
      await rememberPaymentClient(services.db, started.payment_intent_id, client);
      return started;
    },
    async listAccountPaymentPlans({ user }) {
      if (!user) throw unauthorized();
      return listAccountPaymentPlans(services, user.id);
    },
    async createPaymentPlanSetupIntent({ params, user }) {
      if (!user) throw unauthorized();
      return startPlanCardUpdate(services, await ownedPlan(services, user.id, params.planId));
    },
    async payPaymentPlan({ params, body, user }) {
      if (!user) throw unauthorized();
      const plan = await ownedPlan(services, user.id, params.planId);
      return payPlan(services, plan, body.payment_method_id);
    },
    async startPaymentPlanPayment({ params, user }) {
      if (!user) throw unauthorized();
      const plan = await ownedPlan(services, user.id, params.planId);
      return startPlanPayment(services, plan.id);
    },
    async confirmPaymentPlanPayment({ params, user }) {
      if (!user) throw unauthorized();
      const plan = await ownedPlan(services, user.id, params.planId);
      return confirmPlanPayment(services, plan.id);
    },
  };
}
