import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_URL_TTL_SECONDS } from "../media/signed-urls.ts";
import { InvalidPartError, MIN_PART_BYTES, type MediaStorage } from "./media-storage.ts";

/** What the shared suite needs from a driver under test. */
export interface DriverHarness {
  storage: MediaStorage;
  /** The storage's URLs made absolute (the disk driver's are same-origin paths). */
  absolute(url: string): string;
  /** Moves the clock URLs are signed with, in seconds. */
  shiftClock(seconds: number): void;
  close(): Promise<void>;
}

const key = (name: string) => `lessons/1/${name}-${randomBytes(4).toString("hex")}.bin`;

/** PUTs bytes to a part URL and answers the ETag, as the browser does. */
async function putPart(url: string, bytes: Uint8Array): Promise<string> {
  const response = await fetch(url, { method: "PUT", body: bytes });
  expect(response.status).toBe(200);
  const etag = response.headers.get("etag");
  expect(etag).toBeTruthy();
  return etag ?? "";
}

/** Sends half of a part and drops the connection: a network failure mid-part. */
async function dropPartway(url: string, bytes: Uint8Array): Promise<void> {
  await new Promise<void>((done) => {
    const request = http.request(url, {
      method: "PUT",
      headers: { "content-length": String(bytes.length) },
    });
    request.on("error", () => done());
    request.on("response", () => done());
    request.write(bytes.subarray(0, bytes.length / 2), () => request.destroy());
  });
}

/**
 * One suite for every MediaStorage driver (issue 17): the disk driver and the S3 driver
 * against s3rver answer the same calls the same way, over real HTTP.
 */
