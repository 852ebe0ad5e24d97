import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calculatorCall,
  intentBody,
  subscribeBody,
} from "../calculator/calculator-test-helpers.ts";
import { bearer, createTestApp, type TestApp } from "../test/app.ts";
import { createDiscordIntent, subscribeDiscord } from "../test/discord-membership.ts";
import {
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  mailedPassword,
  settle,
} from "../test/payments.ts";
import { PURCHASE_SESSION_MS } from "./sessions.ts";

/**
 * Issue 45, written as the attack: someone pays $9 for the calculator with a victim's e-mail.
 * The purchase creates the victim's account and answers the payer a session. That session must
 * never become a lasting way into the victim's account: it cannot touch plans, cards or
 * cancelling, it never outlives a day, and it ends when the owner signs in with the password,
 * which only the owner's mailbox ever sees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

async function call(method: "GET" | "POST", url: string, token: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function refresh(refreshToken: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/refresh",
    payload: { refresh_token: refreshToken },
  });
  return {
    status: response.statusCode,
    body: response.json<{ access_token?: string; refresh_token?: string }>(),
  };
}

async function signIn(email: string, password: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string; refresh_token: string }>();
}

/** Pays for the calculator as a guest typing `email`: the payer's session. */
async function payForCalculator(email: string) {
  const intent = await calculatorCall(t.app, "create-subscription-intent", {
    ...intentBody(email),
    attempt_id: `payer-${email.replace(/\W/g, "")}`,
  });
  await confirmInBrowser(t.app, intent.body.client_secret ?? "", CARDS.succeeds);
  const done = await calculatorCall(
    t.app,
    "subscribe",
    subscribeBody(email, intent.body.client_secret ?? ""),
  );
  expect(done.status).toBe(200);
  const body = done.body as { access_token?: string; refresh_token?: string };
  if (!body.access_token || !body.refresh_token) throw new Error("no purchase session");
  await settle(t.app);
  return { access: body.access_token, refresh: body.refresh_token };
}

async function firstSubscriptionId(token: string): Promise<string> {
  const listed = await t.app.inject({
    method: "GET",
    url: "/api/account/subscriptions",
    headers: bearer(token),
  });
  expect(listed.statusCode).toBe(200);
  const [first] = listed.json<{ id: string }[]>();
  if (!first) throw new Error("no subscription");
  return first.id;
}

describe("a session a purchase minted for an unproven e-mail", () => {
  it("cannot change cards or cancel, and ends when the owner signs in with the mailed password", async () => {
    const email = "victim.owner@example.com";
    const payer = await payForCalculator(email);
    const subscriptionId = await firstSubscriptionId(payer.access);

    // The payer's session reads the account, but every change of money is refused with a way
    // forward (the password, which the payer does not have).
    for (const path of ["setup-intent", "cancel"]) {
      const attempt = await call(
        "POST",
        `/api/account/subscriptions/${subscriptionId}/${path}`,
        payer.access,
      );
      expect(attempt).toEqual({
        status: 403,
        body: {
          detail: "For your security, please enter your password again to make this change.",
          action: "confirm_password",
        },
      });
    }
    // Refreshing does not make it a password session.
    const refreshed = await refresh(payer.refresh);
    expect(refreshed.status).toBe(200);
    const stillRefused = await call(
      "POST",
      `/api/account/subscriptions/${subscriptionId}/cancel`,
      refreshed.body.access_token ?? "",
    );
    expect(stillRefused.status).toBe(403);

    // The owner signs in with the password only their mailbox got: the payer is out for good.
    const owner = await signIn(email, await mailedPassword(t.app, email));
    expect((await refresh(refreshed.body.refresh_token ?? "")).status).toBe(401);
    const payerAfter = await call("GET", "/api/auth/me", refreshed.body.access_token ?? "");
    expect(payerAfter.status).toBe(401);

    // The owner's fresh sign-in may make the change.
    const setup = await call(
      "POST",
      `/api/account/subscriptions/${subscriptionId}/setup-intent`,
      owner.access_token,
    );
    expect(setup.status).toBe(200);
  });

  it("never hands the payer the password, only where it went", async () => {
    const email = "course.owner@example.com";
    const intent = await createIntent(t.app, {
      course_id: 1,
      email,
      name: "Owen Owner",
      attempt_id: "payer-attempt-course",
    });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const answer = await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Owen Owner",
      client_secret: intent.body.client_secret,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.temp_password).toBe("Sent to c•••@example.com");
    const password = await mailedPassword(t.app, email);
    expect(answer.body.temp_password).not.toContain(password);
    const tryIt = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: answer.body.temp_password },
    });
    expect(tryIt.statusCode).toBe(401);
    await settle(t.app);
  });
});

describe("a change of what an account pays with or for", () => {
  it("needs the password proved within the last 15 minutes, on any session", async () => {
    const email = "recent.password@example.com";
    await payForCalculator(email);
    const password = await mailedPassword(t.app, email);
    const session = await signIn(email, password);
    const subscriptionId = await firstSubscriptionId(session.access_token);
    const setupIntent = `/api/account/subscriptions/${subscriptionId}/setup-intent`;
    expect((await call("POST", setupIntent, session.access_token)).status).toBe(200);

    t.advance(16 * MINUTE);
    const later = await refresh(session.refresh_token);
    expect(later.status).toBe(200);
    const stale = await call("POST", setupIntent, later.body.access_token ?? "");
    expect(stale).toMatchObject({ status: 403, body: { action: "confirm_password" } });

    // Signing in again with the password (the client's "confirm your password") opens it.
    const again = await signIn(email, password);
    expect((await call("POST", setupIntent, again.access_token)).status).toBe(200);
  });
});

// Last: it moves the clock a day, past every payment proof's window.
describe("a purchase session's lifetime", () => {
  it("ends a day after the purchase, however often it is refreshed", async () => {
    const email = "day.long@example.com";
    const intent = await createDiscordIntent(t.app, { email, attempt_id: "payer-attempt-day" });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const joined = await subscribeDiscord(t.app, {
      email,
      client_secret: intent.body.client_secret,
    });
    expect(joined.status).toBe(200);
    let refreshToken = joined.body.refresh_token ?? "";
    // Refreshed every five hours, as a page left open would be: 20 hours in, still alive.
    const fiveHours = 5 * 60 * MINUTE;
    for (let step = 0; step < 4; step++) {
      t.advance(fiveHours);
      const next = await refresh(refreshToken);
      expect(next.status).toBe(200);
      refreshToken = next.body.refresh_token ?? "";
    }
    // 25 hours in: past PURCHASE_SESSION_MS, though the last token is five hours old.
    expect(PURCHASE_SESSION_MS).toBeLessThan(25 * 60 * MINUTE);
    t.advance(fiveHours);
    expect((await refresh(refreshToken)).status).toBe(401);
    await settle(t.app);
  });
});
