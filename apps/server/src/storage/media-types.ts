/**
 * Lesson media recognised by content (magic bytes); a file's name and declared type are never
 * trusted. Videos: MP4, MOV, AVI and WebM (academy spec, section 5); documents: PDF.
 */
export type VideoKind = { extension: "mp4" | "mov" | "avi" | "webm"; mimeType: string };

/** At most 5 GB a video (S3's single-object PUT limit; multipart uploads could go further). */
export const MAX_VIDEO_BYTES = 5 * 1024 * 1024 * 1024;
/** Videos sent through the server in one request (uploadLessonVideo): buffered, so kept small. */
export const MAX_FORM_VIDEO_BYTES = 100 * 1024 * 1024;
/** At most 100 MB a PDF. */
export const MAX_PDF_BYTES = 100 * 1024 * 1024;
/** How many leading bytes the sniffers read. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** ISO base media (MP4, MOV): a box size, then `ftyp` (MOV also opens with other atoms). */
const QUICKTIME_ATOMS = ["moov", "mdat", "wide", "free", "skip", "pnot"];

export function sniffVideo(bytes: Uint8Array): VideoKind | null {
  const box = ascii(bytes, 4, 8);
  if (box === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    return brand === "qt  "
      ? { extension: "mov", mimeType: "video/quicktime" }
      : { extension: "mp4", mimeType: "video/mp4" };
  }
  if (QUICKTIME_ATOMS.includes(box)) return { extension: "mov", mimeType: "video/quicktime" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "AVI ")
    return { extension: "avi", mimeType: "video/x-msvideo" };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { extension: "webm", mimeType: "video/webm" };
  return null;
}

export const isPdf = (bytes: Uint8Array) => ascii(bytes, 0, 5) === "%PDF-";
