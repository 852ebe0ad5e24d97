import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => t.app.services.limits.formIp.clear());

const submit = (formId: string, payload: Record<string, string>) =>
  t.app.inject({ method: "POST", url: `/api/forms/${formId}`, payload });

interface Listing {
  submissions: { id: number; form: string; fields: Record<string, string>; created_at: string }[];
}

async function list(query = "") {
  const response = await t.app.inject({ method: "GET", url: `/api/dev/form-submissions${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Listing>().submissions;
}

describe("development form-submissions listing", () => {
  it("lists stored submissions newest first, with the fields as the service kept them", async () => {
    const sent: [string, Record<string, string>][] = [
      ["contact", { name: " Jo ", email: "jo@example.com", phone: "", message: "First" }],
      ["partnership", { name: "Pat", email: "pat@example.com", phone: "555" }],
      ["contact", { name: "Jo", email: "jo@example.com", message: "Second" }],
    ];
    for (const [formId, payload] of sent)
      expect((await submit(formId, payload)).statusCode).toBe(200);

    const all = await list();
    expect(all.map((row) => [row.form, row.fields["message"] ?? row.fields["phone"]])).toEqual([
      ["contact", "Second"],
      ["partnership", "555"],
      ["contact", "First"],
    ]);
    // Trimmed and without empty optional fields: what the form service stored, not what was sent.
    expect(all[2]?.fields).toEqual({ name: "Jo", email: "jo@example.com", message: "First" });
    expect(Number.isNaN(Date.parse(all[0]?.created_at ?? ""))).toBe(false);

    const contact = await list("?form=contact");
    expect(contact.map((row) => row.fields["message"])).toEqual(["Second", "First"]);
    expect(await list("?form=mentorship")).toEqual([]);
  });

  it("does not list a refused submission", async () => {
    const before = await list("?form=contact");
    expect((await submit("contact", { name: "Jo", email: "jo@example.com" })).statusCode).toBe(422);
    expect(await list("?form=contact")).toEqual(before);
  });

  it("refuses a form the service does not know instead of answering an empty list", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/dev/form-submissions?form=newsletter",
    });
    // The app answers every validation failure as 422, the contract's status for it.
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string[] }>().detail).toEqual([
      "form: must be equal to one of the allowed values",
    ]);
  });
});

describe("development routes switched off", () => {
  it("answers neither the outbox nor the form submissions when DEV_OUTBOX is off", async () => {
    // Production always has it off (config.test.ts); this checks the app honours the switch.
    const off = await createTestApp({ DEV_OUTBOX: "false" });
    try {
      for (const url of ["/api/dev/outbox", "/api/dev/form-submissions"])
        expect((await off.app.inject({ method: "GET", url })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe("development routes answer only callers on this machine", () => {
  it("refuses /api/dev/* and /enroll/test to another address, whatever X-Forwarded-For says", async () => {
    const remote = { remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": "127.0.0.1" } };
    const outbox = await t.app.inject({ method: "GET", url: "/api/dev/outbox", ...remote });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain("Temporary password");
    const access = await t.app.inject({
      method: "POST",
      url: "/api/dev/calculator-access",
      payload: { email: "learner@example.com", days: 30 },
      ...remote,
    });
    expect(access.statusCode).toBe(404);
    const enrol = await t.app.inject({
      method: "POST",
      url: "/api/enroll/test",
      payload: { course_id: 3, email: "free.rider@example.com", full_name: "Free Rider" },
      ...remote,
    });
    expect(enrol.statusCode).toBe(403);
    expect(enrol.json()).toEqual({
      detail: "Test enrollment is only available on the server's machine",
    });
    const local = await t.app.inject({
      method: "GET",
      url: "/api/dev/outbox",
      remoteAddress: "::1",
    });
    expect(local.statusCode).toBe(200);
    const mapped = await t.app.inject({
      method: "POST",
      url: "/api/enroll/test",
      payload: { course_id: 1, email: "local.learner@example.com", full_name: "Local Learner" },
      remoteAddress: "::ffff:127.0.0.1",
    });
    expect(mapped.statusCode).toBe(200);
  });
});
