import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import type { Download } from "@playwright/test";

/**
 * PDF text drawn with Tj, in hex or literal strings. Streams are cut by their /Length: a
 * compressed stream may itself end in a carriage return, which a pattern for "the line end
 * before endstream" would take away (about one receipt in 500 then read as no text at all).
 * The server's tests read their PDFs the same way (apps/server/src/test/pdf-text.ts).
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const lines: string[] = [];
  const header = /\d+ \d+ obj\s*<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const dictionary = match[1] ?? "";
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? Number.NaN);
    const start = header.lastIndex;
    if (!Number.isInteger(length)) continue;
    header.lastIndex = start + length;
    const data = Buffer.from(raw.slice(start, start + length), "latin1");
    const content = /FlateDecode/.test(dictionary)
      ? inflateSync(data).toString("latin1")
      : data.toString("latin1");
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
