import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";
import { CARDS, confirmInBrowser, createIntent, enroll, settle } from "../test/payments.ts";
import { HANDOVER_TTL_MS } from "./session-handovers.ts";
import { PURCHASE_SESSION_MS } from "./sessions.ts";

/**
 * Issue #49: "Open your course" after buying in a partner's page. The frame's session trades a
 * one-time code for a new session of the same standing in a tab of our own site.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVALID = { detail: "This sign-in link has expired. Please sign in." };

async function createCode(accessToken: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/handover",
    headers: bearer(accessToken),
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: string; expires_in: number }>(),
  };
}

async function redeem(code: string, ip = "10.0.0.1") {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/handover/redeem",
    payload: { code },
    remoteAddress: ip,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      access_token?: string;
      refresh_token?: string;
      user?: { email: string };
      detail?: string;
    }>(),
  };
}

async function codeFor(accessToken: string): Promise<string> {
  const created = await createCode(accessToken);
  expect(created.status).toBe(200);
  expect(created.body.expires_in).toBe(60);
  expect(created.body.code).toMatch(/^[\w-]{43}$/);
  return created.body.code;
}

async function me(accessToken: string) {
  return (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(accessToken) }))
    .statusCode;
}

/** A plan change needs a recently proved password (security.ts): a purchase session never has. */
async function planChangeStatus(accessToken: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/discord/change-plan/sub_none",
    headers: bearer(accessToken),
    payload: { tier: "community", billing_cycle: "monthly" },
  });
  return { status: response.statusCode, action: response.json<{ action?: string }>().action };
}

describe("a session hand-over code", () => {
  it("is refused to a guest", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/handover" });
    expect(response.statusCode).toBe(401);
  });

  it("opens a new session of its user, once, and is stored only as its hash", async () => {
    const session = await login(t.app, "learner");
    const code = await codeFor(session.access_token);
    const stored = await t.database.db
      .selectFrom("session_handovers")
      .select("code_hash")
      .execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);

    const first = await redeem(code);
    expect(first.status).toBe(200);
    expect(first.body.user?.email).toBe(session.user.email);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    expect(await me(first.body.access_token ?? "")).toBe(200);
    // The frame's own session goes on: the tab holds a session of its own.
    expect(await me(session.access_token)).toBe(200);

    expect(await redeem(code)).toEqual({ status: 401, body: INVALID });
  });

  it("opens one session only when two tabs redeem it at once", async () => {
    const session = await login(t.app, "learner");
    const code = await codeFor(session.access_token);
    const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it("answers unknown, expired and used codes alike", async () => {
    expect(await redeem("not-a-code-anyone-was-given")).toEqual({ status: 401, body: INVALID });
    const session = await login(t.app, "learner");
    const code = await codeFor(session.access_token);
    t.advance(HANDOVER_TTL_MS + 1);
    expect(await redeem(code)).toEqual({ status: 401, body: INVALID });
  });

  it("dies with its source session (logout)", async () => {
    const session = await login(t.app, "mentee");
    const code = await codeFor(session.access_token);
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect(await redeem(code)).toEqual({ status: 401, body: INVALID });
  });

  it("keeps a password session's standing", async () => {
    const session = await login(t.app, "discord");
    expect((await planChangeStatus(session.access_token)).action).not.toBe("confirm_password");
    const tab = await redeem(await codeFor(session.access_token));
    expect(tab.status).toBe(200);
    expect((await planChangeStatus(tab.body.access_token ?? "")).action).not.toBe(
      "confirm_password",
    );
  });

  it("rate-limits guesses per client IP", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await redeem(`guess-${attempt}`, "10.9.9.9")).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another client is not held back.
    expect((await redeem("guess-elsewhere", "10.9.9.10")).status).toBe(401);
  });
});

// Last: it moves the clock past a purchase session's day.
describe("a purchase session's hand-over", () => {
  it("yields a purchase session with the purchase's own end", async () => {
    const email = "handover.buyer@example.com";
    const intent = await createIntent(t.app, {
      course_id: 1,
      email,
      name: "Hana Buyer",
      attempt_id: "handover-buyer-attempt",
    });
    await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
    const bought = await enroll(t.app, {
      course_id: 1,
      email,
      full_name: "Hana Buyer",
      client_secret: intent.body.client_secret,
    });
    expect(bought.status).toBe(200);
    await settle(t.app);
    const frame = bought.body.access_token ?? "";
    expect(await planChangeStatus(frame)).toEqual({ status: 403, action: "confirm_password" });

    // Twenty hours later the frame opens the course: the tab's session ends with the purchase's.
    t.advance(20 * 60 * 60_000);
    const tab = await redeem(await codeFor(frame));
    expect(tab.status).toBe(200);
    expect(await planChangeStatus(tab.body.access_token ?? "")).toEqual({
      status: 403,
      action: "confirm_password",
    });
    const families = await t.database.db
      .selectFrom("refresh_tokens")
      .innerJoin("users", "users.id", "refresh_tokens.user_id")
      .select(["refresh_tokens.family_id", "refresh_tokens.ends_at", "refresh_tokens.password_at"])
      .where("users.email", "=", email)
      .execute();
    expect(new Set(families.map((row) => row.family_id)).size).toBe(2);
    expect(new Set(families.map((row) => row.ends_at?.getTime())).size).toBe(1);
    expect(families.every((row) => row.ends_at !== null && row.password_at === null)).toBe(true);

    const refresh = async (token: string) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/refresh",
        payload: { refresh_token: token },
      });
      return { status: response.statusCode, token: response.json<{ refresh_token?: string }>() };
    };
    const refreshed = await refresh(tab.body.refresh_token ?? "");
    expect(refreshed.status).toBe(200);
    // Five hours on, past the purchase's day (not the tab's own), the tab's session is over.
    expect(PURCHASE_SESSION_MS).toBeLessThan(25 * 60 * 60_000);
    t.advance(5 * 60 * 60_000);
    expect((await refresh(refreshed.token.refresh_token ?? "")).status).toBe(401);
  });
});
