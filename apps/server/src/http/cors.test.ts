import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PARTNER = "https://partner.example";

describe("the API across origins (partner embeds)", () => {
  it("answers a preflight before authentication, with the headers asked for", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/payments/create-intent",
      headers: {
        origin: PARTNER,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-methods"]).toContain("POST");
    expect(response.headers["access-control-allow-headers"]).toBe("authorization,content-type");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("marks API answers readable by any origin, but never with credentials", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/payments/config",
      headers: { origin: PARTNER },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { origin: PARTNER },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["access-control-allow-origin"]).toBe("*");
  });

  it("adds nothing to same-origin calls or to paths outside the API", async () => {
    const sameOrigin = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(sameOrigin.headers["access-control-allow-origin"]).toBeUndefined();
    const outside = await t.app.inject({
      method: "OPTIONS",
      url: "/apiary",
      headers: { origin: PARTNER, "access-control-request-method": "POST" },
    });
    expect(outside.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
