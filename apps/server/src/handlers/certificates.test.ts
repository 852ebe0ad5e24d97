import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateDate } from "../learning/certificate-pdf.ts";
import { createTestApp, login, type Session, type TestApp } from "../test/app.ts";
import { answersFor, call, completeModule, getCourse, passModuleQuiz } from "../test/learning.ts";
import { pdfText, pdfTitle } from "../../../../tooling/pdf-text.ts";
import { slug } from "./certificates.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Takes course 2 from start to a passed final exam, through the API. */
async function earnCertificate(session: Session): Promise<void> {
  const course = await getCourse(t.app, session, 2);
  for (const module of course.modules) {
    await completeModule(t.app, session, module);
    await passModuleQuiz(t.app, t.database.db, session, module);
  }
  const examId = (await getCourse(t.app, session, 2)).final_exam_id ?? 0;
  const response = await call(t.app, session, "POST", `/api/assessments/${examId}/submit`, {
    answers: await answersFor(t.database.db, examId),
  });
  expect(response.json()).toMatchObject({ score_percentage: 100, passed: true });
}

describe("GET /certificates/{id}/download", () => {
  it("downloads a PDF naming the learner, the course, the date and the verification code", async () => {
    const learner = await login(t.app, "learner");
    await earnCertificate(learner);
    const response = await call(t.app, learner, "GET", "/api/certificates/2/download");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="certificate-general-contractor-licensing-course.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const row = await t.database.db
      .selectFrom("certificates")
      .selectAll()
      .where("user_id", "=", learner.user.id)
      .executeTakeFirstOrThrow();
    const text = pdfText(response.rawPayload);
    expect(text).toContain("Lena Learner");
    expect(text).toContain("General Contractor Licensing Course");
    expect(text).toContain(`Date: ${certificateDate(row.issued_at)}`);
    expect(text).toContain(`Verification code: ${row.code}`);
    expect(certificateDate(new Date("2026-03-15T23:30:00Z"))).toBe("March 15, 2026");
  });

  it("draws any name it can, and keeps the full name in the document title", async () => {
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "jose@example.com", password: "Password123!", full_name: "José Ünal 王" },
    });
    expect(registered.statusCode).toBe(201);
    const session = registered.json<Session>();
    await t.database.db
      .insertInto("enrollments")
      .values({ user_id: session.user.id, course_id: 2 })
      .execute();
    await earnCertificate(session);
    const response = await call(t.app, session, "GET", "/api/certificates/2/download");
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain("José Ünal ?");
    expect(pdfTitle(response.rawPayload)).toBe(
      "Certificate of Completion: José Ünal 王, General Contractor Licensing Course",
    );
  });

  it("answers 404 before the final exam is passed, 403 when not enrolled, 404 for an unknown course", async () => {
    const mentee = await login(t.app, "mentee");
    const none = await call(t.app, mentee, "GET", "/api/certificates/2/download");
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      detail: "No certificate yet: pass the course's final exam to earn it.",
    });
    const learner = await login(t.app, "learner");
    const denied = await call(t.app, learner, "GET", "/api/certificates/1/download");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ detail: "You are not enrolled in this course." });
    const unknown = await call(t.app, learner, "GET", "/api/certificates/99/download");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Course not found" });
    expect((await call(t.app, null, "GET", "/api/certificates/2/download")).statusCode).toBe(401);
  });

  it("names the file after the course", () => {
    expect(slug("All In One + Mentorship")).toBe("all-in-one-mentorship");
    expect(slug("Études & Co")).toBe("etudes-co");
    expect(slug("+++")).toBe("course");
  });
});
