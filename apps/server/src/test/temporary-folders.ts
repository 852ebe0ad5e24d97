import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const made: string[] = [];

/**
 * A new empty folder under the system's temporary directory, removed when the test file ends
 * (test/setup.ts): a suite run thousands of times must not fill the disk with its leftovers.
 */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

export function removeTemporaryFolders() {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
