import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type Session, type TestApp } from "../test/app.ts";

let t: TestApp;
let session: Session;
beforeAll(async () => {
  t = await createTestApp();
  session = await login(t.app, "learner");
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = "----academy-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  file: Buffer,
  filename = "me.png",
  type = "image/png",
  token = session.access_token,
) {
  const body = multipart(file, filename, type);
  return t.app.inject({
    method: "POST",
    url: "/api/api/user/profile-picture",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe("profile picture", () => {
  it("starts with no picture", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/api/user/profile-picture",
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile_picture_url: null });
  });

  it("accepts PNG, GIF and JPEG by content, serves the file, and replaces the previous one", async () => {
    let previous: string | undefined;
    for (const [file, type] of [
      [PNG, "image/png"],
      [GIF, "image/gif"],
      [JPEG, "image/jpeg"],
    ] as const) {
      const response = await upload(file, "picture.bin", "application/octet-stream");
      expect(response.statusCode).toBe(200);
      const url = response.json<{ profile_picture_url: string }>().profile_picture_url;
      expect(url).toMatch(/^\/api\/media\/profile-pictures\/[0-9a-f]{32}\.(png|gif|jpg)$/);
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toContain(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.rawPayload.equals(file)).toBe(true);
      if (previous)
        expect((await t.app.inject({ method: "GET", url: previous })).statusCode).toBe(404);
      previous = url;
    }
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(session.access_token),
    });
    expect(me.json<{ profile_picture_url: string }>().profile_picture_url).toBe(previous);
  });

  it("still serves a picture stored in DATA_DIR/uploads before pictures moved to the media storage", async () => {
    const key = "profile-pictures/0123456789abcdef0123456789abcdef.png";
    const file = path.join(t.config.dataDir, "uploads", key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, PNG);
    const served = await t.app.inject({ method: "GET", url: `/api/media/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("rejects a non-image named like an image", async () => {
    const response = await upload(Buffer.from("<svg onload=alert(1)>"), "evil.png", "image/png");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Please select an image file" });
  });

  it("rejects an image over 5MB with 413", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: "Image must be less than 5MB" });
  });

  it("requires the file part", async () => {
    const boundary = "b";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/api/user/profile-picture",
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        ...bearer(session.access_token),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: ["file: field required"] });
  });

  it("refuses anonymous uploads with 401 before reading them", async () => {
    const body = multipart(PNG, "me.png", "image/png");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/api/user/profile-picture",
      ...body,
    });
    expect(response.statusCode).toBe(401);
  });

  it("removes the picture", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/api/user/profile-picture",
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ profile_picture_url: null });
  });
});

describe("enrollment and progress", () => {
  it("tells a learner whether they are enrolled", async () => {
    const enrolled = await t.app.inject({
      method: "GET",
      url: `/api/users/${session.user.id}/enrollment/2`,
      headers: bearer(session.access_token),
    });
    expect(enrolled.json()).toEqual({ enrolled: true });
    const not = await t.app.inject({
      method: "GET",
      url: `/api/users/${session.user.id}/enrollment/1`,
      headers: bearer(session.access_token),
    });
    expect(not.json()).toEqual({ enrolled: false });
  });

  it("counts the mentorship course as enrolment in courses 1 and 2", async () => {
    const mentee = await login(t.app, "mentee");
    for (const course of [1, 2, 3]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/users/${mentee.user.id}/enrollment/${course}`,
        headers: bearer(mentee.access_token),
      });
      expect(response.json()).toEqual({ enrolled: true });
    }
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(mentee.access_token),
    });
    expect(me.json<{ courses: string[] }>().courses).toEqual(["mentorship"]);
  });

  it("refuses another user's enrollment with 403", async () => {
    const admin = await login(t.app, "admin");
    const response = await t.app.inject({
      method: "GET",
      url: `/api/users/${admin.user.id}/enrollment/2`,
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(403);
  });

  it("reports progress per course and module", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/users/${session.user.id}/progress`,
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(200);
    const progress = response.json<{
      user_id: number;
      courses: { course_id: number; percentage: number; modules: unknown[] }[];
    }>();
    expect(progress.user_id).toBe(session.user.id);
    expect(progress.courses.map((c) => c.course_id)).toEqual([2]);
    expect(progress.courses[0]?.modules).toHaveLength(9);
    expect(progress.courses[0]?.percentage).toBe(0);
  });

  it("rejects a malformed id with 422 and a detail", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/users/abc/enrollment/2`,
      headers: bearer(session.access_token),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: ["userId: must be integer"] });
  });
});
