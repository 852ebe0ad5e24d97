import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { printable, wrap } from "./pdf-text.ts";

export interface SlideDeckContent {
  courseName: string;
  moduleTitle: string;
  moduleDescription: string;
  lessonTitle: string;
  /** The module's lesson titles, in order; the deck's own is highlighted. */
  moduleLessons: string[];
  minutes: number | null;
}

// 16:9 slides, in PDF points.
const WIDTH = 960;
const HEIGHT = 540;
const MARGIN = 64;
const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.96, 0.62, 0.04);
const BAND = rgb(0.07, 0.16, 0.3);

/**
 * A demo slide deck for a slides lesson, generated at seed time so the player has a real PDF
 * to show without the internet: a title slide, the lesson in its module, and a notes prompt.
 */
export async function renderSlideDeck(content: SlideDeckContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`${content.lessonTitle} (${content.moduleTitle})`);
  doc.setSubject(content.courseName);
  doc.setAuthor("Academy");
  doc.setCreator("Academy demo content");

  const title = doc.addPage([WIDTH, HEIGHT]);
  title.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: BAND });
  title.drawRectangle({ x: MARGIN, y: 300, width: 96, height: 6, color: ACCENT });
  drawLines(title, [printable(content.courseName, regular)], regular, 18, 340, rgb(1, 1, 1));
  const titleLines = wrap(content.lessonTitle, bold, 40, WIDTH - 2 * MARGIN);
  drawLines(title, titleLines, bold, 40, 250, rgb(1, 1, 1));
  const footer = content.minutes === null ? "Slides" : `Slides · ${content.minutes} minutes`;
  drawLines(
    title,
    [printable(`${content.moduleTitle} · ${footer}`, regular)],
    regular,
    16,
    90,
    ACCENT,
  );

  const outline = doc.addPage([WIDTH, HEIGHT]);
  heading(outline, "In this module", bold);
  let y = drawLines(
    outline,
    wrap(content.moduleDescription, regular, 20, WIDTH - 2 * MARGIN),
    regular,
    20,
    HEIGHT - 150,
    MUTED,
  );
  y -= 24;
  for (const [i, lesson] of content.moduleLessons.entries()) {
    const current = lesson === content.lessonTitle;
    const font = current ? bold : regular;
    const line = printable(`${i + 1}.  ${lesson}${current ? "  (this deck)" : ""}`, font);
    outline.drawText(line, { x: MARGIN, y, size: 20, font, color: current ? INK : MUTED });
    y -= 32;
  }

  const notes = doc.addPage([WIDTH, HEIGHT]);
  heading(notes, "Your notes", bold);
  drawLines(
    notes,
    wrap(
      "Write down what you want to remember from this deck in the notes next to it: they are " +
        "saved with the lesson and waiting for you on any device. Mark the lesson complete " +
        "when you are done to move on through the module.",
      regular,
      20,
      WIDTH - 2 * MARGIN,
    ),
    regular,
    20,
    HEIGHT - 150,
    MUTED,
  );

  return doc.save({ useObjectStreams: false });
}

function heading(page: PDFPage, text: string, font: PDFFont): void {
  page.drawRectangle({ x: 0, y: HEIGHT - 24, width: WIDTH, height: 24, color: BAND });
  page.drawText(text, { x: MARGIN, y: HEIGHT - 100, size: 34, font, color: INK });
  page.drawRectangle({ x: MARGIN, y: HEIGHT - 118, width: 72, height: 4, color: ACCENT });
}

/** Draws lines downwards from y; returns the y below the last one. */
function drawLines(
  page: PDFPage,
  lines: string[],
  font: PDFFont,
  size: number,
  y: number,
  color: ReturnType<typeof rgb>,
): number {
  let at = y;
  for (const line of lines) {
    page.drawText(line, { x: MARGIN, y: at, size, font, color });
    at -= size * 1.35;
  }
  return at;
}
