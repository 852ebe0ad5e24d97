import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CACHE_TTL_MS } from "../auth/session-cache.ts";
import { bearer, login, type Session } from "../test/app.ts";
import {
  call,
  getCourse,
  lessonsOf,
  startWithLearners,
  type CourseBody,
} from "../test/learning.ts";
import { multipart, PDF } from "../test/media.ts";

/**
 * The caches behind a learner's reads (issue 19): the catalogue and its encoded list, prepared
 * statements and checked sessions must never serve what a write has changed, nor one user's
 * data to another.
 */
let fixture: Awaited<ReturnType<typeof startWithLearners>>;
let admin: Session;
beforeAll(async () => {
  fixture = await startWithLearners();
  admin = await login(fixture.t.app, "admin");
});
afterAll(async () => {
  await fixture.t.close();
});

const app = () => fixture.t.app;
const catalogue = async (encoding?: "br" | "gzip") => {
  const answer = await app().inject({
    method: "GET",
    url: "/api/courses",
    headers: encoding ? { "accept-encoding": encoding } : {},
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers["content-encoding"]).toBe(encoding);
  const bytes = answer.rawPayload;
  const text =
    encoding === "br"
      ? brotliDecompressSync(bytes)
      : encoding === "gzip"
        ? gunzipSync(bytes)
        : bytes;
  return JSON.parse(text.toString("utf8")) as CourseBody[];
};
/** The session (refresh family) an access token names. */
const sessionIdOf = (session: Session): string => {
  const payload: unknown = JSON.parse(
    Buffer.from(session.access_token.split(".")[1] ?? "", "base64url").toString("utf8"),
  );
  if (typeof payload !== "object" || payload === null || !("sid" in payload))
    throw new Error("an access token without a session");
  return String(payload.sid);
};
const moduleTitles = (course: CourseBody | undefined) => course?.modules.map((m) => m.title);

describe("after a catalogue write", () => {
  it("every reader sees a new module at once: learner, plain, br and gzip lists", async () => {
    const { learner } = fixture;
    // Read everything first, so each cache holds the old catalogue.
    const before = await getCourse(app(), learner, 2);
    for (const encoding of [undefined, "br", "gzip"] as const) await catalogue(encoding);

    const created = await call(app(), admin, "POST", "/api/modules", {
      course_id: 2,
      title: "Bonds and Insurance",
      description: "Added after the first read",
      order: 99,
    });
    expect(created.statusCode).toBe(201);

    const after = await getCourse(app(), learner, 2);
    expect(moduleTitles(after)).toEqual([...(moduleTitles(before) ?? []), "Bonds and Insurance"]);
    for (const encoding of [undefined, "br", "gzip"] as const) {
      const course = (await catalogue(encoding)).find((c) => c.id === 2);
      expect(moduleTitles(course)?.at(-1)).toBe("Bonds and Insurance");
    }
  });

  it("a learner's course shows a slide deck as soon as it is uploaded, and not after it is deleted", async () => {
    const { learner } = fixture;
    const lesson = lessonsOf(await getCourse(app(), learner, 2)).find(
      (l) => l.document_s3_key === null,
    );
    if (!lesson) throw new Error("the seed has no lesson without a deck");
    const body = multipart(PDF, "slides.pdf", "application/pdf");
    const uploaded = await app().inject({
      method: "POST",
      url: `/api/lessons/${lesson.id}/upload-pdf`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.access_token) },
    });
    expect(uploaded.statusCode).toBe(200);
    const withDeck = lessonsOf(await getCourse(app(), learner, 2)).find((l) => l.id === lesson.id);
    expect(withDeck?.document_s3_key).toMatch(/\.pdf$/);
    expect(withDeck?.pdf_url).toContain("signature=");

    const deleted = await app().inject({
      method: "DELETE",
      url: `/api/lessons/${lesson.id}/delete-pdf`,
      headers: bearer(admin.access_token),
    });
    expect(deleted.statusCode).toBe(200);
    const without = lessonsOf(await getCourse(app(), learner, 2)).find((l) => l.id === lesson.id);
    expect(without?.document_s3_key).toBeNull();
    expect(without?.pdf_url).toBe(lesson.pdf_url);
  });
});

