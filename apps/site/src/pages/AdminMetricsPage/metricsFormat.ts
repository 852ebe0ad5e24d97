import type { AdminMetrics } from "@academy/api";

/** 0.0375 as "3.8%"; never NaN on screen. */
export const percent = (share: number) =>
  `${(Number.isFinite(share) ? share * 100 : 0).toFixed(1)}%`;

/** A pass rate from counts: "—" when nobody tried. */
export const rate = (part: number, whole: number) => (whole > 0 ? percent(part / whole) : "—");

const DAY_MS = 86_400_000;

/**
 * Every period's first day from `from` to `to`, as the server's date_trunc names them (weeks
 * start on Monday), so a period without sales is a bar of nothing rather than a gap.
 */
export function periodsOf(from: string, to: string, granularity: AdminMetrics["granularity"]) {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [];
  const first =
    granularity === "week"
      ? new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS)
      : granularity === "month"
        ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1))
        : start;
  const periods: string[] = [];
  for (let at = first; at <= end && periods.length < 800;) {
    periods.push(at.toISOString().slice(0, 10));
    at =
      granularity === "month"
        ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
        : new Date(at.getTime() + (granularity === "week" ? 7 : 1) * DAY_MS);
  }
  return periods;
}

/** Net revenue summed over products, one bar per period of the range, in order. */
export function netByPeriod(metrics: AdminMetrics) {
  const totals = new Map<string, number>();
  for (const row of metrics.revenue)
    totals.set(row.period, (totals.get(row.period) ?? 0) + row.net_cents);
  return periodsOf(metrics.from, metrics.to, metrics.granularity).map((label) => ({
    label,
    value: (totals.get(label) ?? 0) / 100,
  }));
}

/**
 * The days one period of the revenue table covers, within the range asked for: a week's or a
 * month's row clicks through to the people of that row, not of the whole range.
 */
export function periodDays(period: string, metrics: AdminMetrics) {
  const start = new Date(`${period}T00:00:00Z`);
  const next =
    metrics.granularity === "month"
      ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
      : new Date(start.getTime() + (metrics.granularity === "week" ? 7 : 1) * DAY_MS);
  const last = new Date(next.getTime() - DAY_MS).toISOString().slice(0, 10);
  return {
    from: period < metrics.from ? metrics.from : period,
    to: last > metrics.to ? metrics.to : last,
  };
}
