import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { isEmailAddress } from "./formats.ts";
import { MALFORMED_MULTIPART, UNSTORABLE_TEXT } from "./messages.ts";

let t: TestApp;
let mentee: Session;
beforeAll(async () => {
  t = await createTestApp();
  mentee = await login(t.app, "mentee");
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.app.services.limits.formIp.clear();
  t.app.services.limits.signupIp.clear();
});

describe("input checks are linear and run after the contract's", () => {
  // 128 KB of "a.a.a…" made the old e-mail expression backtrack for seconds.
  const hostile = `a@${"a.".repeat(64 * 1024)}`;

  it("the e-mail check refuses a crafted address at once", () => {
    const started = performance.now();
    expect(isEmailAddress(hostile)).toBe(false);
    expect(isEmailAddress(`${"a".repeat(64 * 1024)}@x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
    expect(isEmailAddress("jo@example.com")).toBe(true);
    expect(isEmailAddress("jo@example")).toBe(false);
    expect(isEmailAddress("jo@@example.com")).toBe(false);
    expect(isEmailAddress("jo @example.com")).toBe(false);
    expect(isEmailAddress("jo@example.")).toBe(false);
  });

  it.each(["/api/forms/contact", "/api/auth/login", "/api/auth/register"])(
    "answers a 128 KB e-mail on %s with a 422 in well under a second",
    async (url) => {
      const started = performance.now();
      const response = await t.app.inject({
        method: "POST",
        url,
        payload: { email: hostile, name: "Jo", message: "Hi", password: "x", full_name: "Jo" },
      });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain("email: must");
    },
  );
});

describe("only the media types the contract declares are accepted", () => {
  it("refuses a form-encoded registration instead of skipping the contract's checks", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=not-an-email&password=a&full_name=X",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: "Unsupported media type: send application/json",
    });
  });

  const textBodies: [string, string, boolean][] = [
    ["POST", "/api/auth/login", false],
    ["POST", "/api/refresh", false],
    ["POST", "/api/auth/logout", false],
    ["POST", "/api/forgot-password", false],
    ["POST", "/api/reset-password", false],
    ["POST", "/api/lessons/1/notes", true],
    ["PUT", "/api/lessons/1/position", true],
    ["POST", "/api/assessments/1/submit", true],
    ["POST", "/api/modules/1/quiz/submit", true],
  ];
  it.each(textBodies)("answers a text/plain body on %s %s with 415", async (method, url, auth) => {
    const response = await t.app.inject({
      method: method as "POST",
      url,
      headers: { "content-type": "text/plain", ...(auth ? bearer(mentee.access_token) : {}) },
      payload: "seconds=999999999",
    });
    expect(response.statusCode).toBe(415);
  });

  it("still validates a form-encoded body where the contract declares one", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/forms/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: `name=Jo&email=jo%40example.com&message=${"m".repeat(5001)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: [{ field: "message" }] });
  });

  it("answers a required body that is missing with a 422", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/login" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: ["body: field required"] });
  });

  it.each([
    [
      "cut short",
      "multipart/form-data; boundary=----x",
      '------x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
    ["without a boundary", "multipart/form-data", "garbage"],
    [
      "with a boundary over 256 characters",
      `multipart/form-data; boundary=${"b".repeat(300)}`,
      "x",
    ],
  ])("answers a multipart body %s with a 400", async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/api/user/profile-picture",
      headers: { ...bearer(mentee.access_token), "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MALFORMED_MULTIPART });
  });
});

describe("text a database cannot store is refused with the field named", () => {
  const register = (full_name: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: `{"email":"nul${Math.random()}@example.com","password":"Secret123!","full_name":${full_name}}`,
    });

  it.each([
    ["a NUL character", '"Jo\\u0000"'],
    ["a lone high surrogate", '"Jo\\ud800"'],
    ["a lone low surrogate", '"\\udc00Jo"'],
  ])("refuses %s in a name", async (_name, json) => {
    const response = await register(json);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [`full_name: ${UNSTORABLE_TEXT}`] });
  });

  it("keeps a name with a real astral character", async () => {
    const response = await register('"Jo \\ud83d\\ude00"');
    expect(response.statusCode).toBe(201);
  });

  it("refuses a NUL character in notes and forms", async () => {
    const notes = await t.app.inject({
      method: "POST",
      url: "/api/lessons/1/notes",
      headers: bearer(mentee.access_token),
      payload: { content: "a\u0000b" },
    });
    expect(notes.statusCode).toBe(422);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/forms/contact",
      payload: { name: "Jo", email: "jo@example.com", message: "\ud800" },
    });
    expect(form.statusCode).toBe(422);
    expect(form.json()).toMatchObject({ errors: [{ field: "message" }] });
  });
});

describe("lengths and ranges come from the contract", () => {
  it("refuses a full name of 900,000 characters", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: "long@example.com",
        password: "Secret123!",
        full_name: "x".repeat(900_000),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: ["full_name: must NOT have more than 200 characters"],
    });
  });

  it.each(["2147483648", "Infinity", String(2 ** 53 + 1), "1e400", "-1", "1.5"])(
    "answers the id %s with a 422, never a 500",
    async (id) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/users/${id}/progress`,
        headers: bearer(mentee.access_token),
      });
      expect(response.statusCode).toBe(422);
    },
  );

  it("accepts the largest id the database holds and finds nothing", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/courses/2147483647",
      headers: bearer(mentee.access_token),
    });
    expect(response.statusCode).toBe(404);
  });
});
