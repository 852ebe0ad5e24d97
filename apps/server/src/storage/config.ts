/** Which media storage driver the server uses, from environment variables only. */
export type StorageConfig = { driver: "disk" } | ({ driver: "s3" } & S3StorageConfig);

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, s3rver, R2...): addressed path-style. */
  endpoint: string | undefined;
}

/**
 * S3_BUCKET selects S3 (with S3_REGION, default us-east-1, and S3_ENDPOINT for S3-compatible
 * services); without it lesson media stay on the local disk in DATA_DIR/media. Credentials
 * come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, profiles,
 * instance roles) and are never read or logged here.
 */
export function loadStorageConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): StorageConfig {
  const bucket = value("S3_BUCKET");
  const endpoint = value("S3_ENDPOINT");
  if (bucket === undefined) {
    if (endpoint !== undefined || value("S3_REGION") !== undefined)
      problems.push("S3_BUCKET is required when S3_REGION or S3_ENDPOINT is set");
    return { driver: "disk" };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(`S3_BUCKET must be a valid bucket name (got "${bucket}")`);
  if (endpoint !== undefined) {
    try {
      if (!["http:", "https:"].includes(new URL(endpoint).protocol)) throw new Error("protocol");
    } catch {
      problems.push("S3_ENDPOINT must be an http:// or https:// URL");
    }
  }
  return { driver: "s3", bucket, region: value("S3_REGION") ?? "us-east-1", endpoint };
}

/**
 * The origins a browser reaches lesson media at: nothing beyond the site itself on disk; on S3
 * the service the presigned URLs point at (the endpoint, or AWS's virtual-hosted and path-style
 * hosts), which the site's Content-Security-Policy must admit for playing, showing and uploading.
 */
export function mediaOriginsOf(storage: StorageConfig): string[] {
  if (storage.driver === "disk") return [];
  if (storage.endpoint !== undefined) return [new URL(storage.endpoint).origin];
  return [
    `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
    `https://s3.${storage.region}.amazonaws.com`,
  ];
}
