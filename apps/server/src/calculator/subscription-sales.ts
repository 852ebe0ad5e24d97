import { forbidden, HttpError } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import type { Services } from "../services.ts";
import { normalizeEmail } from "../users/users.ts";
import { CALCULATOR_COMING_SOON, EMAIL_AND_NAME_REQUIRED } from "./messages.ts";

export interface CalculatorBuyer {
  email: string;
  fullName: string;
}

/**
 * `SALES_CALCULATOR`: open to everyone, to signed-in admins only (the spec's launch setting),
 * or closed. Checked by both calls, so a browser cannot skip the modal's disabled state.
 */
export function requireCalculatorOnSale(services: Services, caller: AuthUser | null): void {
  const sales = services.config.payments.sales.calculator;
  if (sales === "open") return;
  if (sales === "admin_only" && caller?.isAdmin) return;
  throw forbidden(CALCULATOR_COMING_SOON);
}

/** Trimmed, e-mail lower-cased, both non-empty (the spec's message otherwise). */
export function cleanCalculatorBuyer(input: { email: string; name: string }): CalculatorBuyer {
  const email = normalizeEmail(input.email);
  const fullName = input.name.trim();
  if (email === "" || fullName === "") throw new HttpError(422, [EMAIL_AND_NAME_REQUIRED]);
  return { email, fullName };
}
