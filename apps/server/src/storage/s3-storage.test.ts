import type { S3Client } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { MEDIA_URL_TTL_SECONDS } from "../media/signed-urls.ts";
import { loadStorageConfig } from "./config.ts";
import { startLocalS3, S3RVER_CREDENTIALS } from "./local-s3.ts";
import { InvalidPartError, UnknownUploadError } from "./media-storage.ts";
import { createS3Storage, type S3Sender } from "./s3-storage.ts";
import { describeStorageDriver, type DriverHarness } from "./storage-driver.suite.ts";

// The driver reads credentials through the SDK's usual chain, as in production.
process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;

async function s3Harness(): Promise<DriverHarness> {
  const s3 = await startLocalS3();
  let offset = 0;
  const clock = () => new Date(Date.now() + offset * 1000);
  const config = { bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint };
  return {
    storage: createS3Storage(config, clock),
    absolute: (url) => url,
    shiftClock(seconds) {
      offset += seconds;
    },
    close: () => s3.close(),
  };
}

describeStorageDriver("S3 (s3rver)", s3Harness, { checksParts: false });

describe("S3 media storage, beyond the shared suite", () => {
  it("reports a missing bucket from HeadBucket", async () => {
    const s3 = await startLocalS3();
    try {
      const config = { bucket: "no-such-bucket", region: "us-east-1", endpoint: s3.endpoint };
      expect(await createS3Storage(config, () => new Date()).check()).toEqual({
        ok: false,
        message: "The bucket no-such-bucket does not exist",
      });
    } finally {
      await s3.close();
    }
  });

  it("reports an unreachable endpoint with the SDK's message", async () => {
    const config = { bucket: "media", region: "us-east-1", endpoint: "http://127.0.0.1:9" };
    const check = await createS3Storage(config, () => new Date()).check();
    expect(check.ok).toBe(false);
    expect(check.ok ? "" : check.message).toMatch(/ECONNREFUSED|connect/i);
  });

  // s3rver does not check SigV4 signatures: the URLs are checked for what S3 verifies, the
  // signature over the configured credentials with the expiry the driver asks for.
  it("presigns GETs and part PUTs with SigV4 and the configured lifetimes", async () => {
    const config = { bucket: "media", region: "eu-west-3", endpoint: "http://127.0.0.1:9" };
    const storage = createS3Storage(config, () => new Date("2026-11-24T12:00:00Z"));
    const get = new URL(await storage.signedUrl("lessons/1/a.mp4"));
    expect(get.pathname).toBe("/media/lessons/1/a.mp4");
    expect(get.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(get.searchParams.get("X-Amz-Expires")).toBe(String(MEDIA_URL_TTL_SECONDS));
    expect(get.searchParams.get("X-Amz-Date")).toBe("20261124T120000Z");
    expect(get.searchParams.get("X-Amz-Credential")).toBe(
      `${S3RVER_CREDENTIALS.accessKeyId}/20261124/eu-west-3/s3/aws4_request`,
    );
    expect(get.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    const part = new URL(await storage.partUrl("lessons/1/a.mp4", "upload-1", 3));
    expect(part.searchParams.get("uploadId")).toBe("upload-1");
    expect(part.searchParams.get("partNumber")).toBe("3");
    expect(part.searchParams.get("X-Amz-Expires")).toBe("3600");
  });

  // s3rver applies response-content-disposition (the shared suite checks the header) but not the
  // signature over it: that the name is signed is checked here, as S3 would check it.
  it("signs the download name into a presigned GET, so it cannot be changed", async () => {
    const config = { bucket: "media", region: "eu-west-3", endpoint: "http://127.0.0.1:9" };
    const storage = createS3Storage(config, () => new Date("2026-11-24T12:00:00Z"));
    const named = new URL(await storage.signedUrl("lessons/1/a.pdf", "Workbook 1.pdf"));
    expect(named.searchParams.get("response-content-disposition")).toBe(
      "attachment; filename=\"Workbook 1.pdf\"; filename*=UTF-8''Workbook%201.pdf",
    );
    const same = new URL(await storage.signedUrl("lessons/1/a.pdf", "Workbook 1.pdf"));
    const other = new URL(await storage.signedUrl("lessons/1/a.pdf", "Workbook 2.pdf"));
    const inline = new URL(await storage.signedUrl("lessons/1/a.pdf"));
    const signature = (url: URL) => url.searchParams.get("X-Amz-Signature");
    expect(signature(same)).toBe(signature(named));
    expect(signature(other)).not.toBe(signature(named));
    expect(signature(inline)).not.toBe(signature(named));
    expect(inline.searchParams.has("response-content-disposition")).toBe(false);
  });

  // s3rver answers AbortMultipartUpload with 405, so the call is checked on the SDK's wire
  // format: the command the driver sends, and that an upload S3 no longer knows is not an error.
  it("aborts a multipart upload with AbortMultipartUpload and ignores NoSuchUpload", async () => {
    const sent: { name: string; input: unknown }[] = [];
    let failWith: Error | undefined;
    const sender: S3Sender = {
      send: (async (command: { constructor: { name: string }; input: unknown }) => {
        sent.push({ name: command.constructor.name, input: command.input });
        if (failWith) throw failWith;
        return {};
      }) as unknown as S3Client["send"],
    };
    const config = { bucket: "media", region: "us-east-1", endpoint: "http://127.0.0.1:9" };
    const storage = createS3Storage(config, () => new Date(), sender);
    await storage.abortMultipart("lessons/1/a.mp4", "upload-1");
    expect(sent).toEqual([
      {
        name: "AbortMultipartUploadCommand",
        input: { Bucket: "media", Key: "lessons/1/a.mp4", UploadId: "upload-1" },
      },
    ]);
    failWith = Object.assign(new Error("gone"), { name: "NoSuchUpload" });
    await expect(storage.abortMultipart("lessons/1/a.mp4", "upload-1")).resolves.toBeUndefined();
    failWith = Object.assign(new Error("denied"), { name: "AccessDenied" });
    await expect(storage.abortMultipart("lessons/1/a.mp4", "upload-1")).rejects.toThrow("denied");
  });

  // s3rver crashes on a CompleteMultipartUpload naming a part it lacks instead of answering
  // InvalidPart, so S3's answers are given to the driver as the SDK raises them.
  it("turns S3's InvalidPart and NoSuchUpload into the interface's errors", async () => {
    let failWith: Error = new Error("unset");
    const sender: S3Sender = {
      send: (async () => {
        throw failWith;
      }) as unknown as S3Client["send"],
    };
    const config = { bucket: "media", region: "us-east-1", endpoint: "http://127.0.0.1:9" };
    const storage = createS3Storage(config, () => new Date(), sender);
    const complete = () =>
      storage.completeMultipart("k.mp4", "u-1", [{ partNumber: 1, etag: '"e"' }]);
    failWith = Object.assign(new Error("One or more of the specified parts could not be found."), {
      name: "InvalidPart",
    });
    await expect(complete()).rejects.toBeInstanceOf(InvalidPartError);
    failWith = Object.assign(new Error("The specified upload does not exist."), {
      name: "NoSuchUpload",
    });
    await expect(complete()).rejects.toBeInstanceOf(UnknownUploadError);
  });
});

describe("storage configuration", () => {
  const load = (env: Record<string, string>) => {
    const problems: string[] = [];
    return { config: loadStorageConfig((name) => env[name], problems), problems };
  };

  it("uses the disk without S3_BUCKET and S3 with it", () => {
    expect(load({})).toEqual({ config: { driver: "disk" }, problems: [] });
    expect(load({ S3_BUCKET: "media", S3_ENDPOINT: "http://127.0.0.1:4569" })).toEqual({
      config: {
        driver: "s3",
        bucket: "media",
        region: "us-east-1",
        endpoint: "http://127.0.0.1:4569",
      },
      problems: [],
    });
  });

  it("names each bad value", () => {
    expect(load({ S3_ENDPOINT: "http://x" }).problems).toEqual([
      "S3_BUCKET is required when S3_REGION or S3_ENDPOINT is set",
    ]);
    expect(load({ S3_BUCKET: "Bad_Bucket", S3_ENDPOINT: "ftp://x" }).problems).toEqual([
      'S3_BUCKET must be a valid bucket name (got "Bad_Bucket")',
      "S3_ENDPOINT must be an http:// or https:// URL",
    ]);
  });
});
