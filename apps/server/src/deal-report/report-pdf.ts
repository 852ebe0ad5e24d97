import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { mailDate } from "../mail/dates.ts";
import { printable, wrap } from "../media/pdf-text.ts";
import { drawChart } from "./report-chart.ts";
import { BAND, Cursor, MARGIN, MUTED, WIDTH } from "./report-cursor.ts";
import {
  REPORT_TEXT,
  type ReportContent,
  type ReportSection,
  type ReportTable,
} from "./report-content.ts";

function drawSection(cursor: Cursor, section: ReportSection) {
  cursor.heading(section.title);
  for (const [label, value] of section.rows) {
    cursor.need(15);
    cursor.text(label, MARGIN, cursor.sans, 9.5, MUTED);
    cursor.right(value, WIDTH - MARGIN, cursor.sans, 9.5);
    cursor.y -= 15;
  }
}

/** The text cut with "..." to fit `maxWidth`. */
function fit(text: string, font: PDFFont, size: number, maxWidth: number): string {
  let shown = printable(text, font);
  if (font.widthOfTextAtSize(shown, size) <= maxWidth) return shown;
  while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, size) > maxWidth) {
    shown = shown.slice(0, -1);
  }
  return `${shown}...`;
}

/** Columns share the width by their widest cell; the first is left-aligned, the rest right. */
function drawTable(cursor: Cursor, table: ReportTable) {
  const size = table.columns.length > 7 ? 7 : 8.5;
  const widest = table.columns.map((column, index) =>
    Math.max(
      cursor.bold.widthOfTextAtSize(printable(column, cursor.bold), size),
      ...table.rows.map((row) =>
        cursor.sans.widthOfTextAtSize(printable(row[index] ?? "", cursor.sans), size),
      ),
    ),
  );
  // The first column is text (a comp's address, up to 200 characters): at most 40 % of the
  // width, cut to fit, so the figures beside it never overlap it.
  widest[0] = Math.min(widest[0] ?? 0, 0.4 * (WIDTH - 2 * MARGIN));
  const total = widest.reduce((sum, width) => sum + width, 0);
  const scale = (WIDTH - 2 * MARGIN) / Math.max(total, 1);
  const edges = widest.reduce<number[]>(
    (acc, width) => [...acc, (acc.at(-1) ?? MARGIN) + width * scale],
    [],
  );
  const header = () => {
    cursor.need(size + 10);
    table.columns.forEach((column, index) => {
      if (index === 0) cursor.text(column, MARGIN, cursor.bold, size);
      else cursor.right(column, edges[index] ?? WIDTH - MARGIN, cursor.bold, size);
    });
    cursor.y -= size + 6;
  };
  // The title keeps to its header and first rows (the heading's own 40, then up to three rows).
  cursor.need(40 + size + 10 + Math.min(table.rows.length, 3) * (size + 5));
  cursor.heading(table.title);
  header();
  table.rows.forEach((row, rowIndex) => {
    const before = cursor.page;
    cursor.need(size + 5);
    if (cursor.page !== before) header(); // the header again on each new page
    if (rowIndex % 2 === 0) {
      cursor.page.drawRectangle({
        x: MARGIN - 2,
        y: cursor.y - 2.5,
        width: WIDTH - 2 * MARGIN + 4,
        height: size + 4,
        color: BAND,
      });
    }
    row.forEach((cell, index) => {
      const firstWidth = (edges[0] ?? WIDTH - MARGIN) - MARGIN - 6;
      if (index === 0)
        cursor.text(fit(cell, cursor.sans, size, firstWidth), MARGIN, cursor.sans, size);
      else cursor.right(cell, edges[index] ?? WIDTH - MARGIN, cursor.sans, size);
    });
    cursor.y -= size + 5;
  });
  if (table.note) {
    cursor.y -= 4;
    cursor.paragraph(table.note, cursor.sans, 8, MUTED);
  }
}

/**
 * The lender report: the deal's name, calculator and date, the summary, every section as label
 * and value rows, the tables (paged, with the header repeated), the disclaimer, and on every
 * page the "prepared with" footer and the page number. Standard fonts: nothing to embed.
 */
export async function renderDealReport(content: ReportContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${REPORT_TEXT.heading}: ${content.title}`);
  doc.setAuthor("Academy");
  doc.setCreationDate(content.preparedAt);
  doc.setModificationDate(content.preparedAt);
  const cursor = new Cursor(doc, sans, bold);

  cursor.text(REPORT_TEXT.heading.toUpperCase(), MARGIN, bold, 10, MUTED);
  cursor.right(
    `${REPORT_TEXT.prepared} ${mailDate(content.preparedAt)}`,
    WIDTH - MARGIN,
    sans,
    10,
    MUTED,
  );
  cursor.y -= 26;
  for (const line of wrap(content.title, bold, 20, WIDTH - 2 * MARGIN)) {
    cursor.text(line, MARGIN, bold, 20);
    cursor.y -= 24;
  }
  cursor.text(content.calculator, MARGIN, sans, 11, MUTED);
  cursor.y -= 24;
  cursor.heading(REPORT_TEXT.verdict);
  cursor.paragraph(content.verdict, sans, 10.5);

  for (const section of content.sections) drawSection(cursor, section);
  for (const table of content.tables) drawTable(cursor, table);
  for (const chart of content.charts ?? []) drawChart(cursor, chart);
  cursor.heading(REPORT_TEXT.disclaimerTitle);
  cursor.paragraph(REPORT_TEXT.disclaimer, sans, 8.5, MUTED);

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawText(printable(REPORT_TEXT.footer(content.preparedWith), sans), {
      x: MARGIN,
      y: MARGIN - 12,
      size: 8,
      font: sans,
      color: MUTED,
    });
    const number = REPORT_TEXT.page(index + 1, pages.length);
    page.drawText(number, {
      x: WIDTH - MARGIN - sans.widthOfTextAtSize(number, 8),
      y: MARGIN - 12,
      size: 8,
      font: sans,
      color: MUTED,
    });
  });
  // Plain objects (no object streams): older PDF readers at lenders open it, and tests read it.
  return doc.save({ useObjectStreams: false });
}
