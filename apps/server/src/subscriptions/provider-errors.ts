import { HttpError } from "../http/errors.ts";
import { cardDeclined, providerRefusal } from "../payments/refusals.ts";

/**
 * A refusal by the payment provider as a clear answer: a declined card is 402 with the
 * provider's message, a request it rejects (unknown or foreign card, wrong state) 422 with
 * `fallback`. Anything else (the provider unreachable) stays an error.
 */
export async function withProviderErrors<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const declined = cardDeclined(error);
    if (declined) throw new HttpError(402, declined.message || fallback);
    if (providerRefusal(error)) throw new HttpError(422, fallback);
    throw error;
  }
}