export function describeStorageDriver(
  name: string,
  setup: () => Promise<DriverHarness>,
  /** s3rver crashes (ENOENT, no InvalidPart answer) on a missing part: S3 covers it elsewhere. */
  options: { checksParts: boolean },
) {
  describe(`${name} media storage`, () => {
    let h: DriverHarness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(async () => {
      await h.close();
    });

    it("reports a reachable, writable store", async () => {
      expect(await h.storage.check()).toEqual({ ok: true });
    });

    it("stores, sizes, reads a range of and removes an object", async () => {
      const k = key("object");
      const bytes = randomBytes(1000);
      expect(await h.storage.head(k)).toBeNull();
      await h.storage.put(k, bytes, "application/octet-stream");
      expect(await h.storage.head(k)).toEqual({ size: 1000 });
      expect(Buffer.from(await h.storage.readRange(k, 10, 25))).toEqual(bytes.subarray(10, 26));
      await h.storage.remove(k);
      expect(await h.storage.head(k)).toBeNull();
    });

    it("serves a signed URL whole and by byte range (206), and 404 once deleted", async () => {
      const k = key("video");
      const bytes = randomBytes(4096);
      await h.storage.put(k, bytes, "video/mp4");
      const url = h.absolute(await h.storage.signedUrl(k));
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
      const range = await fetch(url, { headers: { range: "bytes=100-199" } });
      expect(range.status).toBe(206);
      expect(range.headers.get("content-range")).toBe("bytes 100-199/4096");
      expect(Buffer.from(await range.arrayBuffer())).toEqual(bytes.subarray(100, 200));
      await h.storage.remove(k);
      expect((await fetch(url)).status).toBe(404);
    });

    it("serves a URL signed with a download name as an attachment under that name", async () => {
      const k = key("document");
      const bytes = randomBytes(64);
      await h.storage.put(k, bytes, "application/pdf");
      const url = h.absolute(await h.storage.signedUrl(k, 'Plan "B"/\r\nSet-Cookie: x=1 é.pdf'));
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(download.headers.get("set-cookie")).toBeNull();
      expect(download.headers.get("content-disposition")).toBe(
        "attachment; filename=\"Plan 'B'_Set-Cookie: x=1 _.pdf\"; " +
          "filename*=UTF-8''Plan%20%27B%27_Set-Cookie%3A%20x%3D1%20%C3%A9.pdf",
      );
      expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
      // Without a name the object stays inline (a video plays, a PDF shows in its frame).
      const inline = await fetch(h.absolute(await h.storage.signedUrl(k)));
      expect(inline.headers.get("content-disposition")).toBeNull();
      await h.storage.remove(k);
    });

    it("refuses a signed URL once it has expired", async () => {
      const k = key("expiring");
      await h.storage.put(k, randomBytes(10), "video/mp4");
      h.shiftClock(-(MEDIA_URL_TTL_SECONDS + 60));
      const stale = h.absolute(await h.storage.signedUrl(k));
      h.shiftClock(MEDIA_URL_TTL_SECONDS + 60);
      expect((await fetch(stale)).status).toBe(403);
      expect((await fetch(h.absolute(await h.storage.signedUrl(k)))).status).toBe(200);
    });

    it("joins an upload in parts, in order", async () => {
      const k = key("parts");
      const parts = [randomBytes(MIN_PART_BYTES), randomBytes(MIN_PART_BYTES), randomBytes(777)];
      const layout = { size: 2 * MIN_PART_BYTES + 777, partSize: MIN_PART_BYTES };
      const uploadId = await h.storage.createMultipart(k, "video/mp4", layout);
      const etags: string[] = [];
      // Sent out of order, as parallel or retried parts arrive: each lands at its own place.
      for (const i of [2, 0, 1]) {
        const part = parts[i] as Buffer;
        etags[i] = await putPart(h.absolute(await h.storage.partUrl(k, uploadId, i + 1)), part);
      }
      // s3rver has no ListParts (405, answered as null; covered in admin-media.s3.test.ts).
      if (options.checksParts)
        expect(await h.storage.listParts(k, uploadId)).toEqual(
          etags.map((etag, i) => ({ partNumber: i + 1, etag })),
        );
      await h.storage.completeMultipart(
        k,
        uploadId,
        etags.map((etag, i) => ({ partNumber: i + 1, etag })),
      );
      const total = Buffer.concat(parts);
      expect(await h.storage.head(k)).toEqual({ size: total.length });
      const edge = MIN_PART_BYTES - 8;
      expect(Buffer.from(await h.storage.readRange(k, edge, edge + 15))).toEqual(
        total.subarray(edge, edge + 16),
      );
      await h.storage.remove(k);
    });

    it("resumes after a part whose connection dropped, sending only that part again", async () => {
      const k = key("resume");
      const first = randomBytes(MIN_PART_BYTES);
      const second = randomBytes(4096);
      const layout = { size: MIN_PART_BYTES + 4096, partSize: MIN_PART_BYTES };
      const uploadId = await h.storage.createMultipart(k, "video/mp4", layout);
      const etag1 = await putPart(h.absolute(await h.storage.partUrl(k, uploadId, 1)), first);
      await dropPartway(h.absolute(await h.storage.partUrl(k, uploadId, 2)), second);
      const etag2 = await putPart(h.absolute(await h.storage.partUrl(k, uploadId, 2)), second);
      await h.storage.completeMultipart(k, uploadId, [
        { partNumber: 1, etag: etag1 },
        { partNumber: 2, etag: etag2 },
      ]);
      expect(await h.storage.head(k)).toEqual({ size: first.length + second.length });
      expect(Buffer.from(await h.storage.readRange(k, first.length, first.length + 4095))).toEqual(
        second,
      );
      await h.storage.remove(k);
    });

    if (options.checksParts)
      it("refuses to complete with a part that was never uploaded", async () => {
        const k = key("missing-part");
        const layout = { size: MIN_PART_BYTES + 64, partSize: MIN_PART_BYTES };
        const uploadId = await h.storage.createMultipart(k, "video/mp4", layout);
        const etag = await putPart(
          h.absolute(await h.storage.partUrl(k, uploadId, 1)),
          randomBytes(MIN_PART_BYTES),
        );
        await expect(
          h.storage.completeMultipart(k, uploadId, [
            { partNumber: 1, etag },
            { partNumber: 2, etag: '"0123456789abcdef0123456789abcdef"' },
          ]),
        ).rejects.toBeInstanceOf(InvalidPartError);
        expect(await h.storage.head(k)).toBeNull();
      });

    if (options.checksParts)
      it("refuses to complete with the ETag of bytes the part no longer holds", async () => {
        const k = key("rewritten-part");
        const layout = { size: MIN_PART_BYTES, partSize: MIN_PART_BYTES };
        const uploadId = await h.storage.createMultipart(k, "video/mp4", layout);
        const url = h.absolute(await h.storage.partUrl(k, uploadId, 1));
        const before = await putPart(url, randomBytes(MIN_PART_BYTES));
        const after = await putPart(url, randomBytes(MIN_PART_BYTES));
        expect(after).not.toBe(before);
        await expect(
          h.storage.completeMultipart(k, uploadId, [{ partNumber: 1, etag: before }]),
        ).rejects.toBeInstanceOf(InvalidPartError);
        expect(await h.storage.head(k)).toBeNull();
        await h.storage.completeMultipart(k, uploadId, [{ partNumber: 1, etag: after }]);
        expect(await h.storage.head(k)).toEqual({ size: MIN_PART_BYTES });
        await h.storage.remove(k);
      });
  });
}
