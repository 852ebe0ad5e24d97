import type { StandinContext } from "./context.ts";
import type { CustomerDoc } from "./customers.ts";

/** Stripe's smallest charge in cents: a smaller amount due is carried on the customer's balance. */
const MINIMUM_CHARGE = 50;

/**
 * How much of an invoice's total the customer's balance (negative: credit, as Stripe keeps it)
 * covers, and what stays due; a negative total (a downgrade's unused time) adds to the credit.
 */
export function applyBalance(total: number, balance: number) {
  if (total <= 0) return { amountDue: 0, endingBalance: balance + total };
  const credit = Math.min(total, Math.max(0, -balance));
  const due = total - credit;
  if (due < MINIMUM_CHARGE) return { amountDue: 0, endingBalance: balance + total };
  return { amountDue: due, endingBalance: balance + credit };
}

/** Applies the customer's balance to a finalized invoice's total and stores the new balance. */
export async function settleBalance(ctx: StandinContext, customerId: string, total: number) {
  const customer = await ctx.store.get<CustomerDoc>(customerId, "customer");
  const startingBalance = customer.balance ?? 0;
  const { amountDue, endingBalance } = applyBalance(total, startingBalance);
  customer.balance = endingBalance;
  await ctx.store.put(customer);
  return { amountDue, startingBalance, endingBalance };
}
