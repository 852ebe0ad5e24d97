import type { ApiClient } from "@academy/api";
import { saveApiFile } from "../lib/fileDownload.ts";

/** GET /deals/{dealId}/report (issue 46) as a file the browser saves. */
export async function downloadDealReport(client: ApiClient, dealId: number): Promise<void> {
  await saveApiFile(
    () =>
      client.GET("/deals/{dealId}/report", {
        params: { path: { dealId } },
        parseAs: "blob",
      }),
    `deal-${dealId}-report.pdf`,
  );
}
