import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { conflict, HttpError } from "../http/errors.ts";
import {
  PROMOTION_CODE_ALREADY_USED,
  PROMOTION_CODE_EXPIRED,
  PROMOTION_CODE_INACTIVE,
  PROMOTION_CODE_USED_UP,
} from "../http/messages.ts";
import type { PaymentRow } from "./intents.ts";

/**
 * How long an unpaid discounted payment holds its use of the code: as long as its paying page
 * proves the purchase (payment proof window). After that the use counts only when paid.
 */
export const RESERVATION_HOLD_MS = 30 * 60 * 1000;

/**
 * Reserves one use of the code for the purchase attempt, or refuses (409 used up, or used
 * already by this e-mail; 422 deactivated or expired meanwhile). The code's row is locked, so
 * two attempts at once are counted one after the other: past `max_uses`, one of them is refused
 * before any discounted payment exists. The same attempt again keeps its reservation; a
 * customer's unpaid reservation of a once-per-customer code moves to their new attempt.
 */
export async function reserveRedemption(
  db: Kysely<Database>,
  input: { codeId: number; email: string; attemptKey: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const code = await trx
      .selectFrom("promotion_codes")
      .selectAll()
      .where("id", "=", input.codeId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!code.active) throw new HttpError(422, PROMOTION_CODE_INACTIVE);
    if (code.expires_at && code.expires_at <= input.now)
      throw new HttpError(422, PROMOTION_CODE_EXPIRED);
    const mine = await trx
      .selectFrom("promotion_code_redemptions")
      .select("id")
      .where("attempt_key", "=", input.attemptKey)
      .executeTakeFirst();
    if (mine) return;
    if (code.once_per_customer) {
      const earlier = await trx
        .selectFrom("promotion_code_redemptions")
        .select(["id", "redeemed_at"])
        .where("promotion_code_id", "=", code.id)
        .where("buyer_email", "=", input.email)
        .executeTakeFirst();
      if (earlier?.redeemed_at) throw conflict(PROMOTION_CODE_ALREADY_USED);
      if (earlier) {
        await trx
          .updateTable("promotion_code_redemptions")
          .set({ attempt_key: input.attemptKey, reserved_at: input.now })
          .where("id", "=", earlier.id)
          .execute();
        return;
      }
    }
    if (code.max_uses !== null && (await usesCounted(trx, code.id, input.now)) >= code.max_uses)
      throw conflict(PROMOTION_CODE_USED_UP);
    await trx
      .insertInto("promotion_code_redemptions")
      .values({
        promotion_code_id: code.id,
        buyer_email: input.email,
        once_per_customer: code.once_per_customer,
        attempt_key: input.attemptKey,
        reserved_at: input.now,
      })
      .execute();
  });
}

/** Uses that count against the limit: paid ones, and unpaid ones still within their hold. */
async function usesCounted(trx: Transaction<Database>, codeId: number, now: Date) {
  const since = new Date(now.getTime() - RESERVATION_HOLD_MS);
  const row = await trx
    .selectFrom("promotion_code_redemptions")
    .select(sql<string>`count(*)`.as("n"))
    .where("promotion_code_id", "=", codeId)
    .where((eb) => eb.or([eb("redeemed_at", "is not", null), eb("reserved_at", ">", since)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The paid payment's use of its code, counted once, inside the fulfilment's transaction: its
 * reservation becomes a redemption, or (its reservation moved to a later attempt of the same
 * buyer, or lapsed and was taken) a redemption of its own. A replayed webhook finds the payment
 * counted already and adds nothing.
 */
export async function redeemForPayment(
  trx: Transaction<Database>,
  payment: PaymentRow,
  now: Date,
): Promise<void> {
  if (payment.promotion_code_id === null) return;
  const counted = await trx
    .selectFrom("promotion_code_redemptions")
    .select("id")
    .where("payment_id", "=", payment.id)
    .executeTakeFirst();
  if (counted) return;
  const reserved = await trx
    .updateTable("promotion_code_redemptions")
    .set({ payment_id: payment.id, redeemed_at: now })
    .where("attempt_key", "=", payment.idempotency_key ?? `payment:${payment.id}`)
    .where("redeemed_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (reserved) return;
  // The money is taken already: the use is recorded whatever the limits said since.
  await trx
    .insertInto("promotion_code_redemptions")
    .values({
      promotion_code_id: payment.promotion_code_id,
      buyer_email: payment.buyer_email,
      once_per_customer: false,
      attempt_key: `payment:${payment.id}`,
      payment_id: payment.id,
      reserved_at: now,
      redeemed_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
