/**
 * An S3-compatible server (s3rver) on LOCAL_S3_PORT (default 4569) with the bucket
 * LOCAL_S3_BUCKET (default academy-media), for running the server on its S3 driver without
 * the internet: S3_BUCKET=academy-media S3_ENDPOINT=http://127.0.0.1:4569
 * AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER. Data lives in a temporary folder,
 * removed when the process stops.
 */
import { startLocalS3 } from "../src/storage/local-s3.ts";

const s3 = await startLocalS3(
  process.env.LOCAL_S3_BUCKET ?? "academy-media",
  Number(process.env.LOCAL_S3_PORT ?? 4569),
);
console.log(`s3rver on ${s3.endpoint}, bucket ${s3.bucket}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void s3.close().then(() => process.exit(0)));
