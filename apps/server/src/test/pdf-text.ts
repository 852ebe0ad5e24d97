import { inflateSync } from "node:zlib";

/**
 * The text a PDF written by pdf-lib shows with the standard fonts: every content stream is
 * inflated and the strings of its Tj operators decoded. Enough for tests, not a PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    const [, dictionary = "", body = ""] = match;
    const data = Buffer.from(body, "latin1");
    const content = /FlateDecode/.test(dictionary)
      ? inflateSync(data).toString("latin1")
      : data.toString("latin1");
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(shown[1] ?? "", "hex").toString("latin1"));
  }
  return lines.join("\n");
}

/** The document title, which pdf-lib stores as UTF-16 with a byte order mark. */
export function pdfTitle(bytes: Uint8Array): string | undefined {
  const raw = Buffer.from(bytes).toString("latin1");
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(raw)?.[1];
  if (hex === undefined) return undefined;
  return Buffer.from(hex, "hex").swap16().toString("utf16le");
}
