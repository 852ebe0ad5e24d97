import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { DEMO_ASSETS_DIR } from "../seed/demo-media.ts";
import { bearer, type Session } from "./app.ts";

/** A real H.264 clip (the demo asset), a few KB. */
export const CLIP = readFileSync(path.join(DEMO_ASSETS_DIR, "clip-a.mp4"));
/** The clip followed by a valid `free` box of `bytes`: a playable MP4 of any size. */
export function paddedClip(bytes: number): Buffer {
  const padding = Buffer.alloc(bytes);
  padding.writeUInt32BE(bytes, 0);
  padding.write("free", 4, "latin1");
  return Buffer.concat([CLIP, padding]);
}
/** A small but valid PDF header and trailer. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
export const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

export function multipart(
  file: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const boundary = "----academy-admin-media";
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** PUTs bytes to a part URL (same-origin through the app, or absolute to s3rver). */
export async function putPart(app: FastifyInstance, url: string, bytes: Buffer) {
  if (url.startsWith("/")) {
    const answer = await app.inject({ method: "PUT", url, payload: bytes });
    return { status: answer.statusCode, etag: String(answer.headers.etag), body: answer.body };
  }
  const answer = await fetch(url, { method: "PUT", body: bytes });
  return { status: answer.status, etag: answer.headers.get("etag") ?? "", body: "" };
}

/** Reads a signed media URL (same-origin through the app, or absolute). */
export async function readSigned(app: FastifyInstance, url: string, range?: string) {
  const headers: Record<string, string> = range ? { range } : {};
  if (url.startsWith("/")) {
    const answer = await app.inject({ method: "GET", url, headers });
    const disposition = answer.headers["content-disposition"];
    return {
      status: answer.statusCode,
      body: answer.rawPayload,
      disposition: typeof disposition === "string" ? disposition : null,
    };
  }
  const answer = await fetch(url, { headers });
  return {
    status: answer.status,
    body: Buffer.from(await answer.arrayBuffer()),
    disposition: answer.headers.get("content-disposition"),
  };
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
    const sent = await putPart(app, url, slice);
    if (sent.status !== 200) return { statusCode: sent.status, json: () => JSON.parse(sent.body) };
    parts.push({ part_number: n, etag: sent.etag });
  }
  return app.inject({
    method: "POST",
    url: `/api/lessons/${lessonId}/video-upload/${session.upload_id}/complete`,
    headers: bearer(admin.access_token),
    payload: { parts },
  });
}
