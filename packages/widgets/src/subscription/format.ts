import type { BillingCycle } from "@academy/api";
import { formatMoney } from "@academy/ui";
import { SUBSCRIPTION_TEXT as TEXT } from "./constants.ts";
import type { ActionResult } from "./types.ts";

const DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // Periods are instants the server keeps in UTC; one zone gives every reader the same day.
  timeZone: "UTC",
});

/** "April 1, 2026"; an unreadable date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** US dollars without decimals (investor-tools.md §9) per month or year: "$197/month". */
export function formatAmount(cents: number, cycle: BillingCycle): string {
  return `${formatMoney(cents, { style: "whole" })}${TEXT.amountPer[cycle]}`;
}

/** A server message, with "[TEST] " in front when the server runs in test mode (§7). */
export function actionMessage(result: ActionResult, fallback: string): string {
  const message = result.message.trim() === "" ? fallback : result.message;
  return result.test_mode ? `${TEXT.testPrefix}${message}` : message;
}
