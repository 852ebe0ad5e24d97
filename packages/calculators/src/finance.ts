/**
 * Time-value-of-money building blocks for the rental modes: the level mortgage payment, its
 * amortisation schedule, NPV, IRR and the equity multiple. Each matches a spreadsheet's PMT,
 * IPMT/PPMT, NPV (with the first flow at time 0) and IRR, which are what investors check with.
 */
import { MONTHS_PER_YEAR } from "./constants.ts";

/** IRR search range, as fractions per period: -99.99 % up to 1,000,000 %. */
export const IRR_LOWEST_RATE = -0.9999;
export const IRR_HIGHEST_RATE = 10_000;
/** Rates at which NPV is sampled to find the brackets holding a root, lowest first. */
const IRR_GRID: readonly number[] = [
  IRR_LOWEST_RATE,
  -0.99,
  -0.9,
  -0.75,
  -0.5,
  -0.25,
  -0.1,
  0,
  0.05,
  0.1,
  0.2,
  0.35,
  0.5,
  0.75,
  1,
  2,
  5,
  10,
  100,
  1_000,
  IRR_HIGHEST_RATE,
];
/** A spreadsheet's default IRR guess: among several roots, the one nearest it is reported. */
const IRR_GUESS = 0.1;
/** Bisection steps: the bracket halves each time, so 200 steps reach the double's precision. */
const BISECTION_STEPS = 200;

/** Number of monthly payments in a term of `years` (whole months; negative or NaN gives 0). */
export function termMonths(years: number): number {
  return Number.isFinite(years) && years > 0 ? Math.round(years * MONTHS_PER_YEAR) : 0;
}

/** Monthly rate as a fraction of an annual percent; negative or non-finite rates count as 0. */
export function monthlyRateOf(annualRatePercent: number): number {
  return Number.isFinite(annualRatePercent) && annualRatePercent > 0
    ? annualRatePercent / (100 * MONTHS_PER_YEAR)
    : 0;
}

/**
 * Level monthly payment, dollars, of a fully amortising loan: P x r / (1 - (1 + r)^-n) with r
 * the annual percent / 1,200 and n = years x 12 (a spreadsheet's -PMT(rate/12, years*12, P)).
 * A zero rate gives P / n. A term of 0 months has no amortisation, so the payment is the
 * interest alone (P x r); no principal or a non-finite input gives 0.
 */
export function mortgagePayment(
  principal: number,
  annualRatePercent: number,
  years: number,
): number {
  if (!(principal > 0) || !Number.isFinite(principal)) return 0;
  const monthlyRate = monthlyRateOf(annualRatePercent);
  const months = termMonths(years);
  if (months === 0) return principal * monthlyRate;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** One month of an amortisation schedule, dollars. */
export interface AmortizationRow {
  /** 1 for the first payment. */
  month: number;
  payment: number;
  /** The spreadsheet's IPMT for this month (as a positive amount). */
  interest: number;
  /** The spreadsheet's PPMT for this month (as a positive amount). */
  principal: number;
  /** Balance after this payment; never below 0. */
  balance: number;
}

/**
 * The month-by-month schedule of `mortgagePayment(principal, annualRatePercent, years)`. The
 * last payment clears the balance exactly (floating-point dust is absorbed into it), so the
 * balance ends at 0 and the principal paid adds up to the loan. Empty without a term or a loan.
 */
export function amortizationSchedule(
  principal: number,
  annualRatePercent: number,
  years: number,
): AmortizationRow[] {
  const months = termMonths(years);
  const payment = mortgagePayment(principal, annualRatePercent, years);
  if (months === 0 || payment === 0) return [];
  const monthlyRate = monthlyRateOf(annualRatePercent);
  const rows: AmortizationRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate;
    const principalPaid = month === months ? balance : Math.min(balance, payment - interest);
    balance = month === months ? 0 : balance - principalPaid;
    rows.push({
      month,
      payment: interest + principalPaid,
      interest,
      principal: principalPaid,
      balance,
    });
  }
  return rows;
}

/**
 * Balance left after `monthsPaid` payments, dollars (the closed form of the schedule):
 * B = P(1 + r)^k - pmt((1 + r)^k - 1) / r. 0 once the term is over; the principal itself for
 * an interest-only (0-month) term.
 */
