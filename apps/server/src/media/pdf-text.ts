import type { PDFFont } from "pdf-lib";

/**
 * Text a standard PDF font can draw. The 14 standard fonts cover Latin-1 (WinAnsi) only:
 * other letters lose their accents when they have one (Ł stays a problem, ő becomes o), and
 * what is left becomes "?", rather than failing the whole document.
 */
export function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.replace(/\s+/g, " ")) {
    if (supported.has(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...base].every((c) => supported.has(c.codePointAt(0) ?? 0)) && base ? base : "?";
  }
  return out;
}

/** Splits text into lines no wider than maxWidth at the given size (long words are kept whole). */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text, font).split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
