import type Stripe from "stripe";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { refundedAsDuplicate } from "./one-subscription.ts";
import { productOf } from "./products.ts";
import { ourStatus } from "./subscription-state.ts";
import { cancelNow } from "./subscriptions.ts";
import { trialCardIdentity } from "./trial-card.ts";
import { recordTrialRefusal, refusalReason } from "./trial-refusals.ts";
import type { TrialRefusalReason } from "./trial-tables.ts";

/** The products that offer a trial; the Discord tiers share one. */
export type TrialProduct = "calculator" | "discord";

/** Subscription metadata naming the buyer's account, when known at the start (a claim names it). */
export const TRIAL_USER_METADATA = "trial_user";

/** Who is buying: each of these names the person, and each can hold the product's one trial. */
export interface TrialBuyer {
  email: string;
  customerId: string;
  userId: number | null;
  /** The saved card's key (trial-card.ts), once there is one: a card has one trial too. */
  card?: string | null;
}

/** The claim keys of a buyer, sorted (concurrent claims then lock them in one order). */
export function trialIdentities(buyer: TrialBuyer): string[] {
  const keys = [`email:${buyer.email.trim().toLowerCase()}`, `customer:${buyer.customerId}`];
  if (buyer.userId !== null) keys.push(`user:${buyer.userId}`);
  if (buyer.card) keys.push(buyer.card);
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
 * names them and for its card (`card:<fingerprint>`: the same card under a new e-mail has no
 * second trial), all or none (one transaction, keys locked in sorted order). Safe to repeat:
 * the claim's own rows are no conflict. Another trial holding a key wins if it is over or paid
 * (the person or card had their trial) or if it is trialing and started first; it loses its
 * keys when it started later or was ended by billing as a duplicate, so the rule agrees with
 * keepOnePaidSubscription, which keeps the first started. The loser is ended now, before any
 * charge, and why is stored for its page (trial-refusals.ts). Run on every subscription event
 * and by the subscribe calls; answers whether this subscription was ended for that reason.
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
  const card = await trialCardIdentity(services.db, services.payments, product, subscription);
  const keys = trialIdentities({ ...buyer, card });
  const end = (id: string, shared: string[]) =>
    endSecondTrial(services, { subscriptionId: id, product, reason: refusalReason(shared) });
  // Two rounds: a holder whose keys this one takes may have been replaced meanwhile.
  for (let round = 0; round < 2; round++) {
    const holders = await holdersOf(services.db, product, keys, subscription.id);
    const later: [string, string[]][] = [];
    for (const [holder, shared] of holders) {
      const verdict = await yieldsTo(services, holder, subscription);
      if (verdict === "keeps") return end(subscription.id, shared);
      if (verdict === "started later") later.push([holder, shared]);
    }
    const held = await services.db
      .transaction()
      .execute(async (trx) => {
        if (holders.size > 0)
          await trx
            .deleteFrom("trial_claims")
            .where("product", "=", product)
            .where("subscription_id", "in", [...holders.keys()])
            .execute();
        for (const identity of keys)
          await trx
            .insertInto("trial_claims")
            .values({ product, identity, subscription_id: subscription.id })
            .onConflict((oc) => oc.columns(["product", "identity"]).doNothing())
            .execute();
        // Rolled back: a trial that has not won keeps no key of its own.
        if ((await holdersOf(trx, product, keys, subscription.id)).size > 0)
          throw new LostTrialClaim();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof LostTrialClaim) return false;
        throw error;
      });
    if (held) {
      // A trial that started later and claimed first (pages saving their cards at once) is
      // this person's or card's second: it ends now too, before its first charge.
      for (const [holder, shared] of later) await end(holder, shared);
      return false;
    }
  }
  const shared = [...(await holdersOf(services.db, product, keys, subscription.id)).values()];
  return end(subscription.id, shared.flat());
}

/** The other subscriptions holding any of the keys, each with the keys it holds. */
async function holdersOf(
  db: Kysely<Database>,
  product: string,
  keys: string[],
  own: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom("trial_claims")
    .select(["subscription_id", "identity"])
    .where("product", "=", product)
    .where("identity", "in", keys)
    .where("subscription_id", "<>", own)
    .execute();
  const holders = new Map<string, string[]>();
  for (const row of rows)
    holders.set(row.subscription_id, [...(holders.get(row.subscription_id) ?? []), row.identity]);
  return holders;
}

/**
 * Whether the holder's claim gives way to `claimant` (see claimTrial): it was ended as a
 * duplicate, or it is a trial that started later (then it is ended too); else the holder keeps.
 */
async function yieldsTo(
  services: Services,
  holderId: string,
  claimant: Stripe.Subscription,
): Promise<"duplicate" | "started later" | "keeps"> {
  if (await refundedAsDuplicate(services, holderId)) return "duplicate";
  const holder = await services.payments.stripe.subscriptions.retrieve(holderId);
  if (ourStatus(holder) !== "trialing") return "keeps";
  // keepOnePaidSubscription's order: the first created, then the id.
  const first = (claimant.created - holder.created || claimant.id.localeCompare(holder.id)) < 0;
  return first ? "started later" : "keeps";
}

/** A second trial of one person or card ends now, before any charge; why is stored first. */
async function endSecondTrial(
  services: Services,
  refusal: { subscriptionId: string; product: string; reason: TrialRefusalReason },
) {
  await recordTrialRefusal(services.db, refusal);
  await cancelNow(services.payments, refusal.subscriptionId);
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
