import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";

/** A finished download's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`download ${download.suggestedFilename()} failed`);
  return readFile(path);
}
