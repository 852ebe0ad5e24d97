import type { components } from "@academy/api/contract";
import { passwordSentNotice } from "../users/accounts.ts";
import type { User } from "../db/schema.ts";
import { conflict, forbidden, HttpError } from "../http/errors.ts";
import type { AuthUser } from "../http/types.ts";
import { startSession } from "../auth/sessions.ts";
import { enrolInCourse } from "../learning/enrolments.ts";
import { ensureAccount } from "../users/accounts.ts";
import type { Services } from "../services.ts";
import { toUserResponse } from "../users/users.ts";
import { checkPaymentProof, claimPaymentProof } from "../auth/payment-proof.ts";
import {
  courseOnSale,
  findPaidPurchase,
  requireCourse,
  type CourseBuyer,
} from "./course-purchase.ts";
import { fulfilPayment } from "./fulfilment.ts";
import { paidPlanPurchase } from "../payment-plans/purchase.ts";
import {
  ALREADY_OWN_REFUNDED,
  ENROLLED,
  ENROLLED_NEW_ACCOUNT,
  EXISTING_ACCOUNT,
  PAYMENT_NOT_COMPLETED,
  SIGN_IN_TO_OPEN,
  TEST_MODE_OFF,
} from "../http/messages.ts";

type EnrollResponse = components["schemas"]["EnrollResponse"];

/**
 * The answer to a caller who has not proved who they are: the purchase is recorded, and they
 * sign in with their own password to open it. Nothing about the account goes back.
 */
function loginRequired(existingAccount: boolean): EnrollResponse {
  return {
    access_token: null,
    refresh_token: null,
    user: null,
    temp_password: null,
    existing_account: existingAccount,
    login_required: true,
    message: existingAccount ? EXISTING_ACCOUNT : SIGN_IN_TO_OPEN,
  };
}

/** A session and the account for whoever proved they may have them. */
async function signedIn(
  services: Services,
  user: User,
  tempPassword: string | null,
  caller: AuthUser | null,
): Promise<EnrollResponse> {
  const session = await startSession(services, user, caller ?? "purchase");
  return {
    ...session,
    user: await toUserResponse(services.db, services.files, user),
    temp_password: tempPassword,
    existing_account: tempPassword === null,
    login_required: false,
    message: tempPassword === null ? ENROLLED : ENROLLED_NEW_ACCOUNT,
  };
}

/**
 * POST /enroll: only against a succeeded payment by this buyer for this course, proved with the
 * intent's client secret, which only the paying page holds (a payment id is printed and mailed,
 * so it proves nothing). A session is issued to the signed-in owner of the account, or once, to
 * the paying page of the purchase that created the account (a purchase session: startSession),
 * within PAYMENT_PROOF_WINDOW_MS of the payment. Everyone else is asked to sign in.
 */
export async function enrollAfterPayment(
  services: Services,
  buyer: CourseBuyer,
  caller: AuthUser | null,
  proof: { clientSecret: string; paymentIntentId?: string },
): Promise<EnrollResponse> {
  await requireCourse(services, buyer.courseId);
  const checked = await checkPaymentProof(services.payments, services.clock, proof.clientSecret);
  if (
    checked.verdict === "wrong" ||
    checked.verdict === "unpaid" ||
    (proof.paymentIntentId !== undefined && proof.paymentIntentId !== checked.intent.id)
  )
    throw new HttpError(402, PAYMENT_NOT_COMPLETED);
  const bought = await paidPurchase(services, buyer, checked.intent.id);
  if (!bought) throw new HttpError(402, PAYMENT_NOT_COMPLETED);
  const { user } = bought;
  if (caller?.id === user.id) return signedIn(services, user, null, caller);
  if (!(await bought.accountCreated())) return loginRequired(true);
  // The account is this purchase's, still on its temporary password (a reset bumps the session
  // version), and this is the proof's first use within the window: the buyer is signed in once.
  const firstUse =
    checked.verdict === "fresh" &&
    user.session_version === 0 &&
    (await claimPaymentProof(services.db, checked.intent.id));
  if (!firstUse) return loginRequired(false);
  // The password itself goes only to the e-mail (issue 45): the paying page proves who paid,
  // not who owns the address, so it gets a purchase session and word of where the password went.
  return signedIn(services, user, passwordSentNotice(user.email), null);
}

/**
 * The purchase the proof paid: a one-off payment, fulfilled here (a duplicate is refunded and
 * answered 409), or the first payment of a payment plan (issue 48), which its sync fulfils.
 */
async function paidPurchase(
  services: Services,
  buyer: CourseBuyer,
  intentId: string,
): Promise<{ user: User; accountCreated: () => Promise<boolean> } | undefined> {
  const payment = await findPaidPurchase(services, buyer, intentId);
  if (!payment) {
    const plan = await paidPlanPurchase(services, buyer, intentId);
    return plan && { user: plan.user, accountCreated: () => Promise.resolve(plan.accountCreated) };
  }
  const { user, outcome } = await fulfilPayment(services, payment);
  if (outcome === "refunded") throw conflict(ALREADY_OWN_REFUNDED);
  const accountCreated = async () => {
    const fresh = await services.db
      .selectFrom("payments")
      .select("account_created")
      .where("id", "=", payment.id)
      .executeTakeFirstOrThrow();
    return fresh.account_created;
  };
  return { user, accountCreated };
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
  // Test mode on the server's own machine only: the password is echoed for the tester.
  if (account.created) return signedIn(services, account.user, account.tempPassword, null);
  if (caller?.id === account.user.id) return signedIn(services, account.user, null, caller);
  return loginRequired(true);
}
