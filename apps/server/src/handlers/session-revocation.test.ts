import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_REUSE_GRACE_MS } from "../auth/refresh-tokens.ts";
import { bearer, createTestApp, login, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload });
const me = (accessToken: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(accessToken) });

describe("ending a session ends its access tokens at once", () => {
  it("refuses the session's access token right after logout, and only that session's", async () => {
    const session = await login(t.app, "learner");
    const other = await login(t.app, "learner");
    expect((await me(session.access_token)).statusCode).toBe(200);
    expect(
      (await post("/api/auth/logout", { refresh_token: session.refresh_token })).statusCode,
    ).toBe(204);
    const after = await me(session.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: "Invalid or expired token" });
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it("refuses every access token of a family revoked for reuse", async () => {
    const session = await login(t.app, "mentee");
    const rotated = (await post("/api/refresh", { refresh_token: session.refresh_token })).json<{
      access_token: string;
      refresh_token: string;
    }>();
    expect((await me(rotated.access_token)).statusCode).toBe(200);
    t.advance(REFRESH_REUSE_GRACE_MS + 1000);
    expect((await post("/api/refresh", { refresh_token: session.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await me(rotated.access_token)).statusCode).toBe(401);
  });

  it("refuses the access tokens of every session after a password reset's revocation", async () => {
    const session = await login(t.app, "admin");
    await t.app.services.refreshTokens.revokeAllForUser(session.user.id);
    expect((await me(session.access_token)).statusCode).toBe(401);
  });
});
