import { S3RVER_CREDENTIALS, startLocalS3 } from "../storage/local-s3.ts";
import { describeAdminMedia } from "./admin-media.suite.ts";
import { describeUppyUploads } from "./admin-media-uploads.suite.ts";

process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;

const s3rver = async () => {
  const s3 = await startLocalS3();
  return { env: { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint }, close: () => s3.close() };
};
describeAdminMedia("S3 (s3rver)", s3rver);
describeUppyUploads("S3 (s3rver)", s3rver);
