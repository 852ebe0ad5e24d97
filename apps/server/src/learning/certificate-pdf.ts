import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { printable, wrap } from "../media/pdf-text.ts";

export interface CertificateContent {
  fullName: string;
  courseName: string;
  issuedAt: Date;
  verificationCode: string;
}

// US Letter, landscape, in PDF points.
const WIDTH = 792;
const HEIGHT = 612;
const NAVY = rgb(0.07, 0.16, 0.3);
const GOLD = rgb(0.8, 0.6, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);

/** "March 15, 2026", in UTC so that every instance prints the same date. */
export function certificateDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/**
 * The course completion certificate: one landscape page naming the learner, the course, the
 * date and the verification code. The name is also in the document title, in full Unicode,
 * for names the standard fonts cannot draw.
 */
export async function renderCertificate(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  doc.setTitle(`Certificate of Completion: ${content.fullName}, ${content.courseName}`);
  doc.setSubject(content.courseName);
  doc.setAuthor("Academy");
  doc.setKeywords([content.verificationCode]);
  doc.setCreationDate(content.issuedAt);
  doc.setModificationDate(content.issuedAt);

  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: NAVY,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: WIDTH - 72,
    height: HEIGHT - 72,
    borderColor: GOLD,
    borderWidth: 1.5,
  });

  centred(page, "CERTIFICATE OF COMPLETION", sans, 16, 500, GOLD);
  centred(page, "This certifies that", serif, 20, 440, MUTED);
  let y = 385;
  for (const line of wrap(content.fullName, serifBold, 40, WIDTH - 160)) {
    centred(page, line, serifBold, 40, y, NAVY);
    y -= 46;
  }
  centred(page, "has successfully completed", serif, 20, y - 6, MUTED);
  y -= 52;
  for (const line of wrap(content.courseName, serifBold, 28, WIDTH - 160)) {
    centred(page, line, serifBold, 28, y, NAVY);
    y -= 34;
  }
  page.drawLine({ start: { x: 246, y: 150 }, end: { x: 546, y: 150 }, thickness: 1, color: GOLD });
  centred(page, `Date: ${certificateDate(content.issuedAt)}`, sans, 13, 126, MUTED);
  centred(page, `Verification code: ${content.verificationCode}`, sans, 13, 104, MUTED);
  return doc.save({ useObjectStreams: false });
}

function centred(
  page: PDFPage,
  text: string,
  font: PDFFont,
  size: number,
  y: number,
  color: ReturnType<typeof rgb>,
): void {
  const line = printable(text, font);
  const x = (WIDTH - font.widthOfTextAtSize(line, size)) / 2;
  page.drawText(line, { x, y, size, font, color });
}
