import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { mailDate } from "../mail/dates.ts";
import { printable, wrap } from "../media/pdf-text.ts";

/** What a receipt prints: ours, never the provider's ids. */
export interface ReceiptContent {
  number: string;
  paidAt: Date;
  billedTo: { name: string; email: string };
  /** The headline: the course or the plan bought (the document's title). */
  description: string;
  /** The line items as paid, amounts signed ("-$98.50" for a credit). */
  lines: { description: string; period?: string | undefined; amount: string }[];
  /** "Total paid", or "Paid", "Refunded" and "Net paid" once something was refunded. */
  totals: [label: string, amount: string][];
  paidWith: string;
  status: "Paid" | "Refunded" | "Partly refunded";
  /** No real money moved (the stand-in, or the provider's test keys). */
  testMode: boolean;
  seller: { name: string; url: string };
}

// US Letter, portrait, in PDF points.
const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 64;
const NAVY = rgb(0.07, 0.16, 0.3);
const MUTED = rgb(0.35, 0.38, 0.45);
const RED = rgb(0.7, 0.1, 0.1);

/**
 * One page: the seller, the receipt number and date, who paid, the line items as paid, the
 * totals (with any refund and the net), which card, and a test-mode mark when no real money
 * moved. Our receipts have a handful of lines: one page holds them.
 */
export async function renderReceipt(content: ReceiptContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`Receipt ${content.number}: ${content.description}`);
  doc.setAuthor(content.seller.name);
  doc.setCreationDate(content.paidAt);
  doc.setModificationDate(content.paidAt);
  let page = doc.addPage([WIDTH, HEIGHT]);
  const text = (line: string, x: number, y: number, font: PDFFont, size: number, color = NAVY) =>
    page.drawText(printable(line, font), { x, y, size, font, color });

  text(content.seller.name, MARGIN, HEIGHT - MARGIN, bold, 20);
  text(content.seller.url, MARGIN, HEIGHT - MARGIN - 18, sans, 10, MUTED);
  text(
    "RECEIPT",
    WIDTH - MARGIN - bold.widthOfTextAtSize("RECEIPT", 20),
    HEIGHT - MARGIN,
    bold,
    20,
  );
  let y = HEIGHT - MARGIN - 56;
  if (content.testMode) {
    page.drawRectangle({
      x: MARGIN,
      y: y - 8,
      width: WIDTH - 2 * MARGIN,
      height: 28,
      color: rgb(1, 0.94, 0.94),
    });
    text("TEST MODE - no real money was charged", MARGIN + 10, y, bold, 12, RED);
    y -= 44;
  }
  const rows: [string, string][] = [
    ["Receipt number", content.number],
    ["Date paid", mailDate(content.paidAt)],
    ["Billed to", `${content.billedTo.name} <${content.billedTo.email}>`],
    ["Paid with", content.paidWith],
    ["Status", content.status],
  ];
  for (const [label, value] of rows) {
    text(label, MARGIN, y, sans, 11, MUTED);
    text(value, MARGIN + 140, y, sans, 11);
    y -= 20;
  }
  y -= 16;
  rule(page, y + 8);
  text("Description", MARGIN, y - 10, bold, 11);
  text("Amount", WIDTH - MARGIN - bold.widthOfTextAtSize("Amount", 11), y - 10, bold, 11);
  y -= 32;
  for (const line of content.lines) {
    // A long receipt goes on: our invoices have a handful of lines, a provider's may have more.
    if (y < MARGIN + 80) {
      page = doc.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
    const amountWidth = sans.widthOfTextAtSize(printable(line.amount, sans), 11);
    text(line.amount, WIDTH - MARGIN - amountWidth, y, sans, 11);
    for (const part of wrap(line.description, sans, 11, WIDTH - 2 * MARGIN - 120)) {
      text(part, MARGIN, y, sans, 11);
      y -= 16;
    }
    if (line.period) {
      text(line.period, MARGIN, y + 2, sans, 9, MUTED);
      y -= 14;
    }
    y -= 4;
  }
  rule(page, y + 4);
  y -= 18;
  for (const [label, amount] of content.totals) {
    const total = `${label}: ${amount}`;
    text(total, WIDTH - MARGIN - bold.widthOfTextAtSize(printable(total, bold), 12), y, bold, 12);
    y -= 18;
  }
  if (content.status === "Refunded")
    text("This payment was refunded in full.", MARGIN, y + 18, sans, 11, RED);
  if (content.status === "Partly refunded")
    text("Part of this payment was refunded.", MARGIN, y + 18, sans, 11, RED);
  return doc.save({ useObjectStreams: false });
}

function rule(page: PDFPage, y: number) {
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: WIDTH - MARGIN, y },
    thickness: 0.75,
    color: MUTED,
  });
}