describe("per-user data", () => {
  it("two learners reading the same course in turn each see only their own progress", async () => {
    // The demo learner (course 2) and the mentorship learner (course 3, which opens 2).
    const { learner, mentee } = fixture;
    const lessons = lessonsOf(await getCourse(app(), learner, 2));
    const [first, second] = lessons;
    if (!first || !second) throw new Error("the seed has fewer lessons");
    expect(
      (await call(app(), learner, "POST", `/api/lessons/${first.id}/complete`)).statusCode,
    ).toBe(200);
    expect(
      (await call(app(), learner, "PUT", `/api/lessons/${first.id}/position`, { seconds: 42 }))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(app(), mentee, "PUT", `/api/lessons/${second.id}/position`, { seconds: 7 }))
        .statusCode,
    ).toBe(204);

    // Interleaved, twice: the same statement and the same cached course serve both.
    for (let round = 0; round < 2; round++) {
      const mine = await getCourse(app(), learner, 2);
      const theirs = await getCourse(app(), mentee, 2);
      const seen = (course: CourseBody, id: number) => lessonsOf(course).find((l) => l.id === id);
      expect(seen(mine, first.id)).toMatchObject({ is_completed: true, position_seconds: 42 });
      expect(seen(mine, second.id)).toMatchObject({ is_completed: false, position_seconds: 0 });
      expect(mine.resume_lesson_id).toBe(first.id);
      expect(seen(theirs, first.id)).toMatchObject({ is_completed: false, position_seconds: 0 });
      expect(seen(theirs, second.id)).toMatchObject({ is_completed: false, position_seconds: 7 });
      expect(theirs.resume_lesson_id).toBe(second.id);
    }
    // And the learner's own next read follows their next write at once.
    expect(
      (await call(app(), learner, "POST", `/api/lessons/${first.id}/uncomplete`)).statusCode,
    ).toBe(200);
    const undone = lessonsOf(await getCourse(app(), learner, 2)).find((l) => l.id === first.id);
    expect(undone?.is_completed).toBe(false);
  });

  it("refuses the learner's course to another learner who is not enrolled in it", async () => {
    const { learner } = fixture;
    // The demo learner has course 2 only; their read of it must not open course 1 to them.
    expect((await call(app(), learner, "GET", "/api/courses/2")).statusCode).toBe(200);
    expect((await call(app(), learner, "GET", "/api/courses/1")).statusCode).toBe(403);
  });
});

describe("checked sessions", () => {
  const me = (session: Session) => call(app(), session, "GET", "/api/auth/me");

  it("refuse a learner's access token right after logout, though it was just checked", async () => {
    const session = await login(app(), "learner");
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(200);
    const out = await call(app(), null, "POST", "/api/auth/logout", {
      refresh_token: session.refresh_token,
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });

  it("refuse a session ended by another instance once the cache's lifetime has passed", async () => {
    const session = await login(app(), "learner");
    expect((await me(session)).statusCode).toBe(200);
    // Another instance ends the session: this process is not told, only the database knows.
    await fixture.t.database.db
      .insertInto("revoked_sessions")
      .values({ family_id: sessionIdOf(session), revoked_at: new Date() })
      .execute();
    fixture.t.advance(SESSION_CACHE_TTL_MS + 1);
    expect((await me(session)).statusCode).toBe(401);
  });

  it("never cache an admin: a role taken away applies on the next request", async () => {
    const adminSession = await login(app(), "admin");
    const listing = () => call(app(), adminSession, "GET", "/api/admin/courses");
    expect((await listing()).statusCode).toBe(200);
    await fixture.t.database.db
      .updateTable("users")
      .set({ is_admin: false })
      .where("id", "=", adminSession.user.id)
      .execute();
    try {
      expect((await listing()).statusCode).toBe(403);
    } finally {
      await fixture.t.database.db
        .updateTable("users")
        .set({ is_admin: true })
        .where("id", "=", adminSession.user.id)
        .execute();
    }
  });
});
