import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";
import { DEV_NO_SUCH_USER } from "./dev-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_ROUTES: "true" });
});
afterAll(async () => {
  await t.close();
});

const grant = (payload: unknown, app = t.app) =>
  app.inject({ method: "POST", url: "/api/dev/calculator-access", payload: payload as object });

describe("development calculator access", () => {
  it("grants and ends a user's access, as GET /calculator/access then answers", async () => {
    const session = await login(t.app, "learner");
    const access = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/calculator/access",
          headers: bearer(session.access_token),
        })
      ).json<{ hasAccess: boolean }>().hasAccess;
    expect(await access()).toBe(false);
    const granted = await grant({ email: session.user.email.toUpperCase(), days: 30 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ user_id: session.user.id, hasAccess: true });
    expect(await access()).toBe(true);
    expect((await grant({ email: session.user.email, days: 0 })).json().hasAccess).toBe(false);
    expect(await access()).toBe(false);
  });

  it("refuses an unknown user and a malformed request", async () => {
    const unknown = await grant({ email: "nobody@example.com", days: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: DEV_NO_SUCH_USER });
    for (const payload of [{ email: "x@example.com" }, { email: "x@example.com", days: 9999 }])
      expect((await grant(payload)).statusCode, JSON.stringify(payload)).toBe(422);
  });

  it("is not there when the development routes are off (always in production)", async () => {
    const off = await createTestApp();
    try {
      expect((await grant({ email: "x@example.com", days: 1 }, off.app)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
