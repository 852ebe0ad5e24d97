import { rgb, type RGB } from "pdf-lib";
import { formatCurrency } from "@academy/calculators";
import type { ReportChart } from "./report-content.ts";
import { MARGIN, MUTED, NAVY, WIDTH, type Cursor } from "./report-cursor.ts";

const CHART_HEIGHT = 130;
const RED = rgb(0.7, 0.1, 0.1);
const AXIS = rgb(0.55, 0.58, 0.63);
/** The series' colours in order (a chart has at most three); a negative bar is red. */
const SERIES = [NAVY, rgb(0.55, 0.66, 0.8), rgb(0.8, 0.6, 0.2)];
/** With this many labels or fewer, each is written under its bars; else the first and last. */
const EVERY_LABEL = 6;
const LEGEND = 14;
const MAX_BAR = 72;

/** The legend's swatches and names in a row under the title (only when series are several). */
function drawLegend(cursor: Cursor, chart: ReportChart, colors: RGB[]) {
  let x = MARGIN;
  chart.series.forEach((series, index) => {
    cursor.page.drawRectangle({
      x,
      y: cursor.y - 1,
      width: 8,
      height: 8,
      color: colors[index % colors.length] ?? NAVY,
    });
    cursor.text(series.name, x + 12, cursor.sans, 8, MUTED);
    x += 24 + cursor.sans.widthOfTextAtSize(series.name, 8);
  });
  cursor.y -= LEGEND;
}

/**
 * Bars from a zero line, one group per label with a bar per series, in the series' colours
 * (red below zero: the sign is also in the labels and the table, so colour is never the only
 * cue), the highest and lowest values written at the left, the labels under their bars, and the
 * note (its text equivalent) under it all.
 */
export function drawChart(cursor: Cursor, chart: ReportChart) {
  const values = chart.series.flatMap((series) => series.values);
  if (values.length === 0) return;
  const legend = chart.series.length > 1 ? LEGEND : 0;
  // The title keeps to its chart: room for both before either is drawn (the heading's own 40).
  cursor.need(CHART_HEIGHT + legend + 80);
  cursor.heading(chart.title);
  if (legend > 0) drawLegend(cursor, chart, SERIES);
  cursor.need(CHART_HEIGHT + 40);
  const top = cursor.y;
  const bottom = top - CHART_HEIGHT;
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const range = max - min || 1;
  const yOf = (value: number) => bottom + ((value - min) / range) * CHART_HEIGHT;
  const left = MARGIN + 64; // room for the value labels
  const width = WIDTH - MARGIN - left;
  const slot = width / chart.labels.length;
  const gap = Math.min(4, slot * 0.15);
  // A few wide slots (the return split's three parts) keep bars of a readable width, centred.
  const bar = Math.min(MAX_BAR, (slot - 2 * gap) / chart.series.length);
  const inset = (slot - bar * chart.series.length) / 2;
  const zero = yOf(0);

  chart.series.forEach((series, seriesIndex) => {
    series.values.forEach((value, index) => {
      const y = yOf(value);
      cursor.page.drawRectangle({
        x: left + index * slot + inset + seriesIndex * bar,
        y: Math.min(zero, y),
        width: Math.max(0.5, bar - (chart.series.length > 1 ? 1 : 0)),
        height: Math.max(0.5, Math.abs(y - zero)),
        color: value < 0 ? RED : (SERIES[seriesIndex % SERIES.length] ?? NAVY),
      });
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
  if (chart.labels.length <= EVERY_LABEL) {
    chart.labels.forEach((text, index) => {
      const centre = left + (index + 0.5) * slot;
      const shown = cursor.sans.widthOfTextAtSize(text, 7.5);
      cursor.text(text, centre - shown / 2, cursor.sans, 7.5, MUTED);
    });
  } else {
    cursor.text(chart.labels[0] ?? "", left + gap, cursor.sans, 7.5, MUTED);
    cursor.right(chart.labels.at(-1) ?? "", WIDTH - MARGIN - gap, cursor.sans, 7.5, MUTED);
  }
  cursor.y -= 16;
  cursor.paragraph(chart.note, cursor.sans, 8, MUTED);
}
