/**
 * /deal-calculator on our own site (the React build): the fixed Home button, the analyzer, the
 * tab and deal kept in the address, share links, accessibility and the one-page print layout.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/calculator-subscriber.ts";
import { badge, figure } from "./fixtures/deal-analyzer-host.ts";
import { expectNoAxeViolations } from "./site-helpers.ts";

async function openCalculator(page: Page, query = "") {
  await page.goto(`/deal-calculator${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Deal Analyzer" })).toBeVisible();
}

test.describe("/deal-calculator", () => {
  test("has a fixed Home button to / above the analyzer", async ({ page }) => {
    await openCalculator(page);
    const home = page.getByRole("link", { name: "Home" });
    await expect(home).toHaveAttribute("href", "/");
    // Retried: for a signed-in visitor the app renders the page anew over the prerendered one,
    // and a link read once may be the one just replaced. The link sits in a fixed bar of the
    // page's background (issue 50: it no longer covers content when scrolled).
    await expect(home.locator("xpath=..")).toHaveCSS("position", "fixed");
    await page.mouse.wheel(0, 1500);
    await expect(home).toBeInViewport();
    await expect(
      page.getByText("Land Analysis • House Flip • Home Renovation • New Construction"),
    ).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("keeps the tab and the deal in the address, so a reload shows the same deal", async ({
    page,
  }) => {
    await openCalculator(page);
    await page.getByRole("tab", { name: "Flip Calculator" }).click();
    await page.getByRole("textbox", { name: "Purchase Price", exact: true }).fill("180000");
    await expect(figure(page, "Net Profit")).toHaveText("$65,545");
    await expect(page).toHaveURL(/[?&]tab=flip&deal=1f\./);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("textbox", { name: "Purchase Price", exact: true })).toHaveValue(
      "180000",
    );
    await expect(figure(page, "Net Profit")).toHaveText("$65,545");
    await expect(badge(page)).toHaveText("Recommendation: Excellent Deal");
  });

  test("a shared link opens the same deal for someone else", async ({ page, browser, baseURL }) => {
    await openCalculator(page, "?tab=renovation");
    await page.getByRole("checkbox", { name: "Bathroom Remodel" }).uncheck();
    await page.getByRole("button", { name: "Share" }).click();
    const link = await page.getByRole("textbox", { name: "Share link" }).inputValue();
    expect(link).toMatch(/\/deal-calculator\?tab=renovation&deal=1r\./);

    const other = await browser.newContext({ baseURL });
    const visitor = await other.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("tab", { name: "Renovation ROI" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(visitor.getByRole("checkbox", { name: "Bathroom Remodel" })).not.toBeChecked();
    await expect(figure(visitor, "New Estimated Value")).toHaveText("$322,500");
    await expect(figure(visitor, "Net Gain ROI")).toHaveText("61.1%");
    await other.close();
  });

  test("a damaged link shows a friendly notice and the defaults", async ({ page }) => {
    await openCalculator(page, "?tab=land&deal=1l.not-a-real-deal.0000000");
    await expect(page.getByText("This shared deal link could not be opened")).toBeVisible();
    await expect(figure(page, "Market Value (ARV)")).toHaveText("$87,500");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByText("This shared deal link could not be opened")).toHaveCount(0);
  });

  test("has no accessibility violations in any tab, with everything shown", async ({ page }) => {
    await openCalculator(page);
    await page.getByRole("button", { name: "Show Advanced" }).click();
    for (const tab of ["Land Analysis", "Flip Calculator", "Renovation ROI", "New Construction"]) {
      await page.getByRole("tab", { name: tab }).click();
      if (tab === "Flip Calculator") {
        await page.getByRole("checkbox", { name: "Use Comparable Sales" }).check();
        await page.getByRole("button", { name: "Add Comp" }).click();
      }
      if (tab === "New Construction") {
        await page.getByRole("combobox", { name: "Property Type" }).selectOption("triplex");
      }
      await page
        .getByRole("button", { name: /How is this calculated\?/ })
        .first()
        .click();
      await page.getByRole("button", { name: "Share" }).click();
      await expectNoAxeViolations(page, { message: tab });
    }
  });

  test("prints the analysis on one page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const tab of ["land", "flip", "renovation", "construction"]) {
      await openCalculator(page, `?tab=${tab}`);
      await page.getByRole("button", { name: "Show Advanced" }).click();
      if (tab === "flip") {
        await page.getByRole("checkbox", { name: "Use Comparable Sales" }).check();
        for (let index = 1; index <= 3; index += 1) {
          await page.getByRole("button", { name: "Add Comp" }).click();
          await page
            .getByRole("textbox", { name: `Comp ${index} Price` })
            .fill(`${250000 + index * 10000}`);
          await page.getByRole("textbox", { name: `Comp ${index} SqFt` }).fill("1500");
        }
      }
      if (tab === "construction") {
        await page.getByRole("combobox", { name: "Property Type" }).selectOption("quadplex");
      }
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("link", { name: "Home" })).toBeHidden();
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(page.getByRole("table", { name: /Sensitivity|when/ })).toBeVisible();
      // Letter with the margins browsers print with by default.
      const margin = "0.4in";
      const pdf = await page.pdf({
        format: "Letter",
        printBackground: true,
        margin: { top: margin, bottom: margin, left: margin, right: margin },
      });
      const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages.length, `${tab} prints on ${pages.length} pages`).toBe(1);
      await page.emulateMedia({ media: "screen" });
    }
  });
});
