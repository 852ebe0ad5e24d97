/** Answers of the subscription calls, with the spec's words where it has them (section 8). */
export const SUBSCRIPTION_NOT_FOUND = "Subscription not found";
export const NOT_YOUR_SUBSCRIPTION = "This subscription belongs to another account.";
export const NO_ACTIVE_SUBSCRIPTION = "You currently have no active subscription.";
export const MANAGED_BY_TEAM =
  "This subscription is managed by our team. Please contact us to change it (48 hours' notice for a cancellation).";
export const ALREADY_ENDED = "This subscription has already ended.";
export const NOT_SCHEDULED = "This subscription is not scheduled to be cancelled.";
export const CANCEL_SCHEDULED = "Subscription will be cancelled at the end of the billing period.";
export const CANCELLED_NOW = "Subscription cancelled.";
export const REACTIVATED = "Subscription reactivated successfully!";
export const PAYMENT_METHOD_UPDATED = "Payment method updated successfully!";
export const UPDATE_PAYMENT_METHOD_FAILED = "Failed to update payment method";
/** Plan changes in the portal (issue 27). */
export const SAME_PLAN = "You are already on this plan.";
export const PLAN_CHANGE_NOT_PAID =
  "The plan can be changed once the subscription is paid up. Update your card first.";
export const PLAN_CHANGE_FAILED = "Failed to change plan";
export const planChanged = (plan: string) => `Your plan is now ${plan}.`;
/** After planChanged when the membership was set to end (payments/plan-change.ts). */
export const CANCELLATION_LIFTED =
  "Your membership was set to end with this period; it now renews instead.";
