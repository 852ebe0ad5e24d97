import { COURSE_PRICES_CENTS } from "../payments/prices.ts";

/** How payment plans are configured: part of the catalogue's configuration (catalogue-config.ts). */
export interface PaymentPlanConfig {
  /**
   * PAYMENT_PLAN_INSTALMENTS: monthly payments a course may be split into; 0 (the default)
   * sells every course at its full price only, as the spec's enrol modal does.
   */
  paymentPlanInstalments: number;
}

export const MAX_INSTALMENTS = 12;

/**
 * The setting, checked against every course price: a plan's payments are equal whole cents
 * that add up to the price exactly (one recurring price, nothing carried), so a count that
 * leaves a remainder on any course is refused at start rather than charged wrong. With today's
 * prices ($997, $4,997) that allows 2, 4, 5 or 10.
 */
export function readPaymentPlanConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): PaymentPlanConfig {
  const raw = value("PAYMENT_PLAN_INSTALMENTS")?.trim() ?? "";
  if (raw === "" || raw === "0") return { paymentPlanInstalments: 0 };
  const count = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(count >= 2 && count <= MAX_INSTALMENTS)) {
    problems.push(
      `PAYMENT_PLAN_INSTALMENTS must be 0 (off) or a whole number from 2 to ${MAX_INSTALMENTS} (got "${raw}")`,
    );
    return { paymentPlanInstalments: 0 };
  }
  const uneven = Object.values(COURSE_PRICES_CENTS).filter((cents) => cents % count !== 0);
  if (uneven.length > 0) {
    problems.push(
      `PAYMENT_PLAN_INSTALMENTS=${count} does not split every course price into equal payments in whole cents (${uneven.join(", ")} cents)`,
    );
    return { paymentPlanInstalments: 0 };
  }
  return { paymentPlanInstalments: count };
}

/** One payment of a course's plan, in cents (exact: the setting was checked at start). */
export function instalmentCents(priceCents: number, instalments: number): number {
  return priceCents / instalments;
}
