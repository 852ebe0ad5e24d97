/**
 * Worked examples of the four calculators as a user meets them: what to type, tick and pick,
 * and the exact strings the analyzer must show. The figures are computed by hand in the
 * comments (the calculators' README gives the formulas), never by calling the calculators, so
 * the tests that replay them can fail. Replayed by DealAnalyzer.browser.test.tsx against the
 * React build and by apps/site/e2e/deal-analyzer-modes.spec.ts against the script-tag embed.
 */
import type { DealKind } from "@academy/calculators";

export type Step =
  /** Type into the text box with this accessible name (replacing what is there). */
  | { fill: string; value: string }
  | { check: string }
  | { uncheck: string }
  /** Pick an option (by its label) in the select with this name. */
  | { select: string; option: string }
  /** Press the button with this name. */
  | { press: string };

export interface WorkedExample {
  name: string;
  tab: DealKind;
  steps: readonly Step[];
  /** Figure label to the text it shows. */
  figures: Readonly<Record<string, string>>;
  /** The recommendation badge's text. */
  badge: string;
  /** Text boxes (by name) and the text they show afterwards. */
  boxes?: Readonly<Record<string, string>>;
  /** Text boxes (by name) that must not be shown. */
  hiddenBoxes?: readonly string[];
  /** Text boxes (by name) that must be disabled or read-only. */
  lockedBoxes?: readonly string[];
  /** Texts that must be visible (comp rows' price per sq ft, notes). */
  texts?: readonly string[];
}

const ADVANCED: Step = { press: "Show Advanced" };

