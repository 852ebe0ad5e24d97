import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_PROOF_WINDOW_MS } from "../auth/payment-proof.ts";
import {
  calculatorCall,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { createTestApp, type TestApp } from "../test/app.ts";
import { createDiscordIntent, subscribeDiscord } from "../test/discord-membership.ts";
import { CARDS, confirmInBrowser, createIntent, enroll, mailTo, settle } from "../test/payments.ts";

// Issue 25: a payment reference (printed on receipts), an e-mail and a course id sign nobody in.
// Only the client secret the paying page holds does, once, within the window, and only for the
// account the purchase created.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ACCOUNT_FIELDS = /"(full_name|courses|id)"/;

async function paidCourse(email: string, course_id = 1) {
  const intent = await createIntent(t.app, { course_id, name: "Pat Payer", email });
  await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
  return intent.body;
}

const enrolBody = (email: string, extra: Record<string, unknown>) => ({
  course_id: 1,
  email,
  full_name: "Pat Payer",
  ...extra,
});

describe("a payment reference is never a credential", () => {
  it("refuses the receipt's reference, an e-mail and a course id, and tells nothing about the account", async () => {
    const email = "receipt.reader@example.com";
    const paid = await paidCourse(email);
    await settle(t.app);
    const [receipt] = (await mailTo(t.app, email)).filter((m) =>
      m.subject.startsWith("Your receipt"),
    );
    // The receipt prints our own number, not the provider's id.
    expect(receipt?.text_body).toMatch(/Reference: R-\d{6}/);
    expect(receipt?.text_body).not.toContain("pi_");

    const withoutProof = await enroll(
      t.app,
      enrolBody(email, { payment_intent_id: paid.payment_intent_id }),
    );
    expect(withoutProof.status).toBe(422);
    const guessed = await enroll(
      t.app,
      enrolBody(email, {
        payment_intent_id: paid.payment_intent_id,
        client_secret: `${paid.payment_intent_id}_secret_guessedguessedguessed00`,
      }),
    );
    expect(guessed.status).toBe(402);
    expect(JSON.stringify(guessed.body)).not.toMatch(ACCOUNT_FIELDS);
    // Someone else's proof for this buyer's e-mail proves nothing either.
    const other = await paidCourse("someone.else@example.com");
    const borrowed = await enroll(t.app, enrolBody(email, { client_secret: other.client_secret }));
    expect(borrowed.status).toBe(402);
  });

  it("signs the new account in once: ten parallel calls and a replay with the same proof get one session", async () => {
    const email = "parallel.proof@example.com";
    const paid = await paidCourse(email);
    const body = enrolBody(email, { client_secret: paid.client_secret });
    const answers = await Promise.all(Array.from({ length: 10 }, () => enroll(t.app, body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const sessions = answers.filter((a) => a.body.access_token !== null);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.body.temp_password).toMatch(/^Sent to /);
    const replay = await enroll(t.app, body);
    expect(replay.body).toMatchObject({
      access_token: null,
      refresh_token: null,
      temp_password: null,
      user: null,
      login_required: true,
    });
    expect(JSON.stringify(replay.body)).not.toMatch(ACCOUNT_FIELDS);
  });

  it("signs nobody in after the owner reset the password, nor once the window has passed", async () => {
    const email = "owner.resets@example.com";
    const paid = await paidCourse(email, 2);
    await settle(t.app);
    const user = await t.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const token = await t.app.services.resetTokens.create(user.id);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token, new_password: "Owner-chose-this-1" },
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await enroll(
      t.app,
      enrolBody(email, { course_id: 2, client_secret: paid.client_secret }),
    );
    expect(afterReset.body).toMatchObject({ access_token: null, user: null, login_required: true });

    const late = "late.proof@example.com";
    const latePaid = await paidCourse(late);
    t.advance(PAYMENT_PROOF_WINDOW_MS + 60_000);
    try {
      const answer = await enroll(
        t.app,
        enrolBody(late, { client_secret: latePaid.client_secret }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ access_token: null, user: null, login_required: true });
    } finally {
      t.advance(-(PAYMENT_PROOF_WINDOW_MS + 60_000));
    }
  });

  it("adds a purchase to an existing account and asks the buyer to sign in", async () => {
    const paid = await paidCourse("learner@example.com");
    const answer = await enroll(
      t.app,
      enrolBody("learner@example.com", { client_secret: paid.client_secret }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      access_token: null,
      user: null,
      existing_account: true,
      login_required: true,
    });
  });
});

describe("the subscribe calls need the paying page's proof too", () => {
  it("calculator: the intent id alone or a wrong secret is refused; the proof signs in once", async () => {
    const email = "calc.proof@example.com";
    const intent = await calculatorCall(t.app, "create-subscription-intent", intentBody(email));
    const secret = intent.body.client_secret ?? "";
    await confirmInBrowser(t.app, secret, CARDS.succeeds);
    const intentId = secret.split("_secret_")[0] ?? "";
    const wrong = await calculatorCall(
      t.app,
      "subscribe",
      subscribeBody(email, `${intentId}_secret_wrongwrongwrongwrong0000`),
    );
    expect(wrong.status).toBe(402);
    const missing = await calculatorCall(t.app, "subscribe", {
      ...subscribeBody(email, secret),
      client_secret: undefined,
    });
    expect(missing.status).toBe(422);
    const [first, second] = await Promise.all([
      calculatorCall(t.app, "subscribe", subscribeBody(email, secret)),
      calculatorCall(t.app, "subscribe", subscribeBody(email, secret)),
    ]);
    const tokens = [first, second].filter((a) => a.body.access_token !== undefined);
    expect(tokens).toHaveLength(1);
    const replay = await calculatorCall(t.app, "subscribe", subscribeBody(email, secret));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ login_required: true });
  });

  it("discord: the first invoice's intent id is refused without its secret; an existing account gets no session", async () => {
    const email = "mentee@example.com";
    const intent = await createDiscordIntent(t.app, { email: "discord.proof@example.com" });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const intentId = intent.body.client_secret.split("_secret_")[0] ?? "";
    const wrong = await subscribeDiscord(t.app, {
      email: "discord.proof@example.com",
      client_secret: `${intentId}_secret_wrongwrongwrongwrong0000`,
    });
    expect(wrong.status).toBe(404);
    const right = await subscribeDiscord(t.app, {
      email: "discord.proof@example.com",
      client_secret: intent.body.client_secret,
    });
    expect(right.body.access_token).toEqual(expect.any(String));
    const replay = await subscribeDiscord(t.app, {
      email: "discord.proof@example.com",
      client_secret: intent.body.client_secret,
    });
    expect(replay.body.access_token).toBeUndefined();
    expect(replay.body.login_required).toBe(true);

    const existing = await createDiscordIntent(t.app, { email });
    await confirmInBrowser(t.app, existing.body.client_secret, CARDS.succeeds);
    const member = await subscribeDiscord(t.app, {
      email,
      client_secret: existing.body.client_secret,
    });
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ existing_account: true, login_required: true });
    expect(member.body.access_token).toBeUndefined();
  });
});
