import type { OperationInfo } from "../http/contract.ts";

/**
 * A concrete URL for an operation. Path parameters get sample values; `self` fills the ids that
 * name a user, so that a caller reads their own records.
 */
export function sampleUrl(operation: OperationInfo, self: number): string {
  const userParam = operation.operationId === "getUserProgress" ? "id" : "userId";
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === userParam) return String(self);
    if (name === "formId") return "contact";
    if (name === "dataset") return "people";
    if (name === "paymentId" && operation.operationId === "adminRefundPayment") return "payment-1";
    // No such subscription: the caller owns none, so ownership cannot turn this into a 403.
    if (name === "subscriptionId") return "999999";
    return "1";
  });
  const query =
    operation.operationId === "cancelDiscordSubscription" ? "?cancel_at_period_end=true" : "";
  return `/api${path}${query}`;
}

export const hasBody = (operation: OperationInfo) =>
  ["POST", "PUT", "PATCH"].includes(operation.method);

/**
 * A request body that passes the contract's validation where the handler's own checks are what
 * a matrix should see (enrolment); an empty object elsewhere.
 */
export function sampleBody(operation: OperationInfo): object {
  if (operation.operationId === "saveLessonNotes") return { content: "Role matrix" };
  if (operation.operationId === "saveLessonPosition") return { seconds: 12 };
  if (["submitQuiz", "submitModuleQuiz"].includes(operation.operationId)) return { answers: [] };
  return {};
}
