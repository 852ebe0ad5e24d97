export {
  PaymentPlanCard,
  type PaymentPlanCardProps,
} from "./PaymentPlanCard/PaymentPlanCard.tsx";
export { PAYMENT_PLAN_TEXT } from "./constants.ts";
export { payPlanWithCard } from "./operations.ts";
