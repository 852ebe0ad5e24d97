import { callApi } from "@academy/api";

/** The file name a Content-Disposition header gives, if any. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * An API answer saved as a file under the server's name (Content-Disposition). A blob and a
 * temporary link, because the call needs the bearer header that a plain link cannot send.
 * Fails with the call's `ApiError`.
 */
export async function saveApiFile(
  call: () => Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallbackName: string,
): Promise<void> {
  let disposition: string | null = null;
  const data = await callApi(async () => {
    const result = await call();
    disposition = result.response.headers.get("Content-Disposition");
    return result;
  });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filenameFrom(disposition, fallbackName);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
