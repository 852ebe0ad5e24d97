import { writeFileSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { signedMediaRoutes } from "../media/signed-media-routes.ts";
import { createUrlSigner } from "../media/signed-urls.ts";
import { diskPartRoutes } from "./disk-part-routes.ts";
import { createDiskStorage, PART_UPLOAD_PREFIX } from "./disk-storage.ts";
import { UnknownUploadError } from "./media-storage.ts";
import { describeStorageDriver, type DriverHarness } from "./storage-driver.suite.ts";
import { temporaryFolder } from "../test/temporary-folders.ts";

/** The disk driver behind the same routes the app mounts, on a real loopback port. */
async function diskHarness(): Promise<DriverHarness & { root: string }> {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset * 1000);
  const root = temporaryFolder("academy-disk-media-");
  const signer = createUrlSigner(new Uint8Array(32).fill(7), clock);
  const storage = createDiskStorage(root, signer);
  const app = Fastify();
  await app.register(signedMediaRoutes(root, signer, clock));
  await app.register(diskPartRoutes(storage, signer));
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    root,
    storage,
    absolute: (url) => `${base}${url}`,
    shiftClock(seconds) {
      offset += seconds;
    },
    close: () => app.close(),
  };
}

describeStorageDriver("disk", diskHarness, { checksParts: true });

describe("disk media storage, beyond the shared suite", () => {
  it("refuses a part URL whose signature was altered, and parts of an aborted upload", async () => {
    const h = await diskHarness();
    try {
      const uploadId = await h.storage.createMultipart("lessons/1/v.mp4", "video/mp4", {
        size: 1,
        partSize: 1,
      });
      const url = h.absolute(await h.storage.partUrl("lessons/1/v.mp4", uploadId, 1));
      const forged = url.replace(/signature=./, (m) =>
        m.endsWith("A") ? m.slice(0, -1) + "B" : m.slice(0, -1) + "A",
      );
      expect((await fetch(forged, { method: "PUT", body: "x" })).status).toBe(403);
      // A part URL is not a media URL: the same signature on the media route is refused.
      const asMedia = url.replace(PART_UPLOAD_PREFIX, "/api/signed-media");
      expect((await fetch(asMedia)).status).toBe(403);
      await h.storage.abortMultipart("lessons/1/v.mp4", uploadId);
      expect((await fetch(url, { method: "PUT", body: "x" })).status).toBe(404);
      await expect(h.storage.partUrl("lessons/1/v.mp4", uploadId, 1)).rejects.toBeInstanceOf(
        UnknownUploadError,
      );
    } finally {
      await h.close();
    }
  });

  it("refuses a part longer (413) or shorter (400) than its place and keeps nothing of it", async () => {
    const h = await diskHarness();
    try {
      const layout = { size: 6 * 1024 * 1024, partSize: 6 * 1024 * 1024 };
      const uploadId = await h.storage.createMultipart("lessons/1/w.mp4", "video/mp4", layout);
      const url = h.absolute(await h.storage.partUrl("lessons/1/w.mp4", uploadId, 1));
      const response = await fetch(url, {
        method: "PUT",
        body: new Uint8Array(6 * 1024 * 1024 + 1),
      });
      expect(response.status).toBe(413);
      const short = await fetch(url, { method: "PUT", body: new Uint8Array(10) });
      expect(short.status).toBe(400);
      expect(await h.storage.listParts("lessons/1/w.mp4", uploadId)).toEqual([]);
      await expect(
        h.storage.completeMultipart("lessons/1/w.mp4", uploadId, [{ partNumber: 1, etag: "x" }]),
      ).rejects.toThrow(/was not uploaded/);
    } finally {
      await h.close();
    }
  });

  it("refuses a download URL whose name was changed, added or removed", async () => {
    const h = await diskHarness();
    try {
      await h.storage.put("lessons/1/d.pdf", new Uint8Array([37, 80, 68, 70]), "application/pdf");
      const url = h.absolute(await h.storage.signedUrl("lessons/1/d.pdf", "Workbook.pdf"));
      expect((await fetch(url)).status).toBe(200);
      const renamed = url.replace("download=Workbook.pdf", "download=evil.html");
      expect((await fetch(renamed)).status).toBe(403);
      expect((await fetch(url.replace(/&download=[^&]*/, ""))).status).toBe(403);
      const inline = h.absolute(await h.storage.signedUrl("lessons/1/d.pdf"));
      const added = inline.replace("&signature", "&download=x.pdf&signature");
      expect((await fetch(added)).status).toBe(403);
    } finally {
      await h.close();
    }
  });

  it("reports a folder it cannot write to", async () => {
    const signer = createUrlSigner(new Uint8Array(32), () => new Date());
    // A regular file where the folder should be: nothing can be written under it.
    const file = path.join(temporaryFolder("academy-disk-"), "not-a-folder");
    writeFileSync(file, "x");
    const storage = createDiskStorage(path.join(file, "media"), signer);
    const check = await storage.check();
    expect(check.ok).toBe(false);
  });
});
