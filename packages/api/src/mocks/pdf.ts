import { HttpResponse } from "msw";

/** A minimal valid one-page PDF, for the mocked downloads (certificates, receipts). */
export const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
  "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

/** The PDF as an attachment under `filename`, as the server sends its downloads. */
export const pdfAttachment = (filename: string) =>
  new HttpResponse(MINIMAL_PDF, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
