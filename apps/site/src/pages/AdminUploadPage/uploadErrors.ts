import { ApiError } from "@academy/api";
import { apiErrorDetails } from "./adminApi.ts";
import { ADMIN_MEDIA as TEXT } from "./adminMediaText.ts";

export type DescribedError =
  | { kind: "retry"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "fail"; message: string };

/** The `<Message>` of an S3-style XML error body (ours and S3's). */
const xmlMessage = (body: unknown) =>
  typeof body === "string"
    ? (/<Message>([\s\S]*?)<\/Message>/
        .exec(body)?.[1]
        ?.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&") ?? null)
    : null;

/**
 * Any failure of an upload in the admin's words: the network or the storage (retried with
 * back-off, the stored parts kept), another upload finished first (asked), or the file itself
 * (the server's reason). Never a status code or a validator's text.
 */
export function describeUploadError(error: unknown): DescribedError {
  if (error instanceof ApiError) {
    // No answer (status null) or the server's or storage's trouble: worth another try.
    if (error.status === null || error.status >= 500)
      return {
        kind: "retry",
        message: error.status === 503 ? TEXT.storageUnreachable : TEXT.networkLost,
      };
    const details = apiErrorDetails(error).join(" ");
    if (error.status === 409) return { kind: "conflict", message: details };
    return { kind: "fail", message: details || TEXT.videoUploadFailed };
  }
  if (error instanceof TypeError) return { kind: "retry", message: TEXT.networkLost };
  const status = (error as { status?: unknown }).status;
  const body = (error as { body?: unknown }).body;
  if (typeof status === "number" && status > 0) {
    const message = xmlMessage(body);
    if (status === 409) return { kind: "conflict", message: message ?? TEXT.videoUploadFailed };
    if (status >= 500 || status === 429)
      return {
        kind: "retry",
        message: status === 503 ? TEXT.storageUnreachable : TEXT.networkLost,
      };
    // An expired or refused part URL: a fresh one is signed on the next try.
    if (status === 403 && !message?.includes("video"))
      return { kind: "retry", message: TEXT.networkLost };
    return { kind: "fail", message: message ?? TEXT.videoUploadFailed };
  }
  // No answer at all (status 0): the connection dropped or the page is offline.
  return { kind: "retry", message: TEXT.networkLost };
}
