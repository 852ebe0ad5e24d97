import type { FastifyInstance } from "fastify";
import { bearer } from "./app.ts";
import { CARDS, confirmInBrowser, enroll, settle } from "./payments.ts";

export interface PlanBuyer {
  course_id: number;
  name: string;
  email: string;
  attempt_id?: string;
}

/** POST /payment-plans as the enrol modal sends it. */
export async function startPlan(app: FastifyInstance, buyer: PlanBuyer, token?: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/payment-plans",
    payload: buyer,
    headers: token ? bearer(token) : {},
  });
  return {
    status: response.statusCode,
    body: response.json<{
      client_secret: string;
      payment_intent_id: string;
      instalments: number;
      instalment_cents: number;
      detail?: unknown;
    }>(),
  };
}

/** The modal's whole purchase: start, confirm the first payment with a card, then /enroll. */
export async function buyOnPlan(
  app: FastifyInstance,
  buyer: PlanBuyer,
  card: string = CARDS.succeeds,
) {
  const started = await startPlan(app, buyer);
  if (started.status !== 200) throw new Error(`start: ${JSON.stringify(started.body)}`);
  await confirmInBrowser(app, started.body.client_secret, card);
  const enrolled = await enroll(app, {
    course_id: buyer.course_id,
    email: buyer.email,
    full_name: buyer.name,
    payment_intent_id: started.body.payment_intent_id,
    client_secret: started.body.client_secret,
  });
  await settle(app);
  return { started: started.body, enrolled };
}

export interface AccountPlan {
  id: number;
  course_id: number;
  name: string;
  status: string;
  instalments: number;
  instalments_paid: number;
  instalment_cents: number;
  paid_cents: number;
  remaining_cents: number;
  next_payment_date: string | null;
  card: { last4: string } | null;
}

export async function accountPlans(app: FastifyInstance, token: string): Promise<AccountPlan[]> {
  const response = await app.inject({
    method: "GET",
    url: "/api/account/payment-plans",
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`plans: ${response.body}`);
  return response.json<AccountPlan[]>();
}

/** The plan's row, straight from the database. */
export function planRow(app: FastifyInstance, email: string, courseId: number) {
  return app.services.db
    .selectFrom("course_payment_plans")
    .selectAll()
    .where("buyer_email", "=", email)
    .where("course_id", "=", courseId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

/** Moves the stand-in's clock just past `date` (a payment's due time) and lets the webhooks run. */
export async function advancePast(app: FastifyInstance, date: Date | string): Promise<void> {
  const standin = app.services.payments.standin;
  if (!standin) throw new Error("no stand-in");
  const target = Math.floor(new Date(date).getTime() / 1000) + 60;
  await standin.advanceClock(Math.max(0, target - standin.now()));
  await settle(app);
}

/** The receipt mails' subjects for the e-mail, in order. */
export async function receiptSubjects(app: FastifyInstance, email: string): Promise<string[]> {
  const mails = await app.services.db
    .selectFrom("mail_outbox")
    .select("subject")
    .where("to_address", "=", email)
    .where("subject", "like", "Your receipt:%")
    .orderBy("id")
    .execute();
  return mails.map((mail) => mail.subject);
}

/** GET /courses/{id}: 200 while the course is open to the caller, 403 when not. */
export async function courseStatus(app: FastifyInstance, token: string, courseId: number) {
  const response = await app.inject({
    method: "GET",
    url: `/api/courses/${courseId}`,
    headers: bearer(token),
  });
  return response.statusCode;
}
