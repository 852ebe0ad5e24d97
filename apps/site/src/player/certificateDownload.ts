import { callApi, type ApiClient } from "@academy/api";

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
 * GET /certificates/{id}/download as a file the browser saves. A blob and a temporary link,
 * because the call needs the bearer header that a plain link cannot send.
 */
export async function downloadCertificate(client: ApiClient, courseId: number): Promise<void> {
  let disposition: string | null = null;
  const data = await callApi(async () => {
    const result = await client.GET("/certificates/{id}/download", {
      params: { path: { id: courseId } },
      parseAs: "blob",
    });
    disposition = result.response.headers.get("Content-Disposition");
    return result;
  });
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filenameFrom(disposition, `certificate-${courseId}.pdf`);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
