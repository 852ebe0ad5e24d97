/**
 * Storage figures (issue 17): a file of BENCH_UPLOAD_MB (default 1024) uploaded in 8 MiB parts,
 * three at a time as the admin page sends them, to s3rver (the S3 driver) and to the disk
 * driver's part route, against copying the same file with `cp` and `dd ... conv=fdatasync`;
 * then how long a resume takes when one part's connection drops halfway. The file and every
 * copy are written to a temporary folder and deleted at the end.
 *
 *   pnpm --filter @academy/server exec tsx scripts/bench-storage.ts
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { createUrlSigner } from "../src/media/signed-urls.ts";
import { diskPartRoutes } from "../src/storage/disk-part-routes.ts";
import { createDiskStorage } from "../src/storage/disk-storage.ts";
import { startLocalS3, S3RVER_CREDENTIALS } from "../src/storage/local-s3.ts";
import type { MediaStorage } from "../src/storage/media-storage.ts";
import { createS3Storage } from "../src/storage/s3-storage.ts";

const MB = 1024 * 1024;
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const size = sizeMb * MB;
const concurrency = 3;
const DEFAULT_PART_BYTES = 8 * MB;
const work = mkdtempSync(path.join(tmpdir(), "academy-bench-storage-"));
const source = path.join(work, "upload.bin");

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const rate = (bytes: number, s: number) => `${(bytes / MB / s).toFixed(0)} MB/s`;

async function makeFile() {
  const chunk = randomBytes(8 * MB);
  const handle = await open(source, "w");
  for (let written = 0; written < size; written += chunk.length)
    await handle.write(chunk, 0, Math.min(chunk.length, size - written));
  await handle.close();
}

async function readPart(offset: number, length: number) {
  const handle = await open(source, "r");
  const buffer = Buffer.alloc(length);
  await handle.read(buffer, 0, length, offset);
  await handle.close();
  return buffer;
}

async function put(url: string, body: Buffer) {
  const answer = await fetch(url, { method: "PUT", body });
  if (!answer.ok) throw new Error(`part ${answer.status}`);
  return answer.headers.get("etag") ?? "";
}

/** Sends half a part, then drops the connection. */
function drop(url: string, body: Buffer) {
  return new Promise<void>((done) => {
    const request = http.request(url, {
      method: "PUT",
      headers: { "content-length": String(body.length) },
    });
    request.on("error", () => done());
    request.on("response", () => done());
    request.write(body.subarray(0, body.length / 2), () => request.destroy());
  });
}

async function upload(storage: MediaStorage, absolute: (url: string) => string, key: string) {
  const uploadId = await storage.createMultipart(key, "video/mp4", {
    size,
    partSize: DEFAULT_PART_BYTES,
  });
  const count = Math.ceil(size / DEFAULT_PART_BYTES);
  const etags: string[] = [];
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++;
        const body = await readPart(
          n * DEFAULT_PART_BYTES,
          Math.min(DEFAULT_PART_BYTES, size - n * DEFAULT_PART_BYTES),
        );
        etags[n] = await put(absolute(await storage.partUrl(key, uploadId, n + 1)), body);
      }
    }),
  );
  const sent = seconds(start);
  await storage.completeMultipart(
    key,
    uploadId,
    etags.map((etag, i) => ({ partNumber: i + 1, etag })),
  );
  const total = seconds(start);
  // A resume: part 2 of a new upload drops halfway and is sent again with a fresh URL.
  const resumeKey = `${key}.resume`;
  const resumeId = await storage.createMultipart(resumeKey, "video/mp4", {
    size: 2 * DEFAULT_PART_BYTES,
    partSize: DEFAULT_PART_BYTES,
  });
  const part = await readPart(0, DEFAULT_PART_BYTES);
  await drop(absolute(await storage.partUrl(resumeKey, resumeId, 2)), part);
  const resumeStart = process.hrtime.bigint();
  await put(absolute(await storage.partUrl(resumeKey, resumeId, 2)), part);
  const resume = seconds(resumeStart);
  await storage.abortMultipart(resumeKey, resumeId).catch(() => undefined);
  await storage.remove(key);
  return { sent, total, resume };
}

function timeCommand(command: string, args: string[]) {
  const start = process.hrtime.bigint();
  const result = spawnSync(command, args, { stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${command} failed`);
  return seconds(start);
}

try {
  console.log(`Writing a ${sizeMb} MB file...`);
  await makeFile();
  const cp = timeCommand("cp", [source, path.join(work, "copy.bin")]);
  rmSync(path.join(work, "copy.bin"));
  const dd = timeCommand("dd", [
    `if=${source}`,
    `of=${path.join(work, "dd.bin")}`,
    "bs=8M",
    "conv=fdatasync",
  ]);
  rmSync(path.join(work, "dd.bin"));

  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  const s3 = await startLocalS3();
  const s3Storage = createS3Storage(
    { bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint },
    () => new Date(),
  );
  const onS3 = await upload(s3Storage, (url) => url, "bench/video.mp4");
  await s3.close();

  const root = path.join(work, "media");
  const signer = createUrlSigner(randomBytes(32), () => new Date());
  const disk = createDiskStorage(root, signer);
  const app = Fastify();
  await app.register(diskPartRoutes(disk, signer));
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const onDisk = await upload(disk, (url) => `${base}${url}`, "bench/video.mp4");
  await app.close();

  const rows = [
    ["cp", cp, cp],
    ["dd conv=fdatasync", dd, dd],
    ["S3 driver -> s3rver (parts sent / with complete)", onS3.sent, onS3.total],
    ["disk driver -> part route (parts sent / with complete)", onDisk.sent, onDisk.total],
  ] as const;
  console.log(`\n${sizeMb} MB, ${DEFAULT_PART_BYTES / MB} MiB parts, ${concurrency} at a time:`);
  for (const [name, a, b] of rows)
    console.log(
      `  ${name.padEnd(56)} ${a.toFixed(1)} s (${rate(size, a)})${a === b ? "" : `; ${b.toFixed(1)} s (${rate(size, b)}) with complete`}`,
    );
  console.log(
    `  resume after a dropped ${DEFAULT_PART_BYTES / MB} MiB part: s3rver ${(onS3.resume * 1000).toFixed(0)} ms, disk ${(onDisk.resume * 1000).toFixed(0)} ms`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
