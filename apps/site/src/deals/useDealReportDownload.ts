import { ApiError, errorMessage, useApi } from "@academy/api";
import { useCallback, useState } from "react";
import { downloadDealReport } from "./dealReportDownload.ts";
import { DEAL_REPORT_TEXT as TEXT } from "./savedDealsText.ts";

/**
 * Downloads a saved deal's PDF report (issue 46): which deal's is under way (its button says
 * so), and the error to show, the server's reason when it gives one (403 without the
 * subscription, 404 for a deal deleted elsewhere).
 */
export function useDealReportDownload() {
  const { client } = useApi();
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Resolves null once saved, or the message to show. */
  const download = useCallback(
    async (dealId: number): Promise<string | null> => {
      setBusyId(dealId);
      try {
        await downloadDealReport(client, dealId);
        return null;
      } catch (cause) {
        return cause instanceof ApiError && cause.status !== null && cause.status < 500
          ? errorMessage(cause.body, TEXT.failed)
          : TEXT.failed;
      } finally {
        setBusyId(null);
      }
    },
    [client],
  );

  return { download, busyId };
}
