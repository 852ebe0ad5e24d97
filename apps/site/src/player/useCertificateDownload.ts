import { ApiError, errorMessage, useApi } from "@academy/api";
import { useCallback, useState } from "react";
import { downloadCertificate } from "./certificateDownload.ts";
import { PLAYER_TEXT } from "./constants.ts";

/** Downloads the course certificate (a PDF), with busy and error states for the button. */
export function useCertificateDownload(courseId: number) {
  const { client } = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadCertificate(client, courseId);
    } catch (cause) {
      // The server's reason (no certificate yet, not enrolled) when it gives one.
      setError(
        cause instanceof ApiError && cause.status !== null && cause.status < 500
          ? errorMessage(cause.body, PLAYER_TEXT.certificateFailed)
          : PLAYER_TEXT.certificateFailed,
      );
    } finally {
      setBusy(false);
    }
  }, [client, courseId]);

  return { download, busy, error };
}
