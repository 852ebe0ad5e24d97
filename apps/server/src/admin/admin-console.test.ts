import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fulfilPayment } from "../courses/fulfilment.ts";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { ACTION_INTERRUPTED } from "./messages.ts";
import {
  CARDS,
  confirmInBrowser,
  createIntent,
  enroll,
  intentIdOf,
  mailTo,
  settle,
} from "../test/payments.ts";

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
/** A fresh idempotency key per intended action. */
const key = () => `test-key-${Date.now()}-${++keys}`;
const why = (idempotency_key = key()) => ({ reason: "Support ticket 4711", idempotency_key });

function post(url: string, payload: object, token = admin.access_token) {
  return t.app.inject({ method: "POST", url: `/api${url}`, headers: bearer(token), payload });
}
function get(url: string, token = admin.access_token) {
  return t.app.inject({ method: "GET", url: `/api${url}`, headers: bearer(token) });
}

/** A card purchase of course 1 by a new buyer, enrolled by the paying page (webhook not yet run). */
async function buyCourse(email: string) {
  const intent = await createIntent(t.app, { course_id: 1, name: "Rae Refund", email });
  expect(intent.status).toBe(200);
  const paid = await confirmInBrowser(t.app, intent.body.client_secret, CARDS.succeeds);
  expect(paid.body.status).toBe("succeeded");
  const enrolled = await enroll(t.app, {
    course_id: 1,
    email,
    full_name: "Rae Refund",
    client_secret: intent.body.client_secret,
  });
  expect(enrolled.status).toBe(200);
  const payment = await t.app.services.db
    .selectFrom("payments")
    .selectAll()
    .where("provider_intent_id", "=", intentIdOf(intent.body.client_secret))
    .executeTakeFirstOrThrow();
  return {
    payment,
    token: enrolled.body.access_token ?? "",
    userId: enrolled.body.user?.id ?? 0,
    intentId: payment.provider_intent_id ?? "",
  };
}

async function providerRefunds(intentId: string) {
  const rows = await t.app.services.db
    .selectFrom("stripe_standin_objects")
    .select("data")
    .where("object", "=", "refund")
    .execute();
  return rows.filter((row) => row.data["payment_intent"] === intentId);
}

const auditOf = (action: string, target: string) =>
  t.app.services.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .where("target", "=", target)
    .execute();

const refundMails = async (email: string) =>
  (await mailTo(t.app, email)).filter((mail) => mail.subject.includes("was refunded"));

