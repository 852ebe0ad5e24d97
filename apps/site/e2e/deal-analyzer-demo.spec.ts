/**
 * The partner demo page the site serves at /embed/demo/: the snippet to copy and the live
 * analyzer. Also measures the time from the loader script arriving to the analyzer being
 * interactive (its deal-analyzer:ready event), median of several cold loads.
 */
import { expect, test } from "@playwright/test";
import { expectMounted, figure, watchForPolicyViolations } from "./fixtures/deal-analyzer-host.ts";
import { expectNoAxeViolations } from "./site-helpers.ts";

const DEMO = "/embed/demo/";

test.describe("Deal Analyzer demo page", () => {
  test("shows the snippet with this site's address and the live analyzer", async ({
    page,
    baseURL,
  }) => {
    const watch = await watchForPolicyViolations(page);
    await page.goto(DEMO);
    await expect(
      page.getByRole("heading", { level: 1, name: "Put the Deal Analyzer on your website" }),
    ).toBeVisible();
    const origin = new URL(baseURL ?? "").origin;
    await expect(page.locator("#snippet-script")).toHaveText(
      `<script src="${origin}/embed/deal-analyzer.js" async></script>`,
    );
    await expect(page.locator("#snippet-element")).toHaveText(
      '<deal-analyzer calculator="flip"></deal-analyzer>',
    );
    const analyzer = page.locator("deal-analyzer");
    await expectMounted(analyzer);
    await expect(figure(analyzer, "ARV")).toHaveText("$324,000");
    await expect(page.locator("#event-log")).toContainText("ready: flip");
    await analyzer.getByRole("textbox", { name: "Purchase Price" }).fill("180000");
    await expect(page.locator("#event-log")).toContainText("change: flip, Excellent Deal (green)");
    expect(await watch.problems()).toEqual([]);
  });

  test("has no accessibility violations, inside the analyzer included", async ({ page }) => {
    await page.goto(DEMO);
    await expectMounted(page.locator("deal-analyzer"));
    await expectNoAxeViolations(page);
  });

  test("time from the script's arrival to an interactive analyzer (median of 7 cold loads)", async ({
    browser,
    baseURL,
  }) => {
    const timings: number[] = [];
    for (let run = 0; run < 7; run += 1) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener("deal-analyzer:ready", () => {
          const loader = performance
            .getEntriesByType("resource")
            .find((entry) => entry.name.endsWith("/embed/deal-analyzer.js")) as
            PerformanceResourceTiming | undefined;
          document.documentElement.dataset.readyAfter = String(
            performance.now() - (loader?.responseEnd ?? 0),
          );
        });
      });
      await page.goto(DEMO);
      await expect(page.locator("html")).toHaveAttribute("data-ready-after", /\d/);
      timings.push(Number(await page.locator("html").getAttribute("data-ready-after")));
      await context.close();
    }
    timings.sort((a, b) => a - b);
    const median = timings[3] ?? Number.NaN;
    console.log(
      `Script loaded to interactive: median ${median.toFixed(0)} ms (runs: ${timings.map((t) => t.toFixed(0)).join(", ")} ms)`,
    );
    test
      .info()
      .annotations.push({ type: "time-to-interactive-median-ms", description: median.toFixed(0) });
    // The figure is what the report quotes (issue 7); how fast the machine is decides no verdict
    // here. Every load must have reached "ready" and measured itself.
    expect(timings.filter((time) => Number.isFinite(time) && time >= 0)).toHaveLength(7);
  });
});
