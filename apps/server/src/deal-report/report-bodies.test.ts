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
      ...body.tables.flatMap((table) => table.rows.flat()),
    ].join(" ");
    expect(shown).not.toMatch(/NaN|Infinity|undefined/);
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
    // Holds of 1 to 30 years move the chart to every height on the page.
    for (const holdYears of [1, 5, 10, 15, 20, 25, 30]) {
      const body = rentalReport({ kind: "rental", inputs: { ...rentalDefaults, holdYears } });
      const pdf = await renderDealReport({
        ...body,
        title: `Hold ${holdYears}`,
        calculator: "Rental",
        preparedAt: new Date("2026-12-07T00:00:00Z"),
        preparedWith: "https://academy.example",
      });
      const pages = await pageTexts(pdf);
      const titled = pages.findIndex((text) => text.includes("Cash flow by year"));
      expect(titled, `hold ${holdYears}`).toBeGreaterThanOrEqual(0);
      // The chart's first bar label sits under its bars, on the title's page.
      expect(pages[titled], `hold ${holdYears}`).toContain("Year 1");
    }
  });
});
