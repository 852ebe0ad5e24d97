import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import type { Download } from "@playwright/test";

/** PDF text drawn with Tj, inflating FlateDecode streams. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const [, dictionary = "", body = ""] = match;
    const data = Buffer.from(body, "latin1");
    let content = "";
    try {
      content = /FlateDecode/.test(dictionary)
        ? inflateSync(data).toString("latin1")
        : data.toString("latin1");
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(shown[1] ?? "", "hex").toString("latin1"));
    for (const shown of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g))
      lines.push(shown[1] ?? "");
  }
  return lines.join("\n");
}

/** A finished download's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`download ${download.suggestedFilename()} failed`);
  return readFile(path);
}
