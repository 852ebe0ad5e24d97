export interface MoneyOptions {
  /**
   * "exact" (the default) shows cents: "$1,234.56", a credit "-$98.50". "whole" rounds to US
   * dollars without decimals, as the specs print prices: "$997", "$1,997" (investor-tools.md §9).
   */
  style?: "exact" | "whole";
  /** ISO 4217 code in either case ("usd" as the server and the provider write it). */
  currency?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, style: "exact" | "whole"): Intl.NumberFormat {
  const key = `${currency}:${style}`;
  let known = formatters.get(key);
  if (!known) {
    const digits = style === "whole" ? 0 : 2;
    known = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, known);
  }
  return known;
}

/**
 * The one money formatter of the front end: an amount in cents (as the API sends every amount)
 * to the words on screen. An amount that is not a finite number shows as "—", never NaN.
 */
export function formatMoney(
  cents: number,
  { style = "exact", currency = "usd" }: MoneyOptions = {},
) {
  if (!Number.isFinite(cents)) return "—";
  return formatter(currency.toUpperCase(), style).format(cents / 100);
}
