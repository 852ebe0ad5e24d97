import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("requests are validated from the contract", () => {
  it.each([
    [
      "missing fields",
      { "content-type": "application/json" },
      "{}",
      422,
      ["email: field required", "password: field required"],
    ],
    [
      "a bad e-mail",
      { "content-type": "application/json" },
      JSON.stringify({ email: "x", password: "p" }),
      422,
      ["email: must be a valid email address"],
    ],
    [
      "a wrong type",
      { "content-type": "application/json" },
      JSON.stringify({ email: "a@b.co", password: {} }),
      422,
      ["password: must be string"],
    ],
    [
      "broken JSON",
      { "content-type": "application/json" },
      '{"email":',
      400,
      "Request body is not valid JSON",
    ],
    [
      "an unsupported media type",
      { "content-type": "text/csv" },
      "a,b",
      415,
      "Unsupported media type: send application/json",
    ],
  ])("answers %s with a detail, never a 500", async (_name, headers, payload, status, detail) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers,
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail });
  });

  it("rejects an oversized JSON body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: "Request body is too large" });
  });

  it("validates path parameters", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/courses/0", headers: {} });
    // Anonymous callers learn only that they must sign in.
    expect(response.statusCode).toBe(401);
  });
});
