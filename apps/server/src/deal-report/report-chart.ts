import { rgb } from "pdf-lib";
import { formatCurrency } from "@academy/calculators";
import type { ReportChart } from "./report-content.ts";
import { MARGIN, MUTED, NAVY, WIDTH, type Cursor } from "./report-cursor.ts";

const CHART_HEIGHT = 130;
const RED = rgb(0.7, 0.1, 0.1);
const AXIS = rgb(0.55, 0.58, 0.63);

/**
 * Bars from a zero line, navy above it and red below (the sign is also in the labels and the
 * table, so colour is never the only cue), the highest and lowest values written at the left,
 * the first and last labels under their bars, and the note (its text equivalent) under it all.
 */
export function drawChart(cursor: Cursor, chart: ReportChart) {
  if (chart.values.length === 0) return;
  // The title keeps to its chart: room for both before either is drawn (the heading's own 40).
  cursor.need(CHART_HEIGHT + 80);
  cursor.heading(chart.title);
  cursor.need(CHART_HEIGHT + 40);
  const top = cursor.y;
  const bottom = top - CHART_HEIGHT;
  const max = Math.max(0, ...chart.values);
  const min = Math.min(0, ...chart.values);
  const range = max - min || 1;
  const yOf = (value: number) => bottom + ((value - min) / range) * CHART_HEIGHT;
  const left = MARGIN + 64; // room for the value labels
  const width = WIDTH - MARGIN - left;
  const slot = width / chart.values.length;
  const gap = Math.min(4, slot * 0.15);
  const zero = yOf(0);

  chart.values.forEach((value, index) => {
    const y = yOf(value);
    cursor.page.drawRectangle({
      x: left + index * slot + gap,
      y: Math.min(zero, y),
      width: Math.max(0.5, slot - 2 * gap),
      height: Math.max(0.5, Math.abs(y - zero)),
      color: value < 0 ? RED : NAVY,
    });
  });
  cursor.page.drawLine({
    start: { x: left, y: zero },
    end: { x: WIDTH - MARGIN, y: zero },
    thickness: 0.75,
    color: AXIS,
  });
  const label = (text: string, y: number) => {
    cursor.y = y - 3;
    cursor.right(text, left - 6, cursor.sans, 7.5, MUTED);
  };
  label(formatCurrency(max), top);
  if (min < 0) label(formatCurrency(min), bottom);
  label("$0", zero);

  cursor.y = bottom - 12;
  const first = chart.labels[0] ?? "";
  const last = chart.labels.at(-1) ?? "";
  cursor.text(first, left + gap, cursor.sans, 7.5, MUTED);
  if (chart.labels.length > 1) cursor.right(last, WIDTH - MARGIN - gap, cursor.sans, 7.5, MUTED);
  cursor.y -= 16;
  cursor.paragraph(chart.note, cursor.sans, 8, MUTED);
}
