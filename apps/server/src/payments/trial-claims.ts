import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { idempotencyKey } from "./idempotency.ts";
import { refundedAsDuplicate } from "./one-subscription.ts";
import { productOf } from "./products.ts";
import { isLiveStatus } from "./statuses.ts";
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
 * claim's own rows are no conflict. Another trial holding a key wins if it is over (the person
 * had their trial) or if it is live and started first; it loses its keys when it started later
 * or was ended by billing as a duplicate, so the rule agrees with keepOnePaidSubscription,
 * which keeps the first started. The loser is ended now, before any charge: a person has one
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
  // Two rounds: a holder whose keys this one takes may have been replaced meanwhile.
  for (let round = 0; round < 2; round++) {
    const holders = await holdersOf(services.db, product, keys, subscription.id);
    const yielding: string[] = [];
    for (const holder of holders) {
      if (!(await yieldsTo(services, holder, subscription)))
        return endSecondTrial(services, subscription);
      yielding.push(holder);
    }
    const held = await services.db
      .transaction()
      .execute(async (trx) => {
        if (yielding.length > 0)
          await trx
            .deleteFrom("trial_claims")
            .where("product", "=", product)
            .where("subscription_id", "in", yielding)
            .execute();
        for (const identity of keys)
          await trx
            .insertInto("trial_claims")
            .values({ product, identity, subscription_id: subscription.id })
            .onConflict((oc) => oc.columns(["product", "identity"]).doNothing())
            .execute();
        // Rolled back: a trial that has not won keeps no key of its own.
        if ((await holdersOf(trx, product, keys, subscription.id)).length > 0)
          throw new LostTrialClaim();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof LostTrialClaim) return false;
        throw error;
      });
    if (held) return false;
  }
  return endSecondTrial(services, subscription);
}

/** The other subscriptions holding any of the keys. */
async function holdersOf(
  db: Kysely<Database>,
  product: string,
  keys: string[],
  own: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("trial_claims")
    .select("subscription_id")
    .distinct()
    .where("product", "=", product)
    .where("identity", "in", keys)
    .where("subscription_id", "<>", own)
    .execute();
  return rows.map((row) => row.subscription_id);
}

/** Whether the holder's claim gives way to `claimant` (see claimTrial). */
async function yieldsTo(
  services: Services,
  holderId: string,
  claimant: Stripe.Subscription,
): Promise<boolean> {
  if (await refundedAsDuplicate(services, holderId)) return true;
  const holder = await services.payments.stripe.subscriptions.retrieve(holderId);
  if (!isLiveStatus(ourStatus(holder))) return false;
  // keepOnePaidSubscription's order: the first created, then the id.
  return (claimant.created - holder.created || claimant.id.localeCompare(holder.id)) < 0;
}

/** A second trial of one person ends now, before any charge. */
async function endSecondTrial(services: Services, subscription: Stripe.Subscription) {
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
