import { inflateSync } from "node:zlib";

/**
 * The text a PDF written by pdf-lib shows with the standard fonts, for tests (the server's
 * and the end-to-end journeys'): every content stream is inflated and the strings of its Tj
 * operators decoded, in hex or literal form. Enough for tests, not a PDF parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (const content of contentStreams(Buffer.from(bytes).toString("latin1"))) {
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(shown[1] ?? "", "hex").toString("latin1"));
    for (const shown of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g))
      lines.push(shown[1] ?? "");
  }
  return lines.join("\n");
}

/**
 * Each stream's bytes, inflated where compressed, cut by its /Length: a compressed stream may
 * itself end in a carriage return, which a pattern for "the line end before endstream" would
 * take away (about one receipt in 500 then read as no text at all).
 */
function* contentStreams(raw: string): Generator<string> {
  const header = /\d+ \d+ obj\s*<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const dictionary = match[1] ?? "";
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? Number.NaN);
    const start = header.lastIndex;
    if (!Number.isInteger(length)) continue;
    header.lastIndex = start + length;
    const data = Buffer.from(raw.slice(start, start + length), "latin1");
    yield /FlateDecode/.test(dictionary)
      ? inflateSync(data).toString("latin1")
      : data.toString("latin1");
  }
}

/** The document title, which pdf-lib stores as UTF-16 with a byte order mark. */
export function pdfTitle(bytes: Uint8Array): string | undefined {
  const raw = Buffer.from(bytes).toString("latin1");
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(raw)?.[1];
  if (hex === undefined) return undefined;
  return Buffer.from(hex, "hex").swap16().toString("utf16le");
}
