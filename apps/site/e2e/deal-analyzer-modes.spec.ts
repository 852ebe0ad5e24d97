/**
 * The script-tag embed replays every worked example the React build is tested with
 * (packages/widgets/src/deal-analyzer/testing/worked-examples.ts), on a partner page.
 */
import { expect, test, type Locator } from "@playwright/test";
import { WORKED_EXAMPLES, type Step } from "@academy/widgets/testing";
import { badge, expectMounted, figure, servePartnerPages } from "./fixtures/deal-analyzer-host.ts";

async function perform(analyzer: Locator, step: Step) {
  if ("fill" in step)
    await analyzer.getByRole("textbox", { name: step.fill, exact: true }).fill(step.value);
  else if ("check" in step)
    await analyzer.getByRole("checkbox", { name: step.check, exact: true }).check();
  else if ("uncheck" in step)
    await analyzer.getByRole("checkbox", { name: step.uncheck, exact: true }).uncheck();
  else if ("select" in step) {
    await analyzer
      .getByRole("combobox", { name: step.select, exact: true })
      .selectOption({ label: step.option });
  } else await analyzer.getByRole("button", { name: step.press, exact: true }).click();
}

test.describe("Deal Analyzer embed worked examples", () => {
  for (const example of WORKED_EXAMPLES) {
    test(`${example.tab}: ${example.name}`, async ({ page, baseURL }) => {
      const site = await servePartnerPages(page, baseURL);
      await page.goto(site.url("partner-basic.html"));
      const analyzer = page.locator("deal-analyzer");
      await expectMounted(analyzer);
      const tabNames = {
        land: "Land Analysis",
        flip: "Flip Calculator",
        renovation: "Renovation ROI",
        construction: "New Construction",
      };
      await analyzer.getByRole("tab", { name: tabNames[example.tab] }).click();
      for (const step of example.steps) await perform(analyzer, step);
      for (const [label, text] of Object.entries(example.figures))
        await expect(figure(analyzer, label)).toHaveText(text);
      await expect(badge(analyzer)).toHaveText(`Recommendation: ${example.badge}`);
      for (const [name, value] of Object.entries(example.boxes ?? {})) {
        await expect(analyzer.getByRole("textbox", { name, exact: true })).toHaveValue(value);
      }
      for (const name of example.hiddenBoxes ?? []) {
        await expect(analyzer.getByRole("textbox", { name, exact: true })).toHaveCount(0);
      }
      for (const name of example.lockedBoxes ?? []) {
        await expect(analyzer.getByRole("textbox", { name, exact: true })).not.toBeEditable();
      }
      for (const text of example.texts ?? []) {
        await expect(analyzer.getByText(text, { exact: true }).first()).toBeVisible();
      }
    });
  }
});