export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    name: "land at the spec defaults",
    tab: "land",
    steps: [],
    // market = 0.25 acres x $350,000 = $87,500; costs = 2.5 % of $75,000 = $1,875
    // total = $76,875; discount = 12,500 / 87,500 = 14.29 %: 20 points + 35 zoning + 35 utilities
    // = 90 (Strong Buy); gross 87,500 - 75,000; net 87,500 - 76,875 = 10,625 = 13.82 % of 76,875
    figures: {
      "Market Value (ARV)": "$87,500",
      "Total Acquisition Cost": "$76,875",
      "Discount to Market": "14.3%",
      "Calculated Score": "90/100",
      "Cash Needed (Down + Costs)": "$76,875",
      "Land Loan Amount": "$0",
      "Gross Profit": "$12,500",
      "Net Profit": "$10,625",
      "Net ROI (Total Capital)": "13.8%",
    },
    badge: "Strong Buy",
    boxes: {
      "Purchase Price": "75000",
      "Lot Size (Acres)": "0.25",
      "Avg Market Price Per Acre": "350000",
    },
    hiddenBoxes: ["Land LTV %"],
  },
  {
    name: "land financed at 70 % LTV, the cap",
    tab: "land",
    steps: [
      { check: "Finance Land Purchase (70% LTV)" },
      // 90 is over the 70 cap of the land tabs: the box shows 70.
      { fill: "Land LTV %", value: "90" },
    ],
    // loan = 70 % of $75,000 = $52,500; cash = $22,500 down + $1,875 costs = $24,375;
    // ROI is on total capital, so unchanged.
    figures: {
      "Land Loan Amount": "$52,500",
      "Cash Needed (Down + Costs)": "$24,375",
      "Net ROI (Total Capital)": "13.8%",
    },
    badge: "Strong Buy",
    boxes: { "Land LTV %": "70" },
  },
  {
    name: "land at market price without zoning",
    tab: "land",
    steps: [
      { fill: "Purchase Price", value: "$100,000" },
      { fill: "Lot Size (Acres)", value: "1" },
      { fill: "Avg Market Price Per Acre", value: "100000" },
      { uncheck: "Zoning Allows Construction" },
      ADVANCED,
      { fill: "Transaction Costs %", value: "2.5" },
    ],
    // market $100,000 = price: 0 % discount, 0 points; utilities 35 -> 35/100, Fair Deal.
    // total = 100,000 + 2,500; net = -2,500 = -2.44 % of 102,500.
    figures: {
      "Market Value (ARV)": "$100,000",
      "Total Acquisition Cost": "$102,500",
      "Discount to Market": "0.0%",
      "Calculated Score": "35/100",
      "Gross Profit": "$0",
      "Net Profit": "-$2,500",
      "Net ROI (Total Capital)": "-2.4%",
    },
    badge: "Fair Deal",
    boxes: { "Purchase Price": "100000" },
  },
  {
    name: "flip at the spec defaults",
    tab: "flip",
    steps: [ADVANCED],
    // ARV = $180 x 1,800 = $324,000. Rehab = 50,000 x 1.1 (condition 5) x 1.1 (10 %) = 60,500.
    // Loan 90 % of 250,000 = 225,000: interest 225,000 x 8.5 % / 12 x 6 = 9,562.50, carrying
    // 250,000 x 1.5 % / 12 x 6 = 1,875 -> holding 11,437.50. Selling 3 % of 324,000 = 9,720.
    // All-in 331,657.50; profit -7,657.50 = -2.36 % of ARV (Pass). 70 % rule: 226,800 - 60,500.
    // Cash 25,000 + 60,500 + 11,437.50 = 96,937.50; CoC -7.90 %.
    // Worst: 291,600 - 250,000 - 60,500 - 11,437.50 - 8,748 = -39,085.50.
    figures: {
      ARV: "$324,000",
      "Total Project Costs (All-In)": "$331,658",
      "Net Profit": "-$7,658",
      "Profit Margin": "-2.4%",
      "ARV Per SqFt": "$180.00",
      "Max Purchase Price (70% Rule)": "$166,300",
      "Cash on Cash Return": "-7.9%",
      "Total Cash Needed": "$96,938",
      "Rehab & Contingency": "$60,500",
      "Holding Costs": "$11,438",
      "Selling Costs": "$9,720",
      "Worst Case Profit (10% ARV Drop)": "-$39,086",
    },
    badge: "Pass",
    texts: ["Does not meet the 70% rule"],
    boxes: {
      "LTV %": "90",
      "Interest Rate %": "8.5",
      "Holding Months": "6",
      "Contingency %": "10",
      "Closing Costs % (Selling)": "3",
    },
  },
  {
    name: "flip bought at $180,000",
    tab: "flip",
    steps: [ADVANCED, { fill: "Purchase Price", value: "180000" }],
    // Loan 162,000: interest 6,885 + carrying 1,350 = 8,235 holding.
    // All-in 180,000 + 60,500 + 8,235 + 9,720 = 258,455; profit 65,545 = 20.23 % (Excellent Deal).
    // Cash 18,000 + 60,500 + 8,235 = 86,735; CoC 75.57 %. Worst 291,600 - 180,000 - 60,500
    // - 8,235 - 8,748 = 34,117.
    figures: {
      "Total Project Costs (All-In)": "$258,455",
      "Net Profit": "$65,545",
      "Profit Margin": "20.2%",
      "Cash on Cash Return": "75.6%",
      "Total Cash Needed": "$86,735",
      "Holding Costs": "$8,235",
      "Worst Case Profit (10% ARV Drop)": "$34,117",
    },
    badge: "Excellent Deal",
  },
  {
    name: "flip valued by three comps",
    tab: "flip",
    steps: [
      { check: "Use Comparable Sales" },
      { press: "Add Comp" },
      { fill: "Comp 1 Address", value: "12 Oak St" },
      { fill: "Comp 1 Price", value: "300000" },
      { fill: "Comp 1 SqFt", value: "1500" },
      { press: "Add Comp" },
      { fill: "Comp 2 Price", value: "350000" },
      { fill: "Comp 2 SqFt", value: "2000" },
      { press: "Add Comp" },
      { fill: "Comp 3 Price", value: "190000" },
      { fill: "Comp 3 SqFt", value: "1000" },
    ],
    // $/sq ft 200, 175, 190; the subject's 3 bd / 2 ba match the comps' average: no adjustment.
    // Median 190 -> ARV 190 x 1,800 = 342,000; selling 3 % = 10,260;
    // all-in 250,000 + 60,500 + 11,437.50 + 10,260 = 332,197.50; profit 9,802.50 = 2.87 %.
    figures: {
      "Comps Used": "3",
      "Median Adjusted ARV/SqFt": "$190.00",
      "Low Adjusted ARV/SqFt": "$175.00",
      "High Adjusted ARV/SqFt": "$200.00",
      ARV: "$342,000",
      "ARV Per SqFt": "$190.00",
      "Total Project Costs (All-In)": "$332,198",
      "Net Profit": "$9,803",
      "Profit Margin": "2.9%",
    },
    badge: "Pass",
    texts: ["$200", "$175", "$190"],
    lockedBoxes: ["ARV Per SqFt (Manual Override)"],
  },
  {
    name: "flip comps adjusted for a bigger house, one comp removed",
    tab: "flip",
    steps: [
      { check: "Use Comparable Sales" },
      { press: "Add Comp" },
      { fill: "Comp 1 Price", value: "300000" },
      { fill: "Comp 1 SqFt", value: "1500" },
      { press: "Add Comp" },
      { fill: "Comp 2 Price", value: "350000" },
      { fill: "Comp 2 SqFt", value: "2000" },
      { press: "Add Comp" },
      { fill: "Comp 3 Price", value: "100000" },
      { fill: "Comp 3 SqFt", value: "1000" },
      { press: "Remove Comp 3" },
      { fill: "Bedrooms", value: "4" },
    ],
    // Comps 200 and 175: median 187.50; 4 bedrooms is 1 above their average 3 -> x1.05:
    // 196.875 (low 183.75, high 210). ARV 196.875 x 1,800 = 354,375.
    figures: {
      "Comps Used": "2",
      "Median Adjusted ARV/SqFt": "$196.88",
      "Low Adjusted ARV/SqFt": "$183.75",
      "High Adjusted ARV/SqFt": "$210.00",
      ARV: "$354,375",
    },
    badge: "Pass",
    hiddenBoxes: ["Comp 3 Price"],
  },
  {
    name: "renovation at the spec defaults",
    tab: "renovation",
    steps: [ADVANCED],
    // Kitchen 25,000 x 70 % = 17,500; bathroom 15,000 x 60 % = 9,000; other 10,000 x 50 % = 5,000.
    // Increase 31,500 -> new value 331,500. Cost 50,000 + 2 % financing 1,000 = 51,000.
    // ROI = (31,500 - 1,000) / 51,000 = 59.80 % (Good Investment).
    figures: {
      "New Estimated Value": "$331,500",
      "Total Renovation Investment": "$51,000",
      "Total Value Increase": "$31,500",
      "Net Gain ROI": "59.8%",
      // Beside the spec's figures (issue #50): 31,500 - 51,000 = -19,500, -38.2 % of the cost.
      "Value Added Minus Cost": "-$19,500",
      "Return on Cost": "-38.2%",
      "Kitchen Remodel": "$17,500",
      "Bathroom Remodel": "$9,000",
      "Other Renovations": "$5,000",
      "Total Cost": "$50,000",
      "Financing Costs": "$1,000",
      "Net Gain": "$30,500",
    },
    badge: "Good Investment",
    texts: ["70.0% ROI", "60.0% ROI", "50.0% ROI"],
  },
  {
    name: "renovation without the bathroom",
    tab: "renovation",
    steps: [{ uncheck: "Bathroom Remodel" }],
    // Increase 17,500 + 5,000 = 22,500; cost 35,000 + 700 = 35,700; ROI 21,800 / 35,700 = 61.06 %.
    figures: {
      "New Estimated Value": "$322,500",
      "Total Renovation Investment": "$35,700",
      "Total Value Increase": "$22,500",
      "Net Gain ROI": "61.1%",
    },
    badge: "Good Investment",
    hiddenBoxes: ["Bathroom Remodel Cost", "Bathroom Remodel Value Increase % (ROI)"],
  },
  {
    name: "renovation with a kitchen that doubles its cost in value",
    tab: "renovation",
    steps: [{ fill: "Kitchen Remodel Value Increase % (ROI)", value: "100" }],
    // Kitchen adds 25,000: increase 39,000; ROI (39,000 - 1,000) / 51,000 = 74.51 %.
    figures: {
      "Total Value Increase": "$39,000",
      "Net Gain ROI": "74.5%",
      "Kitchen Remodel": "$25,000",
    },
    badge: "Highly Profitable",
    texts: ["100.0% ROI"],
  },
  {
    name: "new construction at the spec defaults",
    tab: "construction",
    steps: [ADVANCED],
    // Hard 150 x 2,200 = 330,000; soft 15 % = 49,500; contingency 10 % of 379,500 = 37,950;
    // construction 417,450. Interest on half of it at 9.5 % for 8 months = 13,219.25.
    // All-in 75,000 + 417,450 + 13,219.25 = 505,669.25. ARV 200 x 2,200 = 440,000;
    // profit -65,669.25 = -14.92 % (Pass). 100 % LTC needs a 20 % margin; of 90 % LTC
    // (375,705, cash 129,964.25) and 75 % LTARV (330,000), the bigger loan wins.
    // CoC -65,669.25 / 129,964.25 = -50.53 %. Overrun: 440,000 - 556,236.18.
    figures: {
      "After Construction Value (ARV)": "$440,000",
      "Total Project Cost (All-In)": "$505,669",
      "Net Profit": "-$65,669",
      "Profit Margin": "-14.9%",
      "Loan Product Preference": "90% LTC",
      "Max Loan Amount": "$375,705",
      "Cash Needed (Equity + Costs)": "$129,964",
      "Cash-on-Cash ROI": "-50.5%",
      "Hard Costs": "$330,000",
      "Soft Costs": "$49,500",
      Contingency: "$37,950",
      "Interest During Construction": "$13,219",
      "Worst Case Profit (10% Cost Overrun)": "-$116,236",
    },
    badge: "Pass",
    hiddenBoxes: ["Units", "Monthly Rent / Unit", "Land LTV %"],
  },
  {
    name: "a duplex with rent",
    tab: "construction",
    steps: [
      { select: "Property Type", option: "Duplex (2 units)" },
      { fill: "Monthly Rent / Unit", value: "2000" },
    ],
    // 2 units x 2,000 x 12 = 48,000 a year; cap rate 48,000 / 440,000 = 10.91 %.
    // Beside it (issue #50): NOI by the 50% rule 24,000 / 440,000 = 5.45 %.
    figures: {
      "Annual Rental Income": "$48,000",
      "Estimated Cap Rate": "10.9%",
      "Cap Rate on NOI (50% Rule)": "5.5%",
    },
    badge: "Pass",
    boxes: { Units: "2" },
    lockedBoxes: ["Units"],
  },
  {
    name: "a profitable build and the loan products",
    tab: "construction",
    steps: [{ fill: "ARV Per SqFt", value: "300" }],
    // ARV 660,000; profit 154,330.75 = 23.38 % (Good Project). 100 % LTC now qualifies
    // (417,450, cash 88,219.25) but 75 % LTARV lends more: 495,000, cash 10,669.25;
    // CoC 154,330.75 / 10,669.25 = 1,446.5 %.
    figures: {
      "After Construction Value (ARV)": "$660,000",
      "Net Profit": "$154,331",
      "Profit Margin": "23.4%",
      "Loan Product Preference": "75% LTARV",
      "Max Loan Amount": "$495,000",
      "Cash Needed (Equity + Costs)": "$10,669",
      "Cash-on-Cash ROI": "1,446.5%",
    },
    badge: "Good Project",
  },
  {
    name: "a preferred loan product",
    tab: "construction",
    steps: [
      { fill: "ARV Per SqFt", value: "300" },
      ADVANCED,
      { select: "Loan Product Preference", option: "90% LTC" },
    ],
    // 90 % LTC: 375,705, cash 129,964.25; CoC 154,330.75 / 129,964.25 = 118.75 %.
    figures: {
      "Loan Product Preference": "90% LTC",
      "Max Loan Amount": "$375,705",
      "Cash Needed (Equity + Costs)": "$129,964",
      "Cash-on-Cash ROI": "118.7%",
    },
    badge: "Good Project",
  },
];