describe("the audit log", () => {
  it("is append-only: the database refuses UPDATE, DELETE and TRUNCATE", async () => {
    const { db } = t.app.services;
    await db
      .insertInto("audit_log")
      .values({ actor: "system", action: "test.append", details: "{}" })
      .execute();
    await expect(sql`UPDATE audit_log SET action = 'rewritten'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const kept = await db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "test.append")
      .execute();
    expect(kept).toEqual([{ action: "test.append" }]);
  });

  it("refuses an admin's entry without a reason", async () => {
    await expect(
      t.app.services.db
        .insertInto("audit_log")
        .values({ actor: "admin", actor_id: admin.user.id, action: "x", details: "{}" })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("who may use the console", () => {
  const calls: [string, string, object?][] = [
    ["GET", "/admin/people?q=a"],
    ["GET", "/admin/people/1"],
    ["POST", "/admin/people/1/courses", { ...why(), course_id: 1 }],
    ["POST", "/admin/people/1/courses/1/revoke", why()],
    ["POST", "/admin/payments/payment-1/refund", why()],
    ["POST", "/admin/subscriptions/1/cancel", { ...why(), at_period_end: true }],
    ["POST", "/admin/subscriptions/1/reactivate", why()],
    ["POST", "/admin/subscriptions/1/extend", { ...why(), days: 3 }],
    ["POST", "/admin/people/1/discord/resync", why()],
    ["POST", "/admin/people/1/mail", { ...why(), kind: "welcome" }],
    ["POST", "/admin/people/1/end-sessions", why()],
    ["GET", "/admin/export/people"],
    ["GET", "/admin/audit"],
    ["GET", "/admin/metrics"],
  ];
  it("answers guests 401 and learners 403 on every operation, and changes nothing", async () => {
    const learner = await login(t.app, "learner");
    const before = await t.app.services.db.selectFrom("audit_log").select("id").execute();
    const answers: string[] = [];
    for (const [method, url, payload] of calls) {
      for (const token of [null, learner.access_token]) {
        const response = await t.app.inject({
          method: method as "GET",
          url: `/api${url}`,
          headers: token ? bearer(token) : {},
          ...(payload ? { payload } : {}),
        });
        answers.push(`${method} ${url} ${token ? "learner" : "guest"} ${response.statusCode}`);
      }
    }
    expect(answers).toEqual(
      calls.flatMap(([method, url]) => [
        `${method} ${url} guest 401`,
        `${method} ${url} learner 403`,
      ]),
    );
    const after = await t.app.services.db.selectFrom("audit_log").select("id").execute();
    expect(after).toHaveLength(before.length);
  });

  it("requires a reason of every action", async () => {
    const response = await post("/admin/people/1/end-sessions", { idempotency_key: key() });
    expect(response.statusCode).toBe(422);
    for (const reason of ["  ", "      "]) {
      const blank = await post("/admin/people/1/end-sessions", { ...why(), reason });
      expect(blank.statusCode).toBe(422);
    }
  });
});

describe("people", () => {
  it("finds a buyer by part of the e-mail or the name, and shows their page", async () => {
    const { payment, userId } = await buyCourse("finder.buyer@example.com");
    const byName = await get("/admin/people?q=rae%20ref");
    expect(byName.json<{ email: string }[]>().map((p) => p.email)).toContain(
      "finder.buyer@example.com",
    );
    const wildcard = await get(`/admin/people?q=${encodeURIComponent("%")}`);
    expect(wildcard.json()).toEqual([]);
    const page = await get(`/admin/people/${userId}`);
    expect(page.statusCode).toBe(200);
    const person = page.json<{
      profile: { email: string; courses: number };
      courses: { course_id: number; source: string; lessons_total: number }[];
      payments: { id: string; status: string; refundable: boolean }[];
      sessions: unknown[];
    }>();
    expect(person.profile).toMatchObject({ email: "finder.buyer@example.com", courses: 1 });
    expect(person.courses).toEqual([
      expect.objectContaining({
        course_id: 1,
        source: "payment",
        lessons_total: expect.any(Number),
      }),
    ]);
    expect(person.payments).toContainEqual(
      expect.objectContaining({ id: `payment-${payment.id}`, status: "paid", refundable: true }),
    );
    expect(person.sessions.length).toBeGreaterThan(0);
    expect((await get("/admin/people/999999")).statusCode).toBe(404);
  });
});

describe("refunds", () => {
  it("refunds once when sent twice at once: one provider refund, access ended, one mail, one entry", async () => {
    const email = "double.refund@example.com";
    const { payment, token, intentId } = await buyCourse(email);
    expect((await get("/courses/1", token)).statusCode).toBe(200);
    const body = why();
    const [first, second] = await Promise.all([
      post(`/admin/payments/payment-${payment.id}/refund`, body),
      post(`/admin/payments/payment-${payment.id}/refund`, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json(), second.json()].map((a: { replayed: boolean }) => a.replayed);
    expect(answers.sort()).toEqual([false, true]);
    expect(first.json<{ audit_id: number }>().audit_id).toBe(
      second.json<{ audit_id: number }>().audit_id,
    );
    // Another admin's click (another key) finds it refunded.
    const third = await post(`/admin/payments/payment-${payment.id}/refund`, why());
    expect(third.statusCode).toBe(409);
    await settle(t.app);
    expect(await providerRefunds(intentId)).toHaveLength(1);
    expect((await get("/courses/1", token)).statusCode).toBe(403);
    expect(await refundMails(email)).toHaveLength(1);
    expect(await auditOf("payment.refund", `payment-${payment.id}`)).toEqual([
      expect.objectContaining({
        actor: "admin",
        actor_id: admin.user.id,
        reason: "Support ticket 4711",
      }),
    ]);
  });

  it("refunds once when two admins click at once with their own keys", async () => {
    const { payment, intentId } = await buyCourse("two.admins@example.com");
    const answers = await Promise.all([
      post(`/admin/payments/payment-${payment.id}/refund`, why()),
      post(`/admin/payments/payment-${payment.id}/refund`, why()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await providerRefunds(intentId)).toHaveLength(1);
    expect(await auditOf("payment.refund", `payment-${payment.id}`)).toHaveLength(1);
  });

  it("ends the course when the refund races the provider's webhook of the same payment", async () => {
    const email = "webhook.race@example.com";
    const { payment, token, intentId } = await buyCourse(email);
    // The webhook's fulfilment reads the payment before the refund and enrols after it.
    const stale = await t.app.services.db
      .selectFrom("payments")
      .selectAll()
      .where("id", "=", payment.id)
      .executeTakeFirstOrThrow();
    const [refund] = await Promise.all([
      post(`/admin/payments/payment-${payment.id}/refund`, why()),
      settle(t.app),
      fulfilPayment(t.app.services, stale),
    ]);
    expect(refund.statusCode).toBe(200);
    await fulfilPayment(t.app.services, stale);
    await settle(t.app);
    expect((await get("/courses/1", token)).statusCode).toBe(403);
    const enrolments = await t.app.services.db
      .selectFrom("enrollments")
      .select("course_id")
      .where("payment_id", "=", payment.id)
      .execute();
    expect(enrolments).toEqual([]);
    expect(await providerRefunds(intentId)).toHaveLength(1);
    expect(await refundMails(email)).toHaveLength(1);
  });

  it("gives part of the money back and still ends the course; refuses more than was paid", async () => {
    const { payment, token, intentId } = await buyCourse("partial.refund@example.com");
    const tooMuch = await post(`/admin/payments/payment-${payment.id}/refund`, {
      ...why(),
      amount_cents: payment.amount_cents + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    const partial = await post(`/admin/payments/payment-${payment.id}/refund`, {
      ...why(),
      amount_cents: 10_000,
    });
    expect(partial.statusCode).toBe(200);
    const [refund] = await providerRefunds(intentId);
    expect(refund?.data["amount"]).toBe(10_000);
    expect((await get("/courses/1", token)).statusCode).toBe(403);
  });

  it("answers 404 for a payment that does not exist", async () => {
    expect((await post("/admin/payments/payment-99999/refund", why())).statusCode).toBe(404);
    expect((await post("/admin/payments/in_nosuchinvoice/refund", why())).statusCode).toBe(404);
  });
});

describe("course access", () => {
  it("revokes a course: the learner's next call is refused; a grant gives it back, once per key", async () => {
    const learner = await login(t.app, "learner");
    const [held] = (
      await t.app.services.db
        .selectFrom("enrollments")
        .select("course_id")
        .where("user_id", "=", learner.user.id)
        .execute()
    ).map((row) => row.course_id);
    if (held === undefined) throw new Error("the demo learner holds a course");
    expect((await get(`/courses/${held}`, learner.access_token)).statusCode).toBe(200);
    const revoked = await post(`/admin/people/${learner.user.id}/courses/${held}/revoke`, why());
    expect(revoked.statusCode).toBe(200);
    expect((await get(`/courses/${held}`, learner.access_token)).statusCode).toBe(403);
    const grant = { ...why(), course_id: held };
    const answers = await Promise.all([
      post(`/admin/people/${learner.user.id}/courses`, grant),
      post(`/admin/people/${learner.user.id}/courses`, grant),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await get(`/courses/${held}`, learner.access_token)).statusCode).toBe(200);
    expect(await auditOf("course.grant", `course:${held}`)).toHaveLength(1);
    const entries = await get(`/admin/audit?person_id=${learner.user.id}`);
    expect(entries.json<{ action: string }[]>().map((e) => e.action)).toEqual([
      "course.grant",
      "course.revoke",
    ]);
  });

  it("says an action cut off by a crash was interrupted, instead of under way for ever", async () => {
    const body = why();
    // What a server stopped mid-action leaves: the key claimed three minutes ago, no result.
    await t.app.services.db
      .insertInto("admin_requests")
      .values({
        idempotency_key: body.idempotency_key,
        actor_id: admin.user.id,
        action: "sessions.end",
        target: "user:1",
        started_at: new Date(t.app.services.clock().getTime() - 3 * 60_000),
      })
      .execute();
    const retried = await post("/admin/people/1/end-sessions", body);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ detail: ACTION_INTERRUPTED });
    // A new attempt (a new key) runs.
    expect((await post("/admin/people/1/end-sessions", why())).statusCode).toBe(200);
  });

  it("refuses the same key for another action", async () => {
    const body = why();
    expect((await post("/admin/people/1/end-sessions", body)).statusCode).toBe(200);
    expect((await post("/admin/people/1/mail", { ...body, kind: "welcome" })).statusCode).toBe(409);
  });

  it("ends every session: the person's tokens are refused from the next call", async () => {
    const mentee = await login(t.app, "mentee");
    expect((await get("/auth/me", mentee.access_token)).statusCode).toBe(200);
    expect((await post(`/admin/people/${mentee.user.id}/end-sessions`, why())).statusCode).toBe(
      200,
    );
    expect((await get("/auth/me", mentee.access_token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/refresh",
      payload: { refresh_token: mentee.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
  });
});

describe("CSV export", () => {
  it("exports people with formulas made text, and writes the export to the audit log", async () => {
    await t.app.services.db
      .insertInto("users")
      .values({ email: "formula@example.com", full_name: '=HYPERLINK("x")', password_hash: "x" })
      .execute();
    const response = await get("/admin/export/people");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("id,email,full_name,is_admin,created_at,discord_username,courses");
    expect(lines.find((line) => line.includes("formula@example.com"))).toContain(
      `"'=HYPERLINK(""x"")"`,
    );
    const payments = await get("/admin/export/payments");
    expect(payments.body.split("\r\n")[0]).toContain("refunded_cents");
    const exports = await get("/admin/audit?action=export.people");
    expect(exports.json()).toHaveLength(1);
  });
});
