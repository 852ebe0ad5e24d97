/** Share links from the embed on a partner page: the deal goes into the partner's address. */
import { expect, test } from "@playwright/test";
import { badge, expectMounted, figure, servePartnerPages } from "./fixtures/deal-analyzer-host.ts";

test.describe("Deal Analyzer embed share links", () => {
  test("Share puts the deal in the page address and opening it restores the deal", async ({
    page,
    browser,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    const shares: unknown[] = [];
    await page.exposeFunction("recordShare", (detail: unknown) => shares.push(detail));
    await page.addInitScript(() => {
      document.addEventListener("deal-analyzer:share", (event) =>
        (window as unknown as { recordShare(d: unknown): void }).recordShare(
          (event as CustomEvent).detail,
        ),
      );
    });
    await page.goto(site.url("partner-basic.html"));
    const analyzer = page.locator("deal-analyzer");
    await expectMounted(analyzer);
    await analyzer.getByRole("checkbox", { name: "Use Comparable Sales" }).check();
    await analyzer.getByRole("button", { name: "Add Comp" }).click();
    await analyzer.getByRole("textbox", { name: "Comp 1 Address" }).fill("12 Oak St");
    await analyzer.getByRole("textbox", { name: "Comp 1 Price" }).fill("300000");
    await analyzer.getByRole("textbox", { name: "Comp 1 SqFt" }).fill("1500");
    await expect(figure(analyzer, "ARV")).toHaveText("$360,000");
    await analyzer.getByRole("button", { name: "Share" }).click();
    await expect(page).toHaveURL(/partner-basic\.html\?deal=1f\./);
    const link = page.url();
    await expect(analyzer.getByRole("textbox", { name: "Share link" })).toHaveValue(link);
    await expect
      .poll(() => shares)
      .toEqual([{ calculator: "flip", deal: new URL(link).searchParams.get("deal"), url: link }]);

    const other = await browser.newContext();
    const visitor = await other.newPage();
    await servePartnerPages(visitor, baseURL);
    await visitor.goto(link);
    const restored = visitor.locator("deal-analyzer");
    await expectMounted(restored);
    await expect(restored.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(restored.getByRole("textbox", { name: "Comp 1 Address" })).toHaveValue(
      "12 Oak St",
    );
    await expect(
      restored.getByRole("textbox", { name: "ARV Per SqFt (Manual Override)" }),
    ).toBeDisabled();
    await expect(figure(restored, "ARV")).toHaveText("$360,000");
    await expect(badge(restored)).toHaveText((await badge(analyzer).textContent()) ?? "");
    await other.close();
  });

  test("a damaged link shows a friendly notice and the defaults", async ({ page, baseURL }) => {
    const site = await servePartnerPages(page, baseURL);
    await page.goto(`${site.url("partner-basic.html")}?deal=1f.W1siIiwi.broken`);
    const analyzer = page.locator("deal-analyzer");
    await expect(analyzer.getByText("This shared deal link could not be opened")).toBeVisible();
    await expect(figure(analyzer, "ARV")).toHaveText("$324,000");
  });
});
