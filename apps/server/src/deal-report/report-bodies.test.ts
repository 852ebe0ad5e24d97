import {
  brrrrDefaults,
  constructionDefaults,
  flipDefaults,
  landDefaults,
  renovationDefaults,
  rentalDefaults,
} from "@academy/calculators";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../../tooling/pdf-text.ts";
import { analyzerReport } from "./report-analyzer.ts";
import { REPORT_TEXT, type ReportBody } from "./report-content.ts";
import { renderDealReport } from "./report-pdf.ts";
import { rentalReport } from "./report-rental.ts";

const bodies: [string, ReportBody][] = [
  ["land", analyzerReport({ kind: "land", inputs: landDefaults })],
  ["flip", analyzerReport({ kind: "flip", inputs: flipDefaults, comps: [] })],
  ["renovation", analyzerReport({ kind: "renovation", inputs: renovationDefaults })],
  ["construction", analyzerReport({ kind: "construction", inputs: constructionDefaults })],
  ["rental", rentalReport({ kind: "rental", inputs: rentalDefaults })],
  ["brrrr", rentalReport({ kind: "brrrr", inputs: brrrrDefaults })],
];

describe("the lender report of every mode", () => {
  it.each(bodies)("%s: key figures, sources and uses, and no NaN or Infinity", (_kind, body) => {
    const titles = body.sections.map((section) => section.title);
    expect(titles).toContain("Key figures");
    expect(titles).toContain("Sources and uses");
    const shown = [
      body.verdict,
      ...body.sections.flatMap((section) => section.rows.flat()),
      ...body.tables.flatMap((table) => [...table.columns, ...table.rows.flat(), table.note]),
      ...(body.charts ?? []).flatMap((chart) => [chart.note, ...chart.labels]),
    ].join(" ");
    expect(shown).not.toMatch(/NaN|Infinity|undefined/);
    const values = (body.charts ?? []).flatMap((chart) => chart.series.flatMap((s) => s.values));
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it.each(bodies)("%s: a 5 by 5 sensitivity grid whose middle cell is the deal", (kind, body) => {
    const grid = body.tables.find((table) => table.title.startsWith("Sensitivity: "));
    expect(grid?.columns.slice(1)).toEqual(["-10%", "-5%", "0%", "+5%", "+10%"]);
    expect(grid?.rows.map((row) => row.length)).toEqual([6, 6, 6, 6, 6]);
    const figures = new Map(body.sections.find((s) => s.title === "Key figures")?.rows);
    const headline = {
      land: "Net profit",
      flip: "Profit",
      renovation: "ROI",
      construction: "Profit",
      rental: "Monthly cash flow",
      brrrr: "Monthly cash flow",
    }[kind];
    expect(grid?.rows[2]?.[3]).toBe(figures.get(headline ?? ""));
  });

  it("a flip with comps prints them: address, price, sq ft, price per sq ft and the median used", () => {
    const comps = [
      {
        id: "a",
        address: "1 Main St",
        price: 300_000,
        squareFootage: 1_500,
        bedrooms: 3,
        bathrooms: 2,
        pricePerSqFt: 0, // the engine recomputes it from price and square footage
      },
      {
        id: "b",
        address: "2 Oak Ave",
        price: 330_000,
        squareFootage: 1_600,
        bedrooms: 3,
        bathrooms: 2,
        pricePerSqFt: 0, // the engine recomputes it from the price and the square footage
      },
    ];
    const body = analyzerReport({
      kind: "flip",
      inputs: { ...flipDefaults, useComps: true },
      comps,
    });
    const table = body.tables.find((t) => t.title === "Comparable sales");
    expect(table?.columns).toEqual(["Address", "Price", "Sq ft", "Beds", "Baths", "$ / sq ft"]);
    expect(table?.rows[0]).toEqual(["1 Main St", "$300,000", "1,500", "3", "2", "$200"]);
    expect(table?.note).toMatch(/^Median \$203\.13 per sq ft .*from 2 comps\.$/);
    const assumptions = new Map(body.sections.find((s) => s.title === "Assumptions")?.rows);
    expect(assumptions.get("ARV per square foot")).toBe("$203.13 (median of the comps)");
  });

  it("a BRRRR that takes all its cash back says its return on cash left is infinite, in words", () => {
    const body = rentalReport({
      kind: "brrrr",
      inputs: { ...brrrrDefaults, afterRepairValue: 400_000 },
    });
    const figures = body.sections.find((section) => section.title === "Key figures")?.rows;
    expect(figures).toContainEqual(["Cash left in the deal", "$0"]);
    expect(figures).toContainEqual(["Return on cash left", "Infinite (no cash left in the deal)"]);
  });

  it("a cash purchase has no debt: DSCR in words, and the verdict does not ask for one", () => {
    const body = rentalReport({ kind: "rental", inputs: { ...rentalDefaults, loanToValuePct: 0 } });
    const figures = body.sections.find((section) => section.title === "Key figures")?.rows;
    expect(figures).toContainEqual(["DSCR", "No debt"]);
    expect(body.verdict).toMatch(/, with no debt to cover\.$/);
  });

  it.each(bodies)(
    "%s renders to a PDF with its summary, date, footer and disclaimer",
    async (_kind, body) => {
      const bytes = await renderDealReport({
        ...body,
        title: "Sample deal",
        calculator: "Sample",
        preparedAt: new Date("2026-12-06T12:00:00Z"),
        preparedWith: "https://academy.example",
      });
      const document = await PDFDocument.load(bytes);
      const text = pdfText(bytes);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(text).toContain("Sample deal");
      expect(text).toContain(body.verdict.slice(0, 20));
      expect(text).toContain("Prepared December 6, 2026");
      expect(text).toContain(REPORT_TEXT.footer("https://academy.example"));
      expect(text).toContain(REPORT_TEXT.disclaimerTitle);
      // The sensitivity grid's rows are printed, label and figures.
      const grid = body.tables.find((table) => table.title.startsWith("Sensitivity: "));
      for (const cell of grid?.rows.flat() ?? ["no grid"]) expect(text).toContain(cell);
    },
  );
});

/** Each page's text on its own: the page copied into a document of its own, then read. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const source = await PDFDocument.load(pdf);
  const texts: string[] = [];
  for (const index of source.getPageIndices()) {
    const single = await PDFDocument.create();
    const [page] = await single.copyPages(source, [index]);
    if (page) single.addPage(page);
    texts.push(pdfText(await single.save()));
  }
  return texts;
}

describe("the lender report's layout", () => {
  it("never leaves a chart's title at the foot of one page and its bars on the next", async () => {
    // Holds of 1 to 30 years move the charts to every height on the page.
    for (const kind of ["rental", "brrrr"] as const) {
      for (const holdYears of [1, 2, 5, 10, 15, 20, 25, 30]) {
        const body =
          kind === "rental"
            ? rentalReport({ kind, inputs: { ...rentalDefaults, holdYears } })
            : rentalReport({ kind, inputs: { ...brrrrDefaults, holdYears } });
        const pdf = await renderDealReport({
          ...body,
          title: `Hold ${holdYears}`,
          calculator: kind,
          preparedAt: new Date("2026-12-07T00:00:00Z"),
          preparedWith: "https://academy.example",
        });
        const pages = await pageTexts(pdf);
        const footer = REPORT_TEXT.footer("https://academy.example");
        expect(pages.every((text) => text.includes(footer))).toBe(true);
        expect(body.charts?.map((chart) => chart.title)).toEqual([
          "Cash flow by year",
          "Equity versus loan balance",
          "Return split",
        ]);
        for (const chart of body.charts ?? []) {
          const where = `${kind}, hold ${holdYears}, ${chart.title}`;
          const titled = pages.filter((text) => text.split("\n").includes(chart.title));
          expect(titled, where).toHaveLength(1);
          // Its first bar label and its note's first line sit under its bars, on the title's page.
          expect(titled[0], where).toContain(chart.labels[0]);
          expect(titled[0], where).toContain(chart.note.slice(0, 30));
          // Several series: the legend names each, on the same page.
          if (chart.series.length > 1)
            for (const series of chart.series) expect(titled[0], where).toContain(series.name);
        }
      }
    }
  });
});
