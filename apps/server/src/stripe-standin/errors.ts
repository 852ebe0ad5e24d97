/** An error answered in Stripe's shape: `{ error: { type, code, message, param, … } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: {
      type: "card_error" | "invalid_request_error" | "idempotency_error" | "api_error";
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
      [extra: string]: unknown;
    },
  ) {
    super(body.message);
    this.name = "StripeApiError";
  }
}

export const missing = (kind: string, id: string, param = "id") =>
  new StripeApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });

export const invalid = (message: string, param?: string, code = "parameter_invalid") =>
  new StripeApiError(400, {
    type: "invalid_request_error",
    code,
    message,
    ...(param ? { param } : {}),
  });

export const requiredParam = (param: string) =>
  new StripeApiError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });

export const unexpectedState = (kind: string, status: string, action: string) =>
  new StripeApiError(400, {
    type: "invalid_request_error",
    code: `${kind}_unexpected_state`,
    message: `You cannot ${action} this ${kind === "payment_intent" ? "PaymentIntent" : "SetupIntent"} because it has a status of ${status}.`,
  });
