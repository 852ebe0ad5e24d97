import type { ApiClient } from "@academy/api";
import { saveApiFile } from "../lib/fileDownload.ts";

/** GET /certificates/{id}/download as a file the browser saves. */
export async function downloadCertificate(client: ApiClient, courseId: number): Promise<void> {
  await saveApiFile(
    () =>
      client.GET("/certificates/{id}/download", {
        params: { path: { id: courseId } },
        parseAs: "blob",
      }),
    `certificate-${courseId}.pdf`,
  );
}
