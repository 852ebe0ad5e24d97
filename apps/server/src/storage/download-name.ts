/** The longest file name most file systems accept (bytes on ext4, characters here). */
const MAX_NAME_LENGTH = 255;

/**
 * An uploaded file's name made safe to store, show and put in a Content-Disposition header: no
 * control characters (CR/LF would split the header), no path separators (a download must not
 * suggest a folder), no double quotes (they end the quoted `filename`), no leading dots (a
 * hidden file) and at most 255 characters; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    // Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
    .replace(/[\p{Cc}\u2028\u2029]/gu, "")
    .replace(/[/\\]/g, "_")
    .replace(/"/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .trim();
  const points = [...cleaned];
  const short = points.length > MAX_NAME_LENGTH ? points.slice(-MAX_NAME_LENGTH).join("") : cleaned;
  return short || fallback;
}

/** RFC 8187's ext-value: UTF-8, percent-encoded beyond the attr-chars. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): browsers that read `filename*`
 * get the exact name, older ones an ASCII copy (anything else, and `%`, which some decode, as
 * `_`). The name is cleaned first, so the header can never be split or its quotes broken.
 */
export function attachmentDisposition(name: string, fallback = "download"): string {
  const clean = cleanFileName(name, fallback);
  const ascii = clean.replace(/[^\x20-\x7e]|%/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(clean)}`;
}
