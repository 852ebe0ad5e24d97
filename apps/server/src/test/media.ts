import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { DEMO_ASSETS_DIR } from "../seed/demo-media.ts";
import { bearer, type Session } from "./app.ts";

/** A real H.264 clip (the demo asset), a few KB. */
export const CLIP = readFileSync(path.join(DEMO_ASSETS_DIR, "clip-a.mp4"));
/** A small but valid PDF header and trailer. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

export function multipart(file: Buffer, filename: string, type: string) {
  const boundary = "----academy-admin-media";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** PUTs bytes to a part URL (same-origin through the app, or absolute to s3rver): its ETag. */
export async function putPart(app: FastifyInstance, url: string, bytes: Buffer): Promise<string> {
  if (url.startsWith("/")) {
    const answer = await app.inject({ method: "PUT", url, payload: bytes });
    if (answer.statusCode !== 200) throw new Error(`part: ${answer.statusCode} ${answer.body}`);
    return String(answer.headers.etag);
  }
  const answer = await fetch(url, { method: "PUT", body: bytes });
  if (answer.status !== 200) throw new Error(`part: ${answer.status}`);
  return answer.headers.get("etag") ?? "";
}

/** Reads a signed media URL (same-origin through the app, or absolute). */
export async function readSigned(app: FastifyInstance, url: string, range?: string) {
  const headers: Record<string, string> = range ? { range } : {};
  if (url.startsWith("/")) {
    const answer = await app.inject({ method: "GET", url, headers });
    return { status: answer.statusCode, body: answer.rawPayload };
  }
  const answer = await fetch(url, { headers });
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
}

/** Uploads a video in parts the way the admin page does; answers the HTTP answer of complete. */
export async function uploadInParts(
  app: FastifyInstance,
  admin: Session,
  lessonId: number,
  bytes: Buffer,
  declared: { filename?: string; content_type?: string; size?: number } = {},
) {
  const start = await app.inject({
    method: "POST",
    url: `/api/lessons/${lessonId}/video-upload`,
    headers: bearer(admin.access_token),
    payload: {
      filename: declared.filename ?? "lesson.mp4",
      content_type: declared.content_type ?? "video/mp4",
      size: declared.size ?? bytes.length,
    },
  });
  if (start.statusCode !== 201) return start;
  const session = start.json<{ upload_id: string; part_size: number; part_count: number }>();
  const parts = [];
  for (let n = 1; n <= session.part_count; n++) {
    const { url } = (
      await app.inject({
        method: "GET",
        url: `/api/lessons/${lessonId}/video-upload/${session.upload_id}/parts/${n}`,
        headers: bearer(admin.access_token),
      })
    ).json<{ url: string }>();
    const slice = bytes.subarray((n - 1) * session.part_size, n * session.part_size);
    parts.push({ part_number: n, etag: await putPart(app, url, slice) });
  }
  return app.inject({
    method: "POST",
    url: `/api/lessons/${lessonId}/video-upload/${session.upload_id}/complete`,
    headers: bearer(admin.access_token),
    payload: { parts },
  });
}
