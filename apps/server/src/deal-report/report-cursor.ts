import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { printable, wrap } from "../media/pdf-text.ts";

// US Letter, portrait, in PDF points.
export const WIDTH = 612;
export const HEIGHT = 792;
export const MARGIN = 48;
const BOTTOM = MARGIN + 28; // room for the footer
export const NAVY = rgb(0.07, 0.16, 0.3);
export const MUTED = rgb(0.35, 0.38, 0.45);
const RULE = rgb(0.82, 0.85, 0.9);
export const BAND = rgb(0.95, 0.96, 0.98);

/** Draws top to bottom, starting a new page whenever the next block would not fit. */
export class Cursor {
  page: PDFPage;
  y = HEIGHT - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly sans: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }
  need(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.y = HEIGHT - MARGIN;
  }
  text(line: string, x: number, font: PDFFont, size: number, color = NAVY) {
    this.page.drawText(printable(line, font), { x, y: this.y, size, font, color });
  }
  right(line: string, xRight: number, font: PDFFont, size: number, color = NAVY) {
    const shown = printable(line, font);
    this.page.drawText(shown, {
      x: xRight - font.widthOfTextAtSize(shown, size),
      y: this.y,
      size,
      font,
      color,
    });
  }
  paragraph(text: string, font: PDFFont, size: number, color = NAVY) {
    for (const line of wrap(text, font, size, WIDTH - 2 * MARGIN)) {
      this.need(size + 4);
      this.text(line, MARGIN, font, size, color);
      this.y -= size + 4;
    }
  }
  heading(title: string) {
    this.need(40);
    this.y -= 8;
    this.text(title, MARGIN, this.bold, 12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 14;
  }
}
