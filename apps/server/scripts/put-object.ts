/**
 * One plain PutObject of a file to an S3 server, streamed, and the seconds it took: the
 * baseline the upload benchmark (apps/site/benchmarks) sets the page's S3 upload against.
 *
 *   tsx scripts/put-object.ts FILE ENDPOINT BUCKET   (credentials from AWS_ACCESS_KEY_ID/...)
 */
import { createReadStream, statSync } from "node:fs";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const [file, endpoint, bucket] = process.argv.slice(2);
if (!file || !endpoint || !bucket) {
  console.error("usage: tsx scripts/put-object.ts FILE ENDPOINT BUCKET");
  process.exit(2);
}
const s3 = new S3Client({
  endpoint,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: {
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? "S3RVER",
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? "S3RVER",
  },
});
const size = statSync(file).size;
const key = `bench/plain-put-${Date.now()}.bin`;
const start = process.hrtime.bigint();
await s3.send(
  new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    Body: createReadStream(file),
    ContentLength: size,
  }),
);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(JSON.stringify({ bytes: size, seconds }));
