import { describe, expect, it } from "vitest";
import { analyzeBrrrr } from "./brrrr.ts";
import { sizeDscrLoan } from "./dscr-sizing.ts";
import { explainDscrSizing, explainRental } from "./explain-rental.ts";
import { analyzeRental } from "./rental.ts";
import { brrrrDefaults, rentalDefaults } from "./rental-constants.ts";
import type { BrrrrInputs, RentalInputs } from "./rental-types.ts";

const rentalLines = (overrides: Partial<RentalInputs> = {}) =>
  explainRental(analyzeRental({ ...rentalDefaults, ...overrides })).map((line) => line.formula);
const brrrrLines = (overrides: Partial<BrrrrInputs> = {}) =>
  explainRental(analyzeBrrrr({ ...brrrrDefaults, ...overrides })).map((line) => line.formula);

// The figures are the worked examples of rental.test.ts and brrrr.test.ts, rounded for display.
describe("explainRental (rental)", () => {
  it("shows the working of every figure at the defaults", () => {
    expect(rentalLines()).toEqual([
      "Loan = $250,000 x 75% = $187,500",
      "Down payment = $250,000 - $187,500 = $62,500",
      "Closing costs = $250,000 x 3% = $7,500",
      "Cash invested = $62,500 down + $7,500 closing + $0 rehab = $70,000",
      "Gross income = ($2,200 rent + $0 other) x 12 = $26,400",
      "Vacancy = $26,400 x 5% = $1,320",
      "Collected income = $26,400 - $1,320 = $25,080",
      "Operating expenses = $3,000 taxes + $1,200 insurance + ($0 HOA + $0 utilities) x 12 + $25,080 x (8% management + 5% repairs + 5% CapEx = 18%) = $8,714",
      "Net operating income (NOI) = $25,080 - $8,714 = $16,366",
      "Monthly payment = $187,500 at 7% over 30 years: P x r / (1 - (1 + r)^-360), r = 7% / 12 = $1,247.44",
      "Annual debt service = $1,247.44 x 12 = $14,969",
      "Annual cash flow = $16,366 - $14,969 = $1,396",
      "Monthly cash flow = $1,396 / 12 = $116",
      "DSCR = $16,366 / $14,969 = 1.09",
      "Break-even occupancy = ($4,200 fixed costs + $14,969 debt service) / ($26,400 x (100% - 18%)) = 88.6%",
      "Cap rate = $16,366 / $250,000 = 6.5%",
      "Cash on cash return = $1,396 / $70,000 = 2.0%",
      "Sale price after 10 years = $250,000 x (100% + 3%)^10 = $335,979",
      "Selling costs = $335,979 x 6% = $20,159",
      "Sale proceeds = $335,979 - $20,159 - $160,898 loan payoff = $154,922",
      "IRR = the yearly rate at which the cash flows (-$70,000 in year 0, then each year's cash flow, $159,511 in year 10 with the sale) are worth 0 today = 11.0%",
      "Equity multiple = $184,428 received / $70,000 put in = 2.63x",
      "Total profit = $184,428 received - $70,000 put in = $114,428",
    ]);
  });

  it("says so in words when a ratio has nothing to divide", () => {
    const lines = rentalLines({
      loanToValuePct: 0,
      monthlyRent: 0,
      holdYears: 1,
      loanTermYears: 0,
    });
    expect(lines).toContain("DSCR = no debt: nothing to cover");
    expect(lines).toContain(
      "Break-even occupancy = none: $0 x (100% - 18%) leaves nothing to cover $4,200 fixed costs and $0 debt service",
    );
    expect(lines).toContain("Sale price after 1 year = $250,000 x (100% + 3%)^1 = $257,500");
    expect(rentalLines({ loanTermYears: 0 })).toContain(
      "Monthly payment = $187,500 x 7% / 12 (interest only) = $1,093.75",
    );
    const free = rentalLines({ loanToValuePct: 100, closingCostsPct: 0, monthlyRent: 5_000 });
    expect(free).toContain("Equity multiple = none: no cash was put in");
    expect(free.find((line) => line.startsWith("IRR"))).toMatch(
      /^IRR = none: the cash flows \(\$0 in year 0 to \$[\d,]+ in year 10\) never change sign$/,
    );
  });
});

describe("explainRental (BRRRR)", () => {
  it("explains the cash left in the deal and its return", () => {
    const lines = brrrrLines();
    expect(lines.slice(0, 13)).toEqual([
      "Short-term loan = $150,000 x 80% + $40,000 rehab x 100% = $160,000",
      "Closing costs = $150,000 x 3% = $4,500",
      "Refinance after = the later of 4 months of rehab and 6 months of seasoning = 6 months",
      "Short-term interest = $160,000 x 10% / 12 x 6 months = $8,000",
      "Holding costs = $350 x 4 months of rehab = $1,400",
      "NOI before the refinance = $15,931 / 12 x 2 months let = $2,655",
      "Cash in before the refinance = $150,000 + $4,500 + $40,000 - $160,000 loan + $8,000 + $1,400 - $2,655 = $41,245",
      "Refinance loan = $240,000 ARV x 75% = $180,000",
      "Refinance costs = $180,000 x 2% = $3,600",
      "Refinance proceeds = $180,000 - $3,600 - $160,000 short-term payoff = $16,400",
      "Total cash invested = $41,245 + $0 brought to the refinance = $41,245",
      "Cash recovered = $16,400 taken out at the refinance = $16,400",
      "Cash left in the deal = $41,245 - $16,400 = $24,845",
    ]);
    expect(lines).toContain("Return on cash left = $1,196 / $24,845 = 4.8%");
    expect(lines).toContain("Cap rate on ARV = $15,931 / $240,000 = 6.6%");
    expect(lines).toContain("DSCR = $15,931 / $14,735 = 1.08");
  });

  it("calls the return infinite, in words, when no cash is left", () => {
    const lines = brrrrLines({ afterRepairValue: 300_000 });
    expect(lines).toContain("Return on cash left = infinite: no cash is left in the deal");
    expect(lines.find((line) => line.startsWith("Cash left in the deal"))).toMatch(
      /\(none: all of it came back\)$/,
    );
  });
});

describe("explainDscrSizing", () => {
  it("explains both limits, the binding one and the maximum price", () => {
    const sizing = sizeDscrLoan(rentalDefaults, { targetDscr: 1.25, maxLtvPct: 75 });
    expect(explainDscrSizing(sizing, 7, 30).map((line) => line.formula)).toEqual([
      "Largest loan by DSCR = $16,366 NOI / 1.25 / 12 = $1,091.04 a month at 7% over 30 years = $163,992",
      "Largest loan by LTV = $250,000 x 75% = $187,500",
      "Maximum loan = the smaller, the DSCR limit = $163,992",
      "DSCR at the maximum loan = $16,366 / ($1,091.04 x 12) = 1.25",
      "Maximum price = $163,992 / 75% = $218,655",
    ]);
  });

  it("explains the cases without a target, an LTV or a loan", () => {
    const noTarget = sizeDscrLoan(rentalDefaults, { targetDscr: 0, maxLtvPct: 0 });
    expect(explainDscrSizing(noTarget, 7, 30).map((line) => line.formula)).toEqual([
      "Largest loan by DSCR = no DSCR target: the LTV limit alone = $0",
      "Largest loan by LTV = $0 x 0% = $0",
      "Maximum loan = the smaller, the LTV limit = $0",
      "DSCR at the maximum loan = no debt: nothing to cover",
      "Maximum price = no limit: without both a DSCR target and an LTV the price does not cap the loan",
    ]);
  });
});
