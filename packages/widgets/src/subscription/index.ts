export {
  SubscriptionCard,
  type SubscriptionCardProps,
} from "./SubscriptionCard/SubscriptionCard.tsx";
export { PlanPayAction, type PlanPayActionProps } from "./PlanPayAction/PlanPayAction.tsx";
export { PaymentPlanCard, type PaymentPlanCardProps } from "./PaymentPlanCard/PaymentPlanCard.tsx";
export { PAYMENT_PLAN_TEXT } from "./paymentPlanText.ts";
export { payPausedPlan, payPlanWithCard } from "./planOperations.ts";
export { SUBSCRIPTION_TEXT, REFETCH_AFTER_CHANGE_MS } from "./constants.ts";
export {
  accountOperations,
  accountSubscriptionView,
  discordOperations,
  discordSubscriptionView,
} from "./operations.ts";
export { actionMessage, formatAmount, formatDate } from "./format.ts";
export {
  SubscriptionProblem,
  type ActionResult,
  type ManagedSubscription,
  type Notify,
  type SubscriptionOperations,
} from "./types.ts";
