import path from "node:path";
import type { Clock } from "../auth/clock.ts";
import type { Config } from "../config.ts";
import type { UrlSigner } from "../media/signed-urls.ts";
import { createDiskStorage, type DiskStorage } from "./disk-storage.ts";
import type { MediaStorage } from "./media-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** The configured lesson media storage: S3 with S3_BUCKET, else DATA_DIR/media on disk. */
export function createMediaStorage(config: Config, signer: UrlSigner, clock: Clock): MediaStorage {
  if (config.storage.driver === "s3") return createS3Storage(config.storage, clock);
  return createDiskStorage(path.join(config.dataDir, "media"), signer);
}

export const isDiskStorage = (storage: MediaStorage): storage is DiskStorage =>
  storage.driver === "disk";
