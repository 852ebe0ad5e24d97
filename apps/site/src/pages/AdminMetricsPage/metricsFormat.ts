import type { AdminMetrics } from "@academy/api";

/** 0.0375 as "3.8%"; never NaN on screen. */
export const percent = (share: number) =>
  `${(Number.isFinite(share) ? share * 100 : 0).toFixed(1)}%`;

/** A pass rate from counts: "—" when nobody tried. */
export const rate = (part: number, whole: number) => (whole > 0 ? percent(part / whole) : "—");

/** Net revenue summed over products, one bar per period, in order. */
export function netByPeriod(revenue: AdminMetrics["revenue"]) {
  const totals = new Map<string, number>();
  for (const row of revenue) totals.set(row.period, (totals.get(row.period) ?? 0) + row.net_cents);
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, cents]) => ({ label, value: cents / 100 }));
}
