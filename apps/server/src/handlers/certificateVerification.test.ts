import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCertificate } from "../learning/certificates.ts";
import { createTestApp, type TestApp } from "../test/app.ts";

let t: TestApp;
let code: string;
const ISSUED = new Date("2026-03-15T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp();
  const learner = await t.database.db
    .selectFrom("users")
    .select(["id"])
    .where("email", "=", "learner@example.com")
    .executeTakeFirstOrThrow();
  code = (await issueCertificate(t.database.db, learner.id, 2, ISSUED)).code;
});
afterAll(async () => {
  await t.close();
});

const verify = (value: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/certificate-verifications/${encodeURIComponent(value)}`,
  });

describe("GET /certificate-verifications/{code}", () => {
  it("names the learner, the course and the date, without signing in, and nothing more", async () => {
    const response = await verify(code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verification_code: code,
      learner_name: "Lena Learner",
      course_name: "General Contractor Licensing Course",
      issued_at: ISSUED.toISOString(),
    });
    expect(response.body).not.toContain("@");
  });

  it("accepts the code typed in lower case", async () => {
    const response = await verify(code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verification_code: code });
  });

  it("answers 404 with a clear message for a code no certificate has", async () => {
    const unknown = code.startsWith("0") ? "1111-1111-1111" : "0000-0000-0000";
    const response = await verify(unknown);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "No certificate has this verification code." });
  });

  it.each(["short", "7KQ2-M9XD-4HTRX", "7KQ2M9XD4HTR00", "IIII-LLLL-OOOO", "<script>-x"])(
    "refuses the malformed code %s with a validation error, never a 500",
    async (value) => {
      const response = await verify(value);
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json().detail)).toContain("code:");
    },
  );
});
