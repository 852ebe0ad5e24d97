import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.app.services.limits.formIp.clear());

const submit = (formId: string, payload: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: `/api/forms/${formId}`,
    payload,
    headers: { accept: "application/json" },
  });

describe("form collection", () => {
  it("stores a contact form sent as JSON", async () => {
    const response = await submit("contact", {
      name: "Jo",
      email: "jo@example.com",
      message: "Hello",
      phone: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await t.database.db
      .selectFrom("form_submissions")
      .selectAll()
      .where("kind", "=", "contact")
      .executeTakeFirstOrThrow();
    expect(row.payload).toEqual({ name: "Jo", email: "jo@example.com", message: "Hello" });
  });

  it("lists every missing required field in the form service's error shape", async () => {
    const response = await submit("contact", { name: " ", email: "jo@example.com" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "name: field required; message: field required",
      errors: [
        { message: "name: field required", field: "name" },
        { message: "message: field required", field: "message" },
      ],
    });
  });

  it("requires the partnership form's phone but not its message", async () => {
    expect(
      (await submit("partnership", { name: "Jo", email: "jo@example.com", message: "Hi" }))
        .statusCode,
    ).toBe(422);
    expect(
      (await submit("partnership", { name: "Jo", email: "jo@example.com", phone: "555" }))
        .statusCode,
    ).toBe(200);
  });

  it("accepts the mentorship application as multipart form data and URL-encoded", async () => {
    const boundary = "form-boundary";
    const fields = {
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      phone: "555",
      location: "Dallas, TX",
      goals: "Build",
    };
    const payload =
      Object.entries(fields)
        .map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        )
        .join("") + `--${boundary}--\r\n`;
    const multipart = await t.app.inject({
      method: "POST",
      url: "/api/forms/mentorship",
      payload,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        accept: "application/json",
      },
    });
    expect(multipart.statusCode).toBe(200);
    const encoded = await t.app.inject({
      method: "POST",
      url: "/api/forms/mentorship",
      payload: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(encoded.statusCode).toBe(200);
    const missing = await submit("mentorship", { firstName: "Ann", email: "ann@example.com" });
    expect(missing.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      "lastName",
      "phone",
      "location",
    ]);
  });

  it("rejects a bad e-mail and an unknown form", async () => {
    expect(
      (await submit("contact", { name: "Jo", email: "not-an-email", message: "x" })).statusCode,
    ).toBe(422);
    const unknown = await submit("newsletter", { email: "jo@example.com" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: "Form not found",
      errors: [{ message: "Form not found" }],
    });
  });

  it("limits submissions per client with 429 and Retry-After", async () => {
    for (let i = 0; i < 20; i++)
      expect(
        (await submit("contact", { name: "Jo", email: "jo@example.com", message: `m${i}` }))
          .statusCode,
      ).toBe(200);
    const blocked = await submit("contact", {
      name: "Jo",
      email: "jo@example.com",
      message: "again",
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect(blocked.json<{ error: string }>().error).toMatch(/Too many submissions/);
  });
});
