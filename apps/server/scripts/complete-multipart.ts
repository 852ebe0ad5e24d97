/**
 * What an S3 server does after the last byte of an upload, step by step (issue 28): a file is
 * sent in parts (four at once, as the admin page sends them), then CompleteMultipartUpload
 * alone is timed, then the server's own checks of the stored video (HeadObject and the
 * ranged reads of media/video-check.ts, the same code the completion runs).
 *
 *   tsx scripts/complete-multipart.ts FILE ENDPOINT BUCKET [PART_MIB=16]
 *   (credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, s3rver's by default)
 */
import { createReadStream, statSync } from "node:fs";
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { checkVideo } from "../src/media/video-check.ts";

const [file, endpoint, Bucket, partMib = "16"] = process.argv.slice(2);
if (!file || !endpoint || !Bucket) {
  console.error("usage: tsx scripts/complete-multipart.ts FILE ENDPOINT BUCKET [PART_MIB]");
  process.exit(2);
}
const s3 = new S3Client({
  endpoint,
  region: "us-east-1",
  forcePathStyle: true,
  // Streamed bodies go as they are: s3rver does not decode the SDK's aws-chunked checksums.
  requestChecksumCalculation: "WHEN_REQUIRED",
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? "S3RVER",
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? "S3RVER",
  },
});
const size = statSync(file).size;
const partSize = Number(partMib) * 1024 * 1024;
const Key = `bench/complete-${Date.now()}.mp4`;
const seconds = async (step: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await step();
  return Number(process.hrtime.bigint() - start) / 1e9;
};

const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
const count = Math.ceil(size / partSize);
const parts: { PartNumber: number; ETag: string }[] = [];
let next = 0;
const sendParts = async () => {
  while (next < count) {
    const index = next++;
    const start = index * partSize;
    const end = Math.min(size, start + partSize) - 1;
    const answer = await s3.send(
      new UploadPartCommand({
        Bucket,
        Key,
        UploadId,
        PartNumber: index + 1,
        Body: createReadStream(file, { start, end }),
        ContentLength: end - start + 1,
      }),
    );
    parts.push({ PartNumber: index + 1, ETag: answer.ETag ?? "" });
  }
};
const partsSeconds = await seconds(() => Promise.all([1, 2, 3, 4].map(sendParts)));
parts.sort((a, b) => a.PartNumber - b.PartNumber);
const completeSeconds = await seconds(() =>
  s3.send(
    new CompleteMultipartUploadCommand({
      Bucket,
      Key,
      UploadId,
      MultipartUpload: { Parts: parts },
    }),
  ),
);
const headSeconds = await seconds(() => s3.send(new HeadObjectCommand({ Bucket, Key })));
let reads = 0;
const checkSeconds = await seconds(async () => {
  const checked = await checkVideo(async (start, end) => {
    reads += 1;
    const answer = await s3.send(
      new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` }),
    );
    return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
  }, size);
  if (!checked.ok) throw new Error(`The file is not a video: ${checked.message}`);
});
await s3.send(new DeleteObjectCommand({ Bucket, Key }));
console.log(
  JSON.stringify({
    bytes: size,
    parts: count,
    partsSeconds,
    completeSeconds,
    headSeconds,
    videoCheckSeconds: checkSeconds,
    videoCheckReads: reads,
  }),
);
