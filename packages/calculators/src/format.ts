/**
 * Display formatting of spec section 9: US dollars without decimals, percentages with 1
 * decimal, per-square-foot values with 2 decimals in results and 0 in comp rows.
 * Non-finite input is shown as 0 and a value that rounds to zero never shows a minus sign.
 */

function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat("en-US", options);
}

const DOLLARS = formatter({
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const DOLLARS_AND_CENTS = formatter({
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const COMPACT_DOLLARS = formatter({
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumSignificantDigits: 3,
});
const ONE_DECIMAL = formatter({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
const UP_TO_FOUR_DECIMALS = formatter({ minimumFractionDigits: 0, maximumFractionDigits: 4 });

/** Formats |n| and puts the minus back only if the rounded figure is not zero ("-$0" never). */
function signed(n: number, format: Intl.NumberFormat): string {
  const value = Number.isFinite(n) ? n : 0;
  const magnitude = format.format(Math.abs(value));
  return value < 0 && /[1-9]/.test(magnitude) ? `-${magnitude}` : magnitude;
}

/** Dollars, no decimals: 87500 gives "$87,500", -7657.5 gives "-$7,658". */
export function formatCurrency(n: number): string {
  return signed(n, DOLLARS);
}

/**
 * Dollars in at most three significant digits, for tables on narrow screens: 151234 gives
 * "$151K", -12345 gives "-$12.3K", 1234567 gives "$1.23M", 950 gives "$950".
 */
export function formatCompactCurrency(n: number): string {
  // Whole dollars first: the compact notation would otherwise show cents below $1,000.
  return signed(Math.round(n), COMPACT_DOLLARS);
}

/** A value already in percent units, 1 decimal: 14.2857 gives "14.3%". */
export function formatPercent(n: number): string {
  return `${signed(n, ONE_DECIMAL)}%`;
}

/**
 * Dollars per square foot: 2 decimals in results (180 gives "$180.00"); pass
 * `{ decimals: 0 }` for comp rows ("$180").
 */
export function formatPerSqFt(n: number, options: { decimals?: 0 | 2 } = {}): string {
  return signed(n, options.decimals === 0 ? DOLLARS : DOLLARS_AND_CENTS);
}

/** A plain quantity (square feet, acres, months), grouped, up to 4 decimals: "1,800", "0.25". */
export function formatQuantity(n: number): string {
  return signed(n, UP_TO_FOUR_DECIMALS);
}

/** An input rate in percent units, up to 4 decimals so "8.5%" and "2.25%" show as typed. */
export function formatRate(n: number): string {
  return `${formatQuantity(n)}%`;
}

/** Dollars and cents, for payments a lender quotes to the cent: 1247.4541 gives "$1,247.45". */
export function formatCents(n: number): string {
  return signed(n, DOLLARS_AND_CENTS);
}

const TWO_DECIMALS = formatter({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A ratio such as a DSCR or an equity multiple, 2 decimals: 1.2345 gives "1.23". */
export function formatRatio(n: number): string {
  return signed(n, TWO_DECIMALS);
}
