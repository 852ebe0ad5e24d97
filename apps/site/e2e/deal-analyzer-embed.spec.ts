/**
 * The partner embed (the script-tag build in dist/) on plain HTML pages from another origin,
 * under a strict Content-Security-Policy: mounting, computing, isolation both ways, two
 * instances, the JS API and events, lazy loading and reserved space.
 */
import { expect, test } from "@playwright/test";
import {
  badge,
  expectMounted,
  figure,
  servePartnerPages,
  watchForPolicyViolations,
} from "./fixtures/deal-analyzer-host.ts";
import { layoutShift, recordLayoutShift } from "./layout-shift.ts";
import { expectNoAxeViolations } from "./site-helpers.ts";

test.describe("Deal Analyzer embed on a partner page", () => {
  test("one script tag mounts the analyzer in a shadow root and it computes", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    const changes: unknown[] = [];
    await page.exposeFunction("recordChange", (detail: unknown) => changes.push(detail));
    await page.addInitScript(() => {
      document.addEventListener("deal-analyzer:change", (event) =>
        (window as unknown as { recordChange(d: unknown): void }).recordChange(
          (event as CustomEvent).detail,
        ),
      );
    });
    await page.goto(site.url("partner-basic.html"));
    const analyzer = page.locator("deal-analyzer");
    await expectMounted(analyzer);
    expect(await analyzer.evaluate((host) => host.shadowRoot?.mode)).toBe("open");

    await expect(analyzer.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Spec defaults: ARV = $180/sq ft x 1,800 sq ft; all-in = 250,000 + 60,500 + 11,437.50 + 9,720.
    await expect(figure(analyzer, "ARV")).toHaveText("$324,000");
    await expect(figure(analyzer, "Total Project Costs (All-In)")).toHaveText("$331,658");
    await expect(figure(analyzer, "Net Profit")).toHaveText("-$7,658");
    await expect(badge(analyzer)).toHaveText("Recommendation: Pass");

    // README example: a $180,000 purchase makes $65,545 (20.2 %), an Excellent Deal.
    await analyzer.getByRole("textbox", { name: "Purchase Price" }).fill("180000");
    await expect(figure(analyzer, "Net Profit")).toHaveText("$65,545");
    await expect(figure(analyzer, "Profit Margin")).toHaveText("20.2%");
    await expect(badge(analyzer)).toHaveText("Recommendation: Excellent Deal");

    await expect.poll(() => changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.at(-1)).toMatchObject({
      calculator: "flip",
      inputs: { purchasePrice: 180000 },
      comps: [],
      results: { kind: "flip", profit: 65545, recommendation: "Excellent Deal", badge: "green" },
    });
  });

  test("runs under a strict Content-Security-Policy with no violation reported", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    const watch = await watchForPolicyViolations(page);
    await page.goto(site.url("partner-basic.html"));
    const analyzer = page.locator("deal-analyzer");
    await expectMounted(analyzer);
    // Exercise everything that renders: every tab, advanced, comps, explanations, share.
    await analyzer.getByRole("button", { name: "Show Advanced" }).click();
    await analyzer.getByRole("checkbox", { name: "Use Comparable Sales" }).check();
    await analyzer.getByRole("button", { name: "Add Comp" }).click();
    await analyzer.getByRole("textbox", { name: "Comp 1 Price" }).fill("300000");
    await analyzer.getByRole("button", { name: /How is this calculated\? \(ARV\)/ }).click();
    for (const tab of ["Land Analysis", "Renovation ROI", "New Construction"]) {
      await analyzer.getByRole("tab", { name: tab }).click();
      await expect(analyzer.getByRole("tab", { name: tab })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    }
    await analyzer.getByRole("combobox", { name: "Property Type" }).selectOption("duplex");
    await analyzer.getByRole("button", { name: "Share" }).click();
    await expect(analyzer.getByRole("textbox", { name: "Share link" })).toHaveValue(/deal=/);
    expect(await watch.problems()).toEqual([]);
  });

  test("a hostile page stylesheet changes nothing inside the analyzer", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    const measure = async () => {
      const analyzer = page.locator("deal-analyzer");
      await expectMounted(analyzer);
      return analyzer.evaluate((host) => {
        const root = host.shadowRoot!;
        const pick = (selector: string) => {
          const element = root.querySelector<HTMLElement>(selector)!;
          const style = getComputedStyle(element);
          return {
            color: style.color,
            background: style.backgroundColor,
            font: `${style.fontStyle} ${style.fontSize} ${style.fontFamily}`,
            letterSpacing: style.letterSpacing,
            textTransform: style.textTransform,
            border: style.borderTopStyle,
            margin: style.marginTop,
            transform: style.transform,
            // Heights only: the page's own margins make the analyzer's width differ.
            height: element.offsetHeight,
          };
        };
        const hostStyle = getComputedStyle(host);
        return {
          host: [
            hostStyle.display,
            hostStyle.opacity,
            hostStyle.padding,
            hostStyle.borderTopStyle,
            hostStyle.filter,
          ],
          heading: pick("h2"),
          tab: pick('[role="tab"][aria-selected="true"]'),
          button: pick('[data-print="hide"] button'),
          input: pick("input"),
          figure: pick("[data-figure] dd > span"),
        };
      });
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(site.url("partner-basic.html"));
    const clean = await measure();
    await page.goto(site.url("partner-hostile.html"));
    // The page around it is visibly wrecked...
    expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).color)).toBe(
      "rgb(255, 0, 255)",
    );
    // ...the analyzer is not.
    expect(await measure()).toEqual(clean);
    expect(clean.host).toEqual(["block", "1", "0px", "none", "none"]);
  });

  test("adds nothing to the page's head, root, body or globals but window.DealAnalyzer", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    await page.addInitScript(() => {
      Object.defineProperty(window, "__baselineGlobals", {
        value: Object.getOwnPropertyNames(window),
      });
    });
    await page.goto(site.url("partner-basic.html"));
    await expectMounted(page.locator("deal-analyzer"));
    const footprint = await page.evaluate(() => {
      const baseline = new Set(
        (window as unknown as { __baselineGlobals: string[] }).__baselineGlobals,
      );
      return {
        globals: Object.getOwnPropertyNames(window).filter(
          (name) => !baseline.has(name) && name !== "__baselineGlobals",
        ),
        head: [...document.head.children].map((element) => element.tagName.toLowerCase()),
        styleElements: document.querySelectorAll("style").length,
        documentSheets: document.adoptedStyleSheets.length + document.styleSheets.length,
        rootAttributes: [...document.documentElement.attributes].map((attribute) => attribute.name),
        rootStyle: document.documentElement.style.length,
        bodyAttributes: [...document.body.attributes].map((attribute) => attribute.name),
        bodyChildren: [...document.body.children].map((element) => element.tagName.toLowerCase()),
        reactMarkers: Object.getOwnPropertyNames(window).filter((name) =>
          /react|preact/i.test(name),
        ),
      };
    });
    expect(footprint).toEqual({
      globals: ["DealAnalyzer"],
      head: ["meta", "title", "script"],
      styleElements: 0,
      documentSheets: 0,
      rootAttributes: ["lang"],
      rootStyle: 0,
      bodyAttributes: [],
      bodyChildren: ["h1", "p", "deal-analyzer", "p"],
      reactMarkers: [],
    });
  });

  test("two analyzers on one page work independently", async ({ page, baseURL }) => {
    const site = await servePartnerPages(page, baseURL);
    await page.goto(site.url("partner-two.html"));
    const first = page.locator("#first");
    const second = page.locator("#second");
    await expectMounted(first);
    await expectMounted(second);
    // Options per instance: tabs, theme, accent colour.
    await expect(first.getByRole("tab")).toHaveText(["Flip Calculator", "Renovation ROI"]);
    await expect(second.getByRole("tab")).toHaveCount(4);
    const selectedTabColour = (host: typeof first) =>
      host
        .getByRole("tab", { selected: true })
        .evaluate((tab) => getComputedStyle(tab).backgroundColor);
    expect(await selectedTabColour(first)).toBe("rgb(15, 118, 110)");
    expect(await selectedTabColour(second)).not.toBe("rgb(15, 118, 110)");
    const surface = (host: typeof first) =>
      host.evaluate(
        (element) =>
          getComputedStyle(element.shadowRoot!.querySelector("[data-theme]")!).backgroundColor,
      );
    expect(await surface(first)).not.toEqual(await surface(second));

    await first.getByRole("textbox", { name: "Purchase Price" }).fill("180000");
    await expect(figure(first, "Net Profit")).toHaveText("$65,545");
    await expect(figure(second, "Net Profit")).toHaveText("-$7,658");
    await second.getByRole("tab", { name: "Land Analysis" }).click();
    await expect(first.getByRole("tab", { name: "Flip Calculator" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(figure(second, "Market Value (ARV)")).toHaveText("$87,500");
  });

  test("a host page running its own React is unaffected", async ({ page, baseURL }) => {
    const site = await servePartnerPages(page, baseURL);
    const watch = await watchForPolicyViolations(page);
    await page.goto(site.url("partner-react.html"));
    const hostButton = page.getByRole("button", { name: /Host clicks/ });
    await hostButton.click();
    await expect(hostButton).toHaveText("Host clicks: 1");
    const analyzer = page.locator("deal-analyzer");
    await expectMounted(analyzer);
    await analyzer.getByRole("textbox", { name: "Purchase Price" }).fill("100000");
    await expect(figure(analyzer, "Total Acquisition Cost")).toHaveText("$102,500");
    await hostButton.click();
    await expect(hostButton).toHaveText("Host clicks: 2");
    // The host's React tree and ours never meet: no React globals, no React props on host nodes.
    expect(
      await page.evaluate(() => ({
        globals: Object.getOwnPropertyNames(window).filter((name) =>
          /react|preact|__REACT/i.test(name),
        ),
        hostHasPreactState: Object.keys(document.querySelector("deal-analyzer")!).some((key) =>
          key.startsWith("__"),
        ),
      })),
    ).toEqual({ globals: [], hostHasPreactState: false });
    expect(await watch.problems()).toEqual([]);
  });

  test("DealAnalyzer.mount(element, options) mounts, reports events and unmounts", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    await page.goto(site.url("partner-api.html"));
    const slot = page.locator("#slot");
    await expectMounted(slot);
    // `tabs: ["construction", "land"]`: the order the partner gave.
    await expect(slot.getByRole("tab")).toHaveText(["New Construction", "Land Analysis"]);
    await expect(slot.getByRole("tab", { name: "New Construction" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.locator("#events li").first()).toHaveText("deal-analyzer:ready construction");
    await expect(page.locator("#events")).toContainText("deal-analyzer:change construction");
    await slot.getByRole("tab", { name: "Land Analysis" }).click();
    await expect(page.locator("#events")).toContainText("deal-analyzer:tab-change land");
    await expect(page.locator("#events li").last()).toHaveText("deal-analyzer:change land");

    await page.getByRole("button", { name: "Remove analyzer" }).click();
    await expect(slot.getByRole("heading", { name: "Deal Analyzer" })).toHaveCount(0);
    expect(await slot.evaluate((element) => element.shadowRoot?.childElementCount)).toBe(0);
  });

  test("loads the full bundle only when the analyzer nears the viewport, in the space held for it", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    const appRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/deal-analyzer.app.js")) appRequests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site.url("partner-lazy.html"));
    const analyzer = page.locator("deal-analyzer");
    const reserved = await analyzer.evaluate((host) => host.getBoundingClientRect().height);
    expect(reserved).toBeGreaterThan(800);
    await page.waitForTimeout(500);
    expect(appRequests).toEqual([]);

    await recordLayoutShift(page, "now");
    await analyzer.scrollIntoViewIfNeeded();
    await expectMounted(analyzer);
    expect(appRequests).toHaveLength(1);
    await page.waitForTimeout(300);
    const rendered = await analyzer.evaluate((host) => host.getBoundingClientRect().height);
    // The estimate is within a few percent, and never lets the page below jump.
    expect(Math.abs(rendered - reserved) / rendered).toBeLessThan(0.05);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test.describe("Deal Analyzer embed details", () => {
  test("reserves close to the rendered height for every calculator on phones, tablets and desktops", async ({
    page,
    baseURL,
  }) => {
    const site = await servePartnerPages(page, baseURL);
    for (const width of [375, 700, 1100]) {
      for (const calculator of ["land", "flip", "renovation", "construction"]) {
        await page.goto(site.url("partner-sized.html"));
        const reserved = await page.evaluate(
          ([columnWidth, tab]) => {
            const column = document.getElementById("column")!;
            column.style.width = `${columnWidth}px`;
            const element = document.createElement("deal-analyzer");
            element.setAttribute("calculator", tab);
            column.append(element);
            return element.getBoundingClientRect().height;
          },
          [width, calculator] as const,
        );
        const analyzer = page.locator("deal-analyzer");
        await expectMounted(analyzer);
        // Let go of the held height to see the natural one.
        await analyzer.dispatchEvent("pointerdown");
        const rendered = await analyzer.evaluate((host) => host.getBoundingClientRect().height);
        expect(
          Math.abs(rendered - reserved) / rendered,
          `${calculator} at ${width}px: ${reserved} vs ${rendered}`,
        ).toBeLessThan(0.05);
      }
    }
  });

  test("has no accessibility violations in either theme", async ({ page, baseURL }) => {
    const site = await servePartnerPages(page, baseURL);
    await page.goto(site.url("partner-two.html"));
    await expectMounted(page.locator("#first"));
    await expectMounted(page.locator("#second"));
    await expectNoAxeViolations(page);
  });

  test("changing an attribute remounts with the new options", async ({ page, baseURL }) => {
    const site = await servePartnerPages(page, baseURL);
    await page.goto(site.url("partner-basic.html"));
    const analyzer = page.locator("deal-analyzer");
    await expectMounted(analyzer);
    await analyzer.evaluate((host) => {
      host.setAttribute("calculator", "construction");
      host.setAttribute("theme", "dark");
    });
    await expect(analyzer.getByRole("tab", { name: "New Construction" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(
      await analyzer.evaluate((host) =>
        host.shadowRoot?.querySelector("[data-theme]")?.getAttribute("data-theme"),
      ),
    ).toBe("dark");
  });
});
