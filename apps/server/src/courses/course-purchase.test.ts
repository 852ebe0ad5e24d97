import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import {
  authenticateInBrowser,
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  mailTo,
  settle,
} from "../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const buyer = (email: string, course_id = 1) => ({ course_id, name: "Pat Buyer", email });
/** The enrol call as the paying page makes it, proved with the intent's client secret. */
const enrolment = (email: string, course_id = 1, client_secret = "pi_none_secret_none") => ({
  course_id,
  email,
  full_name: "Pat Buyer",
  client_secret,
});

describe("GET /payments/config", () => {
  it("answers the embedded default: the stand-in, test mode, everything on sale", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/payments/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      publishable_key: expect.stringMatching(/^pk_test_/),
      stripe_js_url: "/api/stripe-standin/stripe.js",
      test_mode: true,
      sales: { courses: true, calculator: "open", discord: true },
    });
  });
});

describe("course purchase by card", () => {
  it("charges the server's price whatever amount the browser sends", async () => {
    const one = await createIntent(t.app, { ...buyer("tamper@example.com"), amount: 1, price: 1 });
    expect(one.status).toBe(200);
    const intent = await t.app.services.payments.stripe.paymentIntents.retrieve(
      one.body.payment_intent_id,
    );
    expect(intent.amount).toBe(99_700);
    const three = await createIntent(t.app, { ...buyer("tamper@example.com", 3), amount: 100 });
    expect(
      (await t.app.services.payments.stripe.paymentIntents.retrieve(three.body.payment_intent_id))
        .amount,
    ).toBe(499_700);
  });

  it("enrols a new buyer after 4242: account, temporary password, receipt with the last four digits", async () => {
    const email = "new.buyer@example.com";
    const intent = await createIntent(t.app, buyer("New.Buyer@Example.com"));
    const paid = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    expect(paid.body.status).toBe("succeeded");
    const answer = await enroll(t.app, enrolment(email, 1, intent.body.client_secret));
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
    // The password goes only to the e-mail (issue 45): the page is told where it went.
    expect(answer.body.temp_password).toBe("Sent to n•••@example.com");
    expect(answer.body.user?.courses).toEqual(["development"]);
    await settle(t.app);
    const mails = await mailTo(t.app, email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your Academy account",
      "Your receipt: Real Estate Developer Course",
    ]);
    const password = /Temporary password: (\S{14})$/m.exec(mails[0]?.text_body ?? "")?.[1];
    expect(password).toEqual(expect.any(String));
    expect(mails[1]?.text_body).toContain("Card ending in 4242");
    expect(mails[1]?.text_body).toContain("Amount: $997.00");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses /enroll without a succeeded payment", async () => {
    const none = await enroll(t.app, enrolment("nobody-paid@example.com"));
    expect(none.status).toBe(402);
    expect(none.body.detail).toBe("Payment not completed");
    const intent = await createIntent(t.app, buyer("unpaid@example.com"));
    const unpaid = await enroll(
      t.app,
      enrolment("unpaid@example.com", 1, intent.body.client_secret),
    );
    expect(unpaid.status).toBe(402);
    const otherCourse = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    expect(otherCourse.body.status).toBe("succeeded");
    expect((await enroll(t.app, enrolment("unpaid@example.com", 2))).status).toBe(402);
  });

  it("declines 4000 0000 0000 0002 with Stripe's message, charges nothing and enrols no one", async () => {
    const email = "declined@example.com";
    const intent = await createIntent(t.app, buyer(email));
    const declined = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    await settle(t.app);
    expect((await enroll(t.app, enrolment(email, 1, intent.body.client_secret))).status).toBe(402);
    const row = await t.app.services.db
      .selectFrom("payments")
      .selectAll()
      .where("buyer_email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "requires_payment_method",
      failure_message: "Your card was declined.",
      fulfilled_at: null,
    });
    expect(
      await t.app.services.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("asks for 3-D Secure with 4000 0025 0000 3155 and charges once it is completed", async () => {
    const email = "three.ds@example.com";
    const intent = await createIntent(t.app, buyer(email, 2));
    const challenged = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.threeDSecure);
    expect(challenged.body).toMatchObject({
      status: "requires_action",
      next_action: { type: "use_stripe_sdk" },
    });
    expect((await enroll(t.app, enrolment(email, 2, intent.body.client_secret))).status).toBe(402);
    const failed = await authenticateInBrowser(t.app, intent.body.client_secret, "fail");
    expect(failed.body.error?.code).toBe("payment_intent_authentication_failure");
    const again = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.threeDSecure);
    expect(again.body.status).toBe("requires_action");
    const completed = await authenticateInBrowser(t.app, intent.body.client_secret, "complete");
    expect(completed.body.status).toBe("succeeded");
    const answer = await enroll(t.app, enrolment(email, 2, intent.body.client_secret));
    expect(answer.status).toBe(200);
    expect(answer.body.user?.courses).toEqual(["nascla"]);
  });

  // DOUBLE_CLICK_RUNS=100 runs it 100 times in a row (the race it guards was rare on PostgreSQL).
  let doubleClicks = 0;
  it(
    "gives one intent, one charge and one enrolment to a double click (same attempt, concurrent calls)",
    { repeats: Number(process.env.DOUBLE_CLICK_RUNS ?? 1) - 1 },
    async () => {
      doubleClicks += 1;
      await t.app.services.limits.purchase.clear(); // 100 runs are 100 buyers, not one abuser
      const email = `double.click.${doubleClicks}@example.com`;
      const attempt = { ...buyer(email), attempt_id: "attempt-0001" };
      const [a, b] = await Promise.all([
        createIntent(t.app, attempt),
        createIntent(t.app, attempt),
      ]);
      expect(a.body.client_secret).toBe(b.body.client_secret);
      await confirmInBrowser(t.app, a.body.client_secret, CARDS.succeeds);
      const enrolments = await Promise.all(
        [0, 1, 2].map(() => enroll(t.app, enrolment(email, 1, a.body.client_secret))),
      );
      expect(enrolments.map((e) => e.status)).toEqual([200, 200, 200]);
      await settle(t.app);
      const db = t.app.services.db;
      const rows = await db
        .selectFrom("payments")
        .selectAll()
        .where("buyer_email", "=", email)
        .execute();
      expect(rows).toHaveLength(1);
      const charges = await db
        .selectFrom("stripe_standin_objects")
        .select("id")
        .where("object", "=", "charge")
        .where((eb) => eb.ref("data", "->>").key("payment_intent"), "=", a.body.payment_intent_id)
        .execute();
      expect(charges).toHaveLength(1);
      const user = await db.selectFrom("users").select("id").where("email", "=", email).execute();
      expect(user).toHaveLength(1);
      const enrolled = await db
        .selectFrom("enrollments")
        .select("course_id")
        .where("user_id", "=", user[0]?.id ?? 0)
        .execute();
      expect(enrolled).toEqual([{ course_id: 1 }]);
      expect(
        (await mailTo(t.app, email)).filter((m) => m.subject.startsWith("Your receipt")),
      ).toHaveLength(1);
      // The proof signs in once: one of the three calls gets the session and the notice, the
      // others are asked to sign in and learn nothing about the account.
      const signedIn = enrolments.filter((e) => e.body.access_token !== null);
      expect(signedIn).toHaveLength(1);
      expect(signedIn[0]?.body.temp_password).toMatch(/^Sent to /);
      for (const other of enrolments.filter((e) => e.body.access_token === null))
        expect(other.body).toMatchObject({ login_required: true, user: null, temp_password: null });
    },
  );

  it("enrols from payment_intent.succeeded alone, when the buyer closes the tab after paying", async () => {
    const email = "closed.tab@example.com";
    const intent = await createIntent(t.app, buyer(email, 3));
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    await settle(t.app);
    const db = t.app.services.db;
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const courses = await db
      .selectFrom("enrollments")
      .select("course_id")
      .where("user_id", "=", user.id)
      .orderBy("course_id")
      .execute();
    expect(courses.map((c) => c.course_id)).toEqual([1, 2, 3]);
    expect((await mailTo(t.app, email)).map((m) => m.subject)).toEqual([
      "Your Academy account",
      "Your receipt: All In One + Mentorship",
    ]);
    // The buyer's /enroll, arriving after the webhook, still signs them in and says where the
    // password went.
    const late = await enroll(t.app, enrolment(email, 3, intent.body.client_secret));
    expect(late.body.temp_password).toEqual(expect.any(String));
    expect(late.body.user?.courses).toEqual(["development", "nascla", "mentorship"]);
  });

  it("adds the course to an existing account without a session or a password change", async () => {
    const email = "learner@example.com";
    const intent = await createIntent(t.app, buyer(email, 1));
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const answer = await enroll(t.app, enrolment(email, 1, intent.body.client_secret));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      access_token: null,
      temp_password: null,
      existing_account: true,
    });
    expect(answer.body).toMatchObject({ user: null, login_required: true });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "Learner123!" },
    });
    expect(login.statusCode).toBe(200);
  });
});
