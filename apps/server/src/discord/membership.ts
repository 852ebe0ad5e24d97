import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AuthUser } from "../http/types.ts";
import { conflict, forbidden, HttpError, notFound } from "../http/errors.ts";
import { DUPLICATE_SUBSCRIPTION_REFUNDED } from "../http/messages.ts";
import { refundedAsDuplicate } from "../payments/one-subscription.ts";
import { checkPaymentProof, claimPaymentProof } from "../auth/payment-proof.ts";
import { startSession } from "../auth/sessions.ts";
import { isLiveStatus } from "../payments/statuses.ts";
import { planName } from "../payments/subscription-state.ts";
import { getSubscription } from "../payments/subscriptions.ts";
import type { Services } from "../services.ts";
import { ensureAccount } from "../users/accounts.ts";
import { NO_ACTIVE_SUBSCRIPTION, NOT_YOUR_SUBSCRIPTION } from "../subscriptions/messages.ts";
import { syncRow, toDiscordRecord, type SubscriptionRow } from "../subscriptions/records.ts";
import { syncDiscordRole } from "../subscriptions/role-sync.ts";
import { DiscordCallError } from "./discord-client.ts";
import type { MadeInvite } from "./discord-access.ts";
import { ROLE_KEEPING_STATUSES } from "./entitlement.ts";
import type { DiscordJoin } from "./join.ts";
import { PAYMENT_NOT_FOUND, PAYMENT_NOT_SUCCESSFUL } from "./join-messages.ts";
import { discordWelcomeMail } from "./welcome-mail.ts";
import { settleTrial } from "../payments/trial-claims.ts";
import { refuseEndedTrial } from "../subscriptions/trial-refused.ts";

/**
 * After the first payment (whichever of the browser's /discord/subscribe and the webhook comes
 * first, each as often as it likes): the member's account, the welcome mail exactly once, and
 * the role. The mail is recorded in the transaction that claims `welcomed_at` (for a new
 * account, the one that creates it, as only it knows the password, which is never stored), with
 * the invite it carries made just before: a crash loses neither the mail nor the password.
 */
export async function welcomeMember(
  services: Services,
  row: SubscriptionRow,
): Promise<SubscriptionRow> {
  const { db } = services;
  const email = row.buyer_email;
  if (row.product !== "discord" || !email || !ROLE_KEEPING_STATUSES.has(row.status)) return row;
  // Welcomed already (a replay): no invite is made for a mail that will not go.
  const invite = row.welcomed_at === null ? await makeInvite(services) : null;
  let used = false;
  let mailId: number | null = null;
  const claimWelcome = async (
    trx: Kysely<Database>,
    userId: number,
    tempPassword: string | null,
  ) => {
    const claimed = await trx
      .updateTable("subscriptions")
      .set({ welcomed_at: new Date(), ...(tempPassword ? { account_created: true } : {}) })
      .where("id", "=", row.id)
      .where("welcomed_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) return false;
    if (invite) await services.discord.recordInvite(trx, userId, invite);
    used = true;
    mailId = await services.mailer.record(trx, welcomeMail(services, row, tempPassword, invite));
    return true;
  };
  const account = await ensureAccount(
    services,
    { email, fullName: row.buyer_name ?? email },
    async (trx, tempPassword, user) => {
      await claimWelcome(trx, user.id, tempPassword);
    },
    false,
  );
  const owned = await db
    .updateTable("subscriptions")
    .set({ user_id: account.user.id })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!account.created && owned.welcomed_at === null)
    await db.transaction().execute((trx) => claimWelcome(trx, account.user.id, null));
  if (mailId !== null) await services.mailer.deliver(mailId);
  // Another call welcomed the member first: the invite made for this one is not sent.
  if (invite && !used) await services.discord.client.revokeInvite(invite.code).catch(() => {});
  await syncDiscordRole(services, owned);
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("id", "=", row.id)
    .executeTakeFirstOrThrow();
}

/** A one-use invite for the welcome mail; null when Discord refused or is unreachable. */
async function makeInvite(services: Services): Promise<MadeInvite | null> {
  try {
    return await services.discord.makeInvite();
  } catch (error) {
    // The mail goes without the link and says how to get one (discord/README.md); the payment
    // stands.
    if (!(error instanceof DiscordCallError)) throw error;
    return null;
  }
}

