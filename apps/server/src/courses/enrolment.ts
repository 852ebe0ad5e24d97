import type { components } from "@academy/api/contract";
import { openWithToken } from "../auth/opaque-tokens.ts";
import type { User } from "../db/schema.ts";
import { forbidden, HttpError } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { startSession } from "../auth/sessions.ts";
import { enrolInCourse } from "../learning/enrolments.ts";
import { retrieveIntent } from "../payments/intents.ts";
import { ensureAccount } from "../users/accounts.ts";
import type { Services } from "../services.ts";
import { toUserResponse } from "../users/users.ts";
import {
  courseOnSale,
  findPaidPurchase,
  requireCourse,
  type CourseBuyer,
} from "./course-purchase.ts";
import { fulfilPayment } from "./fulfilment.ts";
import {
  ENROLLED,
  ENROLLED_NEW_ACCOUNT,
  EXISTING_ACCOUNT,
  PAYMENT_NOT_COMPLETED,
  TEST_MODE_OFF,
} from "../http/messages.ts";

type EnrollResponse = components["schemas"]["EnrollResponse"];

/**
 * The enrolment answer. A session is issued only to whoever may have it: the signed-in owner of
 * the account, or the buyer holding the purchase that created the account (it alone may see
 * the temporary password). Anyone else who knows an e-mail learns nothing they could sign in with.
 */
async function answer(
  services: Services,
  user: User,
  options: { caller: AuthUser | null; createdHere: boolean; tempPassword: string | null },
): Promise<EnrollResponse> {
  const owner = options.caller?.id === user.id;
  const session = owner || options.createdHere ? await startSession(services, user) : null;
  return {
    access_token: session?.access_token ?? null,
    refresh_token: session?.refresh_token ?? null,
    user: await toUserResponse(services.db, services.files, user),
    temp_password: options.createdHere ? options.tempPassword : null,
    existing_account: !options.createdHere,
    message: options.createdHere ? ENROLLED_NEW_ACCOUNT : owner ? ENROLLED : EXISTING_ACCOUNT,
  };
}

/** POST /enroll: only against a succeeded payment by this buyer for this course. */
export async function enrollAfterPayment(
  services: Services,
  buyer: CourseBuyer,
  caller: AuthUser | null,
  paymentIntentId?: string,
): Promise<EnrollResponse> {
  await requireCourse(services, buyer.courseId);
  const payment = await findPaidPurchase(services, buyer, paymentIntentId);
  if (!payment) throw new HttpError(402, PAYMENT_NOT_COMPLETED);
  // The client secret seals the temporary password; the browser proves the purchase with the intent id.
  const intent = payment.provider_intent_id
    ? await retrieveIntent(services, payment.provider_intent_id)
    : undefined;
  const user = await fulfilPayment(services, payment, intent?.client_secret ?? undefined);
  const fresh = await services.db
    .selectFrom("payments")
    .select(["account_created", "temp_password_sealed"])
    .where("id", "=", payment.id)
    .executeTakeFirstOrThrow();
  const proven = paymentIntentId !== undefined && paymentIntentId === payment.provider_intent_id;
  const createdHere = proven && fresh.account_created;
  const tempPassword =
    createdHere && fresh.temp_password_sealed && intent?.client_secret
      ? openWithToken(intent.client_secret, fresh.temp_password_sealed)
      : null;
  return answer(services, user, { caller, createdHere, tempPassword });
}

/** POST /enroll/test: test mode only, no payment. */
export async function enrollForTest(
  services: Services,
  buyer: CourseBuyer,
  caller: AuthUser | null,
): Promise<EnrollResponse> {
  if (!services.config.payments.testMode) throw forbidden(TEST_MODE_OFF);
  await courseOnSale(services, buyer.courseId);
  const account = await ensureAccount(services, buyer);
  await enrolInCourse(services, account.user.id, buyer.courseId);
  return answer(services, account.user, {
    caller,
    createdHere: account.created,
    tempPassword: account.tempPassword,
  });
}
