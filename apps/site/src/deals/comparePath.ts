import { MAX_COMPARED_DEALS, MIN_COMPARED_DEALS } from "@academy/widgets";

/** The compare view's page of its own; the deals are named in `?ids=1,2,3`. */
export const COMPARE_PATH = "/deal-calculator/compare";
export const COMPARE_IDS_PARAM = "ids";

export function comparePath(ids: readonly number[]): string {
  return `${COMPARE_PATH}?${COMPARE_IDS_PARAM}=${ids.join(",")}`;
}

/** The ids an address names, or null unless they are 2 to 4 distinct positive whole numbers. */
export function parseCompareIds(value: string | null): number[] | null {
  if (!value) return null;
  const parts = value.split(",");
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  const ids = [...new Set(parts.map(Number))];
  if (ids.length !== parts.length) return null;
  return ids.length >= MIN_COMPARED_DEALS && ids.length <= MAX_COMPARED_DEALS ? ids : null;
}
