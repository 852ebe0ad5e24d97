import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { idempotencyKey } from "./idempotency.ts";
import { productOf } from "./products.ts";
import { ourStatus } from "./subscription-state.ts";

/** The products that offer a trial; the Discord tiers share one. */
export type TrialProduct = "calculator" | "discord";

/** Subscription metadata naming the buyer's account, when known at the start (a claim names it). */
export const TRIAL_USER_METADATA = "trial_user";

/** Who is buying: each of these names the person, and each can hold the product's one trial. */
export interface TrialBuyer {
  email: string;
  customerId: string;
  userId: number | null;
}

/** The claim keys of a buyer, sorted (concurrent claims then lock them in one order). */
export function trialIdentities(buyer: TrialBuyer): string[] {
  const keys = [`email:${buyer.email.trim().toLowerCase()}`, `customer:${buyer.customerId}`];
  if (buyer.userId !== null) keys.push(`user:${buyer.userId}`);
  return keys.sort();
}

/** Whether the person may still have a free trial of the product (none of them claimed one). */
export async function trialAvailable(
  db: Kysely<Database>,
  product: TrialProduct,
  buyer: TrialBuyer,
): Promise<boolean> {
  const claimed = await db
    .selectFrom("trial_claims")
    .select("identity")
    .where("product", "=", product)
    .where("identity", "in", trialIdentities(buyer))
    .executeTakeFirst();
  return claimed === undefined;
}

function buyerOf(subscription: Stripe.Subscription): TrialBuyer | undefined {
  const email = subscription.metadata["email"];
  const customerId =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  if (!email) return undefined;
  const user = Number(subscription.metadata[TRIAL_USER_METADATA]);
  return { email, customerId, userId: Number.isSafeInteger(user) && user > 0 ? user : null };
}

/**
 * A trial whose card was saved claims its person's trial of the product, for every key that
 * names them, all or none (one transaction, keys locked in sorted order). Safe to repeat: the
 * claim's own rows are no conflict. When another trial holds one of the keys (two trials
 * started at once by one person), this one is ended now, before any charge: a person has one
 * trial. Run on every subscription event and by the subscribe calls; answers whether this
 * subscription was ended for that reason.
 */
export async function claimTrial(
  services: Services,
  subscription: Stripe.Subscription,
): Promise<boolean> {
  const product = productOf(subscription.metadata);
  const buyer = buyerOf(subscription);
  if (product === "course" || !product || !buyer) return false;
  // Only a trial (trial_start) whose card is saved (our status trialing) claims.
  if (subscription.trial_start == null || ourStatus(subscription) !== "trialing") return false;
  const keys = trialIdentities(buyer);
  const held = await services.db
    .transaction()
    .execute(async (trx) => {
      for (const identity of keys)
        await trx
          .insertInto("trial_claims")
          .values({ product, identity, subscription_id: subscription.id })
          .onConflict((oc) => oc.columns(["product", "identity"]).doNothing())
          .execute();
      const others = await trx
        .selectFrom("trial_claims")
        .select("subscription_id")
        .where("product", "=", product)
        .where("identity", "in", keys)
        .where("subscription_id", "<>", subscription.id)
        .executeTakeFirst();
      // Rolled back: a trial that lost keeps no key of its own.
      if (others) throw new LostTrialClaim();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LostTrialClaim) return false;
      throw error;
    });
  if (held) return false;
  await services.payments.stripe.subscriptions.cancel(
    subscription.id,
    {},
    { idempotencyKey: idempotencyKey("cancel-second-trial", subscription.id) },
  );
  return true;
}

class LostTrialClaim extends Error {}

/**
 * A trial's card saved through its pending SetupIntent becomes the subscription's default, if
 * the provider has not made it so already (Stripe does with `save_default_payment_method`), so
 * the trial's end charges it; then the trial is claimed. Answers the subscription as it is now.
 */
export async function settleTrial(
  services: Services,
  subscriptionId: string,
): Promise<Stripe.Subscription> {
  const { stripe } = services.payments;
  let subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ["pending_setup_intent"],
  });
  const setup = subscription.pending_setup_intent;
  const card =
    typeof setup === "object" && setup?.status === "succeeded" ? setup.payment_method : null;
  if (subscription.status === "trialing" && !subscription.default_payment_method && card)
    subscription = await stripe.subscriptions.update(subscriptionId, {
      default_payment_method: typeof card === "string" ? card : card.id,
    });
  if (await claimTrial(services, subscription))
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  return subscription;
}