export function remainingBalance(
  principal: number,
  annualRatePercent: number,
  years: number,
  monthsPaid: number,
): number {
  const payment = mortgagePayment(principal, annualRatePercent, years);
  if (payment === 0) return 0;
  const months = termMonths(years);
  if (months === 0) return principal;
  if (monthsPaid >= months) return 0;
  const monthlyRate = monthlyRateOf(annualRatePercent);
  if (monthlyRate === 0) return principal - payment * monthsPaid;
  const growth = (1 + monthlyRate) ** monthsPaid;
  return Math.max(0, principal * growth - (payment * (growth - 1)) / monthlyRate);
}

/**
 * Net present value at `rate` (a fraction per period) of flows whose first element is at
 * time 0, undiscounted: sum of cf_t / (1 + rate)^t. A spreadsheet's NPV discounts its first
 * flow too, so it equals `cf_0 + NPV(rate, cf_1..cf_n)` there.
 */
export function npv(rate: number, cashFlows: readonly number[]): number {
  return cashFlows.reduce((sum, flow, period) => sum + flow / (1 + rate) ** period, 0);
}

/** Whether the flows have at least one negative and one positive amount. */
function changesSign(cashFlows: readonly number[]): boolean {
  return cashFlows.some((flow) => flow < 0) && cashFlows.some((flow) => flow > 0);
}

/** Bisection of a bracket [low, high] whose NPVs have opposite signs. */
function bisect(cashFlows: readonly number[], low: number, high: number): number {
  let lowValue = npv(low, cashFlows);
  let [from, to] = [low, high];
  for (let step = 0; step < BISECTION_STEPS && to - from > 0; step += 1) {
    const middle = (from + to) / 2;
    if (middle === from || middle === to) break;
    const value = npv(middle, cashFlows);
    if (value === 0) return middle;
    if (Math.sign(value) === Math.sign(lowValue)) {
      from = middle;
      lowValue = value;
    } else {
      to = middle;
    }
  }
  return (from + to) / 2;
}

/**
 * Internal rate of return, a fraction per period (0.1 is 10 %): the rate at which
 * `npv(rate, cashFlows)` is 0, the first flow at time 0. `null` ("none") when the flows never
 * change sign or no root lies between -99.99 % and 1,000,000 %. Solved by bracketing: NPV is
 * sampled on a fixed grid of rates, and the bracket nearest a spreadsheet's default guess of
 * 10 % is bisected, so flows with several roots get the one a spreadsheet would report.
 */
export function irr(cashFlows: readonly number[]): number | null {
  if (!cashFlows.every(Number.isFinite) || !changesSign(cashFlows)) return null;
  let best: number | null = null;
  let previous: { rate: number; value: number } | null = null;
  for (const rate of IRR_GRID) {
    const value = npv(rate, cashFlows);
    if (value === 0) best = nearestGuess(best, rate);
    else if (previous !== null && previous.value * value < 0) {
      best = nearestGuess(best, bisect(cashFlows, previous.rate, rate));
    }
    previous = { rate, value };
  }
  return best;
}

function nearestGuess(current: number | null, candidate: number): number {
  return current === null || Math.abs(candidate - IRR_GUESS) < Math.abs(current - IRR_GUESS)
    ? candidate
    : current;
}

/**
 * Equity multiple: everything the investment paid back over everything put in, i.e. the sum
 * of the positive flows over the sum of the negative ones (2 means the cash doubled). `null`
 * when nothing was put in or the sums leave a double's range.
 */
export function equityMultiple(cashFlows: readonly number[]): number | null {
  const paidIn = cashFlows.reduce((sum, flow) => (flow < 0 ? sum - flow : sum), 0);
  const paidOut = cashFlows.reduce((sum, flow) => (flow > 0 ? sum + flow : sum), 0);
  const multiple = paidOut / paidIn;
  // Nothing paid in (0 / 0 or x / 0) or flows beyond a double's range give no multiple.
  return Number.isFinite(paidIn) && paidIn > 0 && Number.isFinite(multiple) ? multiple : null;
}
