import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, demoAccount, login, type TestApp } from "../test/app.ts";

// Issue 45's rule for the console (security.ts RECENT_PASSWORD_OPERATIONS): its own app, since
// it moves the clock.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

async function call(url: string, token: string, payload: object) {
  const response = await t.app.inject({ method: "POST", url, headers: bearer(token), payload });
  return { status: response.statusCode, body: response.json<{ action?: string }>() };
}

async function refresh(refreshToken: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/refresh",
    payload: { refresh_token: refreshToken },
  });
  return { status: response.statusCode, body: response.json<{ access_token?: string }>() };
}

describe("the console's money actions", () => {
  it("need the admin's password proved within the last 15 minutes", async () => {
    const admin = await login(t.app, "admin");
    const learner = demoAccount("learner");
    const person = await t.app.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", learner.email)
      .executeTakeFirstOrThrow();
    const grant = (token: string, key: string) =>
      call(`/api/admin/people/${person.id}/courses`, token, {
        course_id: 3,
        reason: "Scholarship",
        idempotency_key: key,
      });
    t.advance(16 * MINUTE);
    const later = await refresh(admin.refresh_token);
    expect(later.status).toBe(200);
    const stale = await grant(later.body.access_token ?? "", "stale-admin-grant");
    expect(stale).toMatchObject({ status: 403, body: { action: "confirm_password" } });
    const held = await t.app.services.db
      .selectFrom("enrollments")
      .select("course_id")
      .where("user_id", "=", person.id)
      .where("course_id", "=", 3)
      .execute();
    expect(held).toEqual([]);

    const again = await login(t.app, "admin");
    expect((await grant(again.access_token, "fresh-admin-grant")).status).toBe(200);
  });
});
