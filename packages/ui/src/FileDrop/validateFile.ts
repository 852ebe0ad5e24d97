import { IMAGE_UPLOAD } from "../constants.ts";

/** Does the file match an `accept` list such as "image/*", "application/pdf" or ".png,.jpg"? */
export function matchesAccept(file: File, accept: string): boolean {
  const tokens = accept
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith(".")) return name.endsWith(token);
    if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

export interface FileRules {
  accept: string;
  maxBytes: number;
  typeError: string;
  sizeError: string;
}

/** The spec's profile-picture rules: an image, at most 5MB, with its exact messages. */
export const imageRules: FileRules = {
  accept: IMAGE_UPLOAD.accept,
  maxBytes: IMAGE_UPLOAD.maxBytes,
  typeError: IMAGE_UPLOAD.typeError,
  sizeError: IMAGE_UPLOAD.sizeError,
};

/** Returns the first broken rule's message (type before size), or null when the file is fine. */
export function validateFile(file: File, rules: FileRules = imageRules): string | null {
  if (!matchesAccept(file, rules.accept)) return rules.typeError;
  if (file.size > rules.maxBytes) return rules.sizeError;
  return null;
}
