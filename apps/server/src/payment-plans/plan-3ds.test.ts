import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import {
  accountPlans,
  advancePast,
  courseStatus,
  planRow,
  receiptSubjects,
} from "../test/payment-plans.ts";
import { pausedPlan, planPaymentCall } from "../test/paused-plan.ts";
import {
  authenticateInBrowser,
  CARDS,
  confirmInBrowser,
  redeliverEveryEvent,
  settle,
} from "../test/payments.ts";
import { NOTHING_OUTSTANDING, PLAN_PAID, PLAN_PAYMENT_UNFINISHED } from "./messages.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_PLAN_INSTALMENTS: "4" });
});
afterAll(async () => {
  await t.close();
});

async function instalmentNumbers(email: string, courseId: number) {
  const rows = await t.app.services.db
    .selectFrom("course_plan_instalments")
    .select("number")
    .where("plan_id", "=", (await planRow(t.app, email, courseId)).id)
    .orderBy("number")
    .execute();
  return rows.map((row) => row.number);
}

describe("a paused plan paid on-session with a card that asks for 3-D Secure", () => {
  const buyer = { course_id: 2, name: "Tess Three", email: "tess.3ds@example.com" };
  let token = "";
  let planId = 0;
  let secret = "";

  it("answers the outstanding payment's secret, the same one to a double click", async () => {
    ({ token, planId } = await pausedPlan(t.app, buyer));
    const [first, second] = await Promise.all([
      planPaymentCall(t.app, token, planId, "start"),
      planPaymentCall(t.app, token, planId, "start"),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.client_secret).toBe(first.body.client_secret);
    secret = first.body.client_secret ?? "";
    expect(secret).toMatch(/^pi_.+_secret_/);
  });

  it("keeps the course closed until the provider says the payment went through", async () => {
    const unconfirmed = await planPaymentCall(t.app, token, planId, "confirm");
    expect(unconfirmed).toMatchObject({ status: 409, body: { detail: PLAN_PAYMENT_UNFINISHED } });
    const challenged = await confirmInBrowser(t.app, secret, CARDS.threeDSecure);
    expect(challenged.body.status).toBe("requires_action");
    const midway = await planPaymentCall(t.app, token, planId, "confirm");
    expect(midway.status).toBe(409);
    expect(await courseStatus(t.app, token, 2)).toBe(403);
  });

  it("reopens the course once the challenge is passed, counting the payment once", async () => {
    const authenticated = await authenticateInBrowser(t.app, secret, "complete");
    expect(authenticated.body.status).toBe("succeeded");
    const answers = await Promise.all([
      planPaymentCall(t.app, token, planId, "confirm"),
      planPaymentCall(t.app, token, planId, "confirm"),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: {} });
    expect(answers[0]?.body).toEqual({ message: PLAN_PAID });
    await settle(t.app);
    const statuses = await redeliverEveryEvent(t.app, { order: "parallel" });
    expect(statuses.every((status) => status === 200)).toBe(true);
    await settle(t.app);
    expect(await courseStatus(t.app, token, 2)).toBe(200);
    expect(await instalmentNumbers(buyer.email, 2)).toEqual([1, 2, 3]);
    const [plan] = await accountPlans(t.app, token);
    expect(plan).toMatchObject({ status: "active", instalments_paid: 3, card: { last4: "3155" } });
    const again = await planPaymentCall(t.app, token, planId, "start");
    expect(again).toMatchObject({ status: 409, body: { detail: NOTHING_OUTSTANDING } });
  });

  it("takes the last payment off-session on the authenticated card, one receipt each", async () => {
    const [plan] = await accountPlans(t.app, token);
    await advancePast(t.app, plan?.next_payment_date ?? "");
    expect((await accountPlans(t.app, token))[0]).toMatchObject({
      status: "completed",
      instalments_paid: 4,
    });
    expect(await receiptSubjects(t.app, buyer.email)).toEqual(
      [1, 2, 3, 4].map(
        (n) => `Your receipt: General Contractor Licensing Course (Payment ${n} of 4)`,
      ),
    );
  });
});

describe("a failed challenge, then another card: the webhook alone reopens", () => {
  const buyer = { course_id: 1, name: "Fay Failed", email: "fay.3ds@example.com" };

  it("answers 402 with the provider's words, the course still closed, then opens on 4242", async () => {
    const { token, planId } = await pausedPlan(t.app, buyer);
    const started = await planPaymentCall(t.app, token, planId, "start");
    const secret = started.body.client_secret ?? "";
    await confirmInBrowser(t.app, secret, CARDS.threeDSecure);
    await authenticateInBrowser(t.app, secret, "fail");
    const refused = await planPaymentCall(t.app, token, planId, "confirm");
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatch(/unable to authenticate/);
    expect(await courseStatus(t.app, token, 1)).toBe(403);
    // The same payment, now with a card that needs no challenge (the page retries it).
    const retried = await planPaymentCall(t.app, token, planId, "start");
    expect(retried.body.client_secret).toBe(secret);
    const paid = await confirmInBrowser(t.app, secret, CARDS.succeeds);
    expect(paid.body.status).toBe("succeeded");
    await settle(t.app);
    expect(await courseStatus(t.app, token, 1)).toBe(200);
    expect(await instalmentNumbers(buyer.email, 1)).toEqual([1, 2, 3]);
  });
});
