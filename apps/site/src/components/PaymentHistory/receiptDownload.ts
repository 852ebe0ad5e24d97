import type { ApiClient } from "@academy/api";
import { saveApiFile } from "../../lib/fileDownload.ts";

/** GET /account/payments/{paymentId}/receipt as a file the browser saves. */
export async function downloadReceipt(
  client: ApiClient,
  payment: { id: string; reference: string },
): Promise<void> {
  await saveApiFile(
    () =>
      client.GET("/account/payments/{paymentId}/receipt", {
        params: { path: { paymentId: payment.id } },
        parseAs: "blob",
      }),
    `receipt-${payment.reference}.pdf`,
  );
}
