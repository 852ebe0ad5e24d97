import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_ROUTES: "true" });
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

/** Every development route, and the test-mode enrolment, as a caller on this machine asks. */
const DEV_CALLS = [
  { method: "GET", url: "/api/dev/outbox" },
  { method: "GET", url: "/api/dev/form-submissions" },
  { method: "GET", url: "/api/dev/payments?email=someone@example.com" },
  { method: "POST", url: "/api/dev/payments/clock", payload: { seconds: 1 } },
  {
    method: "POST",
    url: "/api/dev/calculator-access",
    payload: { email: "x@example.com", days: 1 },
  },
  {
    method: "POST",
    url: "/api/enroll/test",
    payload: { course_id: 1, email: "dev.off@example.com", full_name: "Dev Off" },
  },
] as const;

describe("development routes switched off", () => {
  it("are not there unless DEV_ROUTES=true: 404 for each, also to a caller on this machine", async () => {
    const off = await createTestApp();
    try {
      for (const call of DEV_CALLS) {
        const answer = await off.app.inject({ ...call, remoteAddress: "127.0.0.1" });
        expect(answer.statusCode, call.url).toBe(404);
      }
      const made = await off.app.services.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "dev.off@example.com")
        .execute();
      expect(made).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe("development routes and CORS", () => {
  it("never answers Access-Control-Allow-Origin on them, to a request or a preflight, while the rest of the API does", async () => {
    const origin = { origin: "https://elsewhere.example" };
    for (const call of DEV_CALLS) {
      const answer = await t.app.inject({ ...call, headers: origin, remoteAddress: "127.0.0.1" });
      expect(answer.statusCode, call.url).toBeLessThan(500);
      expect(answer.headers["access-control-allow-origin"], call.url).toBeUndefined();
      const preflight = await t.app.inject({
        method: "OPTIONS",
        url: call.url,
        headers: { ...origin, "access-control-request-method": call.method },
        remoteAddress: "127.0.0.1",
      });
      expect(preflight.headers["access-control-allow-origin"], call.url).toBeUndefined();
    }
    // The outbox answered (so the missing header is not a refusal's doing) and the API still
    // speaks CORS to partner pages.
    const outbox = await t.app.inject({ method: "GET", url: "/api/dev/outbox", headers: origin });
    expect(outbox.statusCode).toBe(200);
    const api = await t.app.inject({ method: "GET", url: "/api/payments/config", headers: origin });
    expect(api.headers["access-control-allow-origin"]).toBe("*");
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