function welcomeMail(
  services: Services,
  row: SubscriptionRow,
  tempPassword: string | null,
  invite: MadeInvite | null,
) {
  return discordWelcomeMail(row.buyer_email ?? "", {
    fullName: row.buyer_name ?? "",
    tierName: planName(row).replace(/^Discord /, ""),
    amountCents: row.amount_cents,
    billingCycle: row.billing_cycle,
    tempPassword,
    invite,
    siteUrl: services.config.publicUrl,
    trialEndsAt: row.status === "trialing" ? row.current_period_end : null,
  });
}

/**
 * POST /discord/subscribe: the browser proves its payment with the first invoice's client
 * secret (only the paying page holds it; the intent id is printed on receipts); the state is
 * read from the provider. A session once, within the proof's window, and only for the guest
 * whose account this payment created (an existing account is never signed in by this call).
 */
export async function subscribeMember(
  services: Services,
  join: DiscordJoin,
  proof: { clientSecret: string; paymentIntentId: string },
  caller: AuthUser | null,
) {
  const checked = await checkPaymentProof(services.payments, services.clock, proof.clientSecret);
  const intentId = checked.verdict === "wrong" ? null : checked.intent.id;
  const row =
    intentId === null || intentId !== proof.paymentIntentId
      ? undefined
      : await services.db
          .selectFrom("subscriptions")
          .selectAll()
          .where("first_payment_intent_id", "=", intentId)
          .where("product", "=", "discord")
          .executeTakeFirst();
  if (!row?.provider_subscription_id || row.buyer_email !== join.email)
    throw notFound(PAYMENT_NOT_FOUND);
  // A trial's saved card is made its default and the trial claimed (issue 48) before reading.
  await settleTrial(services, row.provider_subscription_id);
  const current = await getSubscription(services.payments, row.provider_subscription_id);
  const synced = (await syncRow(services, current)) ?? row;
  if (!ROLE_KEEPING_STATUSES.has(synced.status)) {
    if (await refundedAsDuplicate(services, current.id))
      throw conflict(DUPLICATE_SUBSCRIPTION_REFUNDED);
    await refuseEndedTrial(services, current.id);
    throw new HttpError(402, PAYMENT_NOT_SUCCESSFUL);
  }
  const welcomed = await welcomeMember(services, synced);
  const owner = welcomed.user_id;
  const user =
    !caller && welcomed.account_created && owner !== null
      ? await services.db.selectFrom("users").selectAll().where("id", "=", owner).executeTakeFirst()
      : undefined;
  const firstUse =
    user !== undefined &&
    checked.verdict === "fresh" &&
    user.session_version === 0 &&
    (await claimPaymentProof(services.db, checked.intent.id));
  const session = user && firstUse ? await startSession(services, user, "purchase") : undefined;
  return {
    ...session,
    subscription: toDiscordRecord(welcomed),
    existing_account: !welcomed.account_created,
    login_required: caller === null && session === undefined,
  };
}

/**
 * GET /discord/subscription/{userId}: the member's newest membership that is not over, brought
 * up to date from the provider (the stored state answers if the provider cannot be reached).
 */
export async function memberSubscription(services: Services, caller: AuthUser, userId: number) {
  if (caller.id !== userId && !caller.isAdmin) throw forbidden(NOT_YOUR_SUBSCRIPTION);
  const rows = await services.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("product", "=", "discord")
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
  const live = (row: SubscriptionRow) => isLiveStatus(row.status);
  for (const row of rows.filter(live)) {
    const fresh = await refreshed(services, row);
    if (live(fresh)) return toDiscordRecord(fresh);
  }
  throw notFound(NO_ACTIVE_SUBSCRIPTION);
}

async function refreshed(services: Services, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (!row.provider_subscription_id) return row;
  try {
    const current = await getSubscription(services.payments, row.provider_subscription_id);
    return (await syncRow(services, current)) ?? row;
  } catch {
    // The provider cannot be reached: the state the last webhook stored answers.
    return row;
  }
}
