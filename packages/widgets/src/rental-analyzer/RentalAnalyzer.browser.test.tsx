import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  analyzeBrrrr,
  brrrrDefaults,
  encodeDeal,
  encodeRentalDeal,
  landDefaults,
  rentalDefaults,
} from "@academy/calculators";
import { axeViolations } from "../shared/testing.tsx";
import { RentalAnalyzer } from "./RentalAnalyzer.tsx";

/** The value element of a shown figure, found by its label (the first one: headline first). */
function figureValue(label: string): string | null | undefined {
  const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.parentElement?.querySelector<HTMLElement>("dd > span")?.textContent;
}

const expectFigure = (label: string, text: string) =>
  expect.poll(() => figureValue(label)).toBe(text);

const box = (name: string) => page.getByRole("textbox", { name, exact: true });

afterEach(async () => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", window.location.pathname);
  await page.viewport(1280, 900);
});

describe("RentalAnalyzer", () => {
  it("shows the rental worked example and follows typing", async () => {
    await render(<RentalAnalyzer />);
    // The calculators' worked example (rental.test.ts): $116.36 a month, 1.09 DSCR.
    await expectFigure("Monthly Cash Flow", "$116");
    await expectFigure("DSCR", "1.09");
    await expectFigure("Cap Rate", "6.5%");
    await expectFigure("Cash on Cash Return", "2.0%");
    await expectFigure("IRR", "11.0%");
    await expectFigure("Maximum Loan", "$163,992");
    await box("Monthly Rent ($)").fill("2500");
    // 300 more rent: +3,420 collected a year less 18 % = +2,804.40; (1,396.29 + 2,804.40) / 12
    await expectFigure("Monthly Cash Flow", "$350");
  });

  it("explains a figure on request", async () => {
    await render(<RentalAnalyzer />);
    await page.getByRole("button", { name: "How is this calculated? (DSCR)" }).click();
    await expect
      .element(page.getByText("DSCR = $16,366 / $14,969 = 1.09", { exact: true }))
      .toBeVisible();
  });

  it("switches to BRRRR with the keyboard and says infinite in words", async () => {
    await render(<RentalAnalyzer />);
    const rentalTab = page.getByRole("tab", { name: "Rental" });
    (rentalTab.element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect
      .element(page.getByRole("tab", { name: "BRRRR" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(page.getByRole("tab", { name: "BRRRR" })).toHaveFocus();
    // brrrr.test.ts: $24,845 left in the deal, 4.8 % on it
    await expectFigure("Cash Left in Deal", "$24,845");
    await expectFigure("Return on Cash Left", "4.8%");
    await box("After Repair Value ($)").fill("300000");
    await expectFigure("Return on Cash Left", "Infinite (no cash left in the deal)");
  });

  it("gives each chart a table equivalent with the projection's numbers", async () => {
    await render(<RentalAnalyzer />);
    const summary = page.getByText("Show as a table (Cash Flow by Year)");
    await summary.click();
    const table = page.getByRole("table", { name: "Cash Flow by Year" });
    await expect.element(table).toBeVisible();
    // rental.test.ts: year 1 cash flow 1,396.29, year 2 1,723.61
    await expect.element(table.getByRole("row", { name: "1 $1,396" })).toBeInTheDocument();
    await expect.element(table.getByRole("row", { name: "2 $1,724" })).toBeInTheDocument();
    expect(table.getByRole("row").elements()).toHaveLength(11);
    await page.getByText("Show as a table (Equity vs Loan Balance)").click();
    await expect
      .element(
        page
          .getByRole("table", { name: "Equity vs Loan Balance" })
          .getByRole("row", { name: /^10 \$175,081 \$160,898$/ }),
      )
      .toBeInTheDocument();
  });

  it("round-trips a share link", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const shared = vi.fn();
    const first = await render(<RentalAnalyzer initialTab="brrrr" onShare={shared} />);
    await box("Monthly Rent ($)").fill("2400");
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .element(page.getByText("Link copied. Anyone who opens it sees this deal."))
      .toBeVisible();
    const url = (page.getByRole("textbox", { name: "Share link" }).element() as HTMLInputElement)
      .value;
    const deal = new URL(url).searchParams.get("deal");
    expect(shared).toHaveBeenCalledWith(
      expect.objectContaining({ calculator: "brrrr", deal, url }),
    );
    await first.unmount();
    await render(<RentalAnalyzer initialDeal={deal} />);
    await expect
      .element(page.getByRole("tab", { name: "BRRRR" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(box("Monthly Rent ($)")).toHaveValue("2400");
    const expected = analyzeBrrrr({ ...brrrrDefaults, monthlyRent: 2_400 });
    await expectFigure(
      "Cash Left in Deal",
      `$${Math.round(expected.cashLeftInDeal).toLocaleString("en-US")}`,
    );
  });

  it("says why a Deal Analyzer link or a damaged link did not open", async () => {
    const land = encodeDeal({ kind: "land", inputs: landDefaults });
    const view = await render(<RentalAnalyzer initialDeal={land} />);
    await expect
      .element(page.getByText(/It is for another calculator, such as the Deal Analyzer/))
      .toBeVisible();
    await view.unmount();
    const text = encodeRentalDeal({ kind: "rental", inputs: rentalDefaults });
    await render(<RentalAnalyzer initialDeal={`${text.slice(0, -1)}x`} />);
    await expect.element(page.getByText(/It may have been cut off or changed/)).toBeVisible();
    await expectFigure("Monthly Cash Flow", "$116");
  });

  it("shows field errors for bad input and never NaN or Infinity", async () => {
    await render(<RentalAnalyzer />);
    await box("Monthly Rent ($)").fill("-500");
    await expect.element(page.getByText("Monthly Rent ($) cannot be negative")).toBeVisible();
    await box("Vacancy (%)").fill("140");
    await expect.element(page.getByText("Vacancy (%) must be 100% or less")).toBeVisible();
    await expect.element(box("Vacancy (%)")).toHaveAttribute("aria-invalid", "true");
    await box("Hold (years)").fill("0");
    await expect.element(page.getByText("Enter a hold of 1 to 50 years")).toBeVisible();
    await box("Loan Term (years)").fill("0");
    await box("Purchase Price ($)").fill("0");
    await expect.poll(() => document.body.textContent).not.toMatch(/NaN|Infinity/);
    await box("Vacancy (%)").fill("5");
    await expect
      .element(page.getByText("Vacancy (%) must be 100% or less"))
      .not.toBeInTheDocument();
  });

  it("fits a 390 px phone without sideways scrolling of the page", async () => {
    await page.viewport(390, 844);
    const { container } = await render(<RentalAnalyzer />);
    await expectFigure("Monthly Cash Flow", "$116");
    await expect.poll(() => document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  });

  it("has no axe violations in either tab, with the charts' tables open", async () => {
    const { container } = await render(<RentalAnalyzer />);
    await expect.element(page.getByText("Show as a table (Return Split)")).toBeVisible();
    await page.getByText("Show as a table (Return Split)").click();
    expect(await axeViolations(container)).toEqual([]);
    await page.getByRole("tab", { name: "BRRRR" }).click();
    await expectFigure("Cash Left in Deal", "$24,845");
    expect(await axeViolations(container)).toEqual([]);
  });
});
