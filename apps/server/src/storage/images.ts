/** Profile pictures: JPG, PNG or GIF (academy spec, section 5), recognised by content. */
export type ImageKind = { extension: ImageExtension; mimeType: string };
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** Each accepted picture's file extension and its type (the stored key says which it is). */
export const IMAGE_TYPES = { jpg: "image/jpeg", png: "image/png", gif: "image/gif" } as const;
const kind = (extension: ImageExtension): ImageKind => ({
  extension,
  mimeType: IMAGE_TYPES[extension],
});

/** At most 5MB (academy spec, section 9). */
export const MAX_PROFILE_PICTURE_BYTES = 5 * 1024 * 1024;

/** Reads the file's magic number; the name and the declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return kind("jpg");
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return kind("png");
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return kind("gif");
  }
  return null;
}
