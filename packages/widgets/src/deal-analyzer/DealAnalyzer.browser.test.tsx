import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeDeal, encodeDeal, flipDefaults, landDefaults } from "@academy/calculators";
import { DealAnalyzer } from "./DealAnalyzer.tsx";
import { WORKED_EXAMPLES, type Step } from "./testing/worked-examples.ts";
import { holdTimers } from "../../../../tooling/hold-timers.ts";

/** The value element of a shown figure, found by its label. */
function figureValue(label: string): HTMLElement | null {
  const term = [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label);
  return term?.parentElement?.querySelector<HTMLElement>("dd > span") ?? null;
}

async function expectFigure(label: string, text: string) {
  await expect.poll(() => figureValue(label)?.textContent).toBe(text);
}

function badge() {
  return page.elementLocator(document.querySelector("[data-recommendation]") ?? document.body);
}

/** The text a screen reader gets: without the parts hidden from it. */
function spoken(element: Element | undefined): string {
  const copy = element?.cloneNode(true);
  if (!(copy instanceof Element)) return "";
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? "").trim();
}

const box = (name: string) => page.getByRole("textbox", { name, exact: true });

async function perform(step: Step) {
  if ("fill" in step) await box(step.fill).fill(step.value);
  else if ("check" in step || "uncheck" in step) {
    const name = "check" in step ? step.check : step.uncheck;
    const checkbox = page.getByRole("checkbox", { name, exact: true });
    if ((checkbox.element() as HTMLInputElement).checked !== "check" in step)
      await checkbox.click();
  } else if ("select" in step) {
    await page.getByRole("combobox", { name: step.select, exact: true }).selectOptions(step.option);
  } else await page.getByRole("button", { name: step.press, exact: true }).click();
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", window.location.pathname);
});

describe("DealAnalyzer worked examples (React)", () => {
  for (const example of WORKED_EXAMPLES) {
    it(`${example.tab}: ${example.name}`, async () => {
      await render(<DealAnalyzer initialTab={example.tab} />);
      for (const step of example.steps) await perform(step);
      for (const [label, text] of Object.entries(example.figures)) await expectFigure(label, text);
      await expect
        .poll(() => document.querySelector("[data-recommendation]")?.textContent)
        .toBe(`Recommendation: ${example.badge}`);
      for (const [name, value] of Object.entries(example.boxes ?? {})) {
        await expect.element(box(name)).toHaveValue(value);
      }
      for (const name of example.hiddenBoxes ?? []) {
        await expect.element(box(name)).not.toBeInTheDocument();
      }
      for (const name of example.lockedBoxes ?? []) {
        const input = box(name).element() as HTMLInputElement;
        expect(input.disabled || input.readOnly).toBe(true);
      }
      for (const text of example.texts ?? []) {
        await expect.element(page.getByText(text, { exact: true }).first()).toBeVisible();
      }
    });
  }
});

describe("DealAnalyzer screen (React)", () => {
  it("shows the title, the spec's subtitle, four tabs and both panels", async () => {
    await render(<DealAnalyzer headingLevel={1} />);
    await expect
      .element(page.getByRole("heading", { level: 1, name: "Deal Analyzer" }))
      .toBeVisible();
    await expect
      .element(page.getByText("Land Analysis • House Flip • Home Renovation • New Construction"))
      .toBeVisible();
    const tabs = page
      .getByRole("tab")
      .elements()
      .map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "Land Analysis",
      "Flip Calculator",
      "Renovation ROI",
      "New Construction",
    ]);
    await expect
      .element(page.getByRole("tab", { name: "Land Analysis" }))
      .toHaveAttribute("aria-selected", "true");
    await expect
      .element(page.getByRole("heading", { level: 2, name: "Input Parameters" }))
      .toBeVisible();
    await expect
      .element(page.getByRole("heading", { level: 2, name: "Deal Analysis" }))
      .toBeVisible();
  });

  it("puts the inputs left of the analysis when wide and stacks them when narrow", async () => {
    const { rerender } = await render(
      <div style={{ width: 1100 }}>
        <DealAnalyzer />
      </div>,
    );
    const inputs = () =>
      page.getByRole("heading", { name: "Input Parameters" }).element().getBoundingClientRect();
    const analysis = () =>
      page.getByRole("heading", { name: "Deal Analysis" }).element().getBoundingClientRect();
    expect(analysis().left).toBeGreaterThan(inputs().right);
    expect(Math.abs(analysis().top - inputs().top)).toBeLessThan(2);
    await rerender(
      <div style={{ width: 400 }}>
        <DealAnalyzer />
      </div>,
    );
    await expect.poll(() => analysis().top > inputs().bottom).toBe(true);
  });

  it("moves between tabs with the arrow keys, Home and End, one tab stop", async () => {
    const onTabChange = vi.fn();
    await render(<DealAnalyzer onTabChange={onTabChange} />);
    await userEvent.keyboard("{Tab}");
    const tab = (name: string) => page.getByRole("tab", { name });
    await expect.element(tab("Land Analysis")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(tab("Flip Calculator")).toHaveFocus();
    await expect.element(tab("Flip Calculator")).toHaveAttribute("aria-selected", "true");
    await expect.element(page.getByRole("tabpanel", { name: "Flip Calculator" })).toBeVisible();
    await userEvent.keyboard("{End}");
    await expect.element(tab("New Construction")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(tab("Land Analysis")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect.element(tab("New Construction")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect.element(tab("Land Analysis")).toHaveFocus();
    // Only the selected tab is in the tab order: Tab leaves the tab list.
    await userEvent.keyboard("{Tab}");
    await expect.element(tab("Land Analysis")).not.toHaveFocus();
    expect(
      page
        .getByRole("tab")
        .elements()
        .filter((t) => t.getAttribute("tabindex") === "0"),
    ).toHaveLength(1);
    expect(onTabChange.mock.calls.map(([kind]) => kind)).toEqual([
      "flip",
      "construction",
      "land",
      "construction",
      "land",
    ]);
  });

  it("keeps each tab's inputs when switching tabs", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await box("Purchase Price").fill("90000");
    await page.getByRole("tab", { name: "Flip Calculator" }).click();
    await expect.element(box("Purchase Price")).toHaveValue("250000");
    await page.getByRole("tab", { name: "Land Analysis" }).click();
    await expect.element(box("Purchase Price")).toHaveValue("90000");
  });

  it("shows 0 as an empty box and strips what is not a number", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    await box("Purchase Price").fill("");
    await expectFigure("Total Acquisition Cost", "$0");
    await expect.element(box("Purchase Price")).toHaveValue("");
    await box("Purchase Price").fill("-1,2a3");
    await expect.element(box("Purchase Price")).toHaveValue("123");
    // Integer-only: the price counts without the decimals it shows while typing, and says so
    // (issue #50); the lot size keeps them.
    await box("Purchase Price").fill("99.75");
    await expect.element(box("Purchase Price")).toHaveValue("99.75");
    await expect
      .element(box("Purchase Price"))
      .toHaveAccessibleDescription("Whole numbers only: counted as $99.");
    await userEvent.tab();
    await expect.element(box("Purchase Price")).toHaveValue("99");
    await box("Lot Size (Acres)").fill("0.5");
    await expectFigure("Market Value (ARV)", "$175,000");
  });

  it("Show/Hide Advanced reveals the advanced inputs and results", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    const toggle = page.getByRole("button", { name: "Show Advanced" });
    await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.element(box("Interest Rate %")).not.toBeInTheDocument();
    await expect
      .element(page.getByRole("heading", { name: "Detailed Costs" }))
      .not.toBeInTheDocument();
    await toggle.click();
    const hide = page.getByRole("button", { name: "Hide Advanced" });
    await expect.element(hide).toHaveAttribute("aria-expanded", "true");
    await expect.element(box("Interest Rate %")).toBeVisible();
    await expect.element(page.getByRole("heading", { name: "Detailed Costs" })).toBeVisible();
    await hide.click();
    await expect.element(box("Interest Rate %")).not.toBeInTheDocument();
  });

  it("updates flip results 300 ms after the last change, not before", async () => {
    const onResultsChange = vi.fn();
    await render(<DealAnalyzer initialTab="flip" onResultsChange={onResultsChange} />);
    await expectFigure("Net Profit", "-$7,658");
    // The callback runs in an effect after the figure is painted: wait for it, do not assume it.
    await expect.poll(() => onResultsChange.mock.calls.length).toBe(1);
    // Both moments are taken in the page, as they happen: the last input event, and the first
    // change to the figure. (Timing from when fill() returns would count the test runner's
    // round trip, which under load is long enough to make the wait look short.)
    let typedAt = Number.NaN;
    box("Purchase Price")
      .element()
      .addEventListener("input", () => (typedAt = performance.now()));
    let changedAt = Number.NaN;
    const figure = figureValue("Net Profit");
    if (!figure) throw new Error("no Net Profit figure");
    const watcher = new MutationObserver(() => {
      if (Number.isNaN(changedAt)) changedAt = performance.now();
    });
    watcher.observe(figure, { subtree: true, childList: true, characterData: true });
    await box("Purchase Price").fill("180000");
    await expectFigure("Net Profit", "$65,545");
    watcher.disconnect();
    // Timers never fire early; 1 ms of slack for how performance.now() is rounded.
    expect(changedAt - typedAt).toBeGreaterThanOrEqual(299);
    await expect.poll(() => onResultsChange.mock.calls.length).toBe(2);
  });

  it("updates the other calculators at once", async () => {
    await render(<DealAnalyzer initialTab="renovation" />);
    await box("Current Property Value").fill("400000");
    expect(figureValue("New Estimated Value")?.textContent).toBe("$431,500");
  });

  it("disables the manual ARV once comps are used and one exists", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    const manual = () => box("ARV Per SqFt (Manual Override)").element() as HTMLInputElement;
    await page.getByRole("checkbox", { name: "Use Comparable Sales" }).click();
    await expect.element(page.getByText("Enter manual comps for accurate ARV")).toBeVisible();
    expect(manual().disabled).toBe(false);
    await page.getByRole("button", { name: "Add Comp" }).click();
    // Focus moves to the new row so it can be filled in straight away.
    await expect.element(box("Comp 1 Address")).toHaveFocus();
    expect(manual().disabled).toBe(true);
    // The empty comp is not valid yet, so the manual ARV still values the house.
    await expectFigure("ARV", "$324,000");
    await page.getByRole("button", { name: "Remove Comp 1" }).click();
    await expect.element(page.getByRole("button", { name: "Add Comp" })).toHaveFocus();
    expect(manual().disabled).toBe(false);
    await page.getByRole("button", { name: "Add Comp" }).click();
    await page.getByRole("checkbox", { name: "Use Comparable Sales" }).click();
    expect(manual().disabled).toBe(false);
  });

  it("explains each headline figure on request", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    const how = page.getByRole("button", { name: "How is this calculated? (ARV)" });
    await expect.element(how).toHaveAttribute("aria-expanded", "false");
    await expect
      .element(page.getByText("ARV = $180.00/sq ft x 1,800 sq ft = $324,000"))
      .not.toBeVisible();
    await how.click();
    await expect.element(how).toHaveAttribute("aria-expanded", "true");
    await expect
      .element(page.getByText("ARV = $180.00/sq ft x 1,800 sq ft = $324,000"))
      .toBeVisible();
    await page.getByRole("button", { name: "How is this calculated? (Net Profit)" }).click();
    await expect
      .element(page.getByText("Net profit = $324,000 - $331,658 = -$7,658"))
      .toBeVisible();
    expect(page.getByRole("button", { name: /How is this calculated\?/ }).elements()).toHaveLength(
      4,
    );
  });

  it("shows a sensitivity table around the current deal", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    const table = page.getByRole("table", {
      name: /Net Profit when ARV \(rows\) and Rehab Budget \(columns\) change/,
    });
    await expect.element(table).toBeVisible();
    const rows = table.getByRole("row").elements();
    expect(rows).toHaveLength(6);
    // The middle cell is the deal itself.
    expect(spoken(rows[3])).toContain("-$7,658 (current deal)");
    // ARV +10 % (198/sq ft: 356,400) with rehab -10 % (45,000 x 1.21 = 54,450):
    // 356,400 - 250,000 - 54,450 - 11,437.50 - 10,692 selling = 29,820.50.
    const cells = [...(rows[5]?.querySelectorAll("td") ?? [])].map(spoken);
    expect(cells[0]).toBe("$29,821");
  });

  it("keeps all five sensitivity columns in view on a phone, compact but read in full", async () => {
    await render(
      <div style={{ width: 360 }}>
        <DealAnalyzer initialTab="construction" />
      </div>,
    );
    const table = page.getByRole("table", { name: /Net Profit when ARV Per SqFt/ });
    await expect.element(table).toBeVisible();
    const scroller = table.element().parentElement;
    expect(scroller && scroller.scrollWidth - scroller.clientWidth).toBe(0);
    const current = [...table.element().querySelectorAll("td")][12];
    // Shown as "$65.7K", read out as the whole figure.
    expect(current?.innerText).toContain("K");
    expect(spoken(current)).toMatch(/^-?\$[\d,]+ \(current deal\)$/);
  });

  it("charts the cost breakdown with a table of the same numbers", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    const table = page.getByRole("table").filter({ hasText: "Share of total" });
    const rows = table
      .getByRole("row")
      .elements()
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "CostAmountShare of total",
      "Purchase Price$250,00075.4%",
      "Rehab & Contingency$60,50018.2%",
      "Holding Costs$11,4383.4%",
      "Selling Costs$9,7202.9%",
      "Total$331,658100.0%",
    ]);
    const chart = document.querySelector("svg[aria-hidden='true'] rect")?.closest("svg");
    expect(chart?.querySelectorAll("rect")).toHaveLength(4);
    const widths = [...(chart?.querySelectorAll("rect") ?? [])].map((rect) =>
      Number(rect.getAttribute("width")),
    );
    expect(Math.round(widths[0] ?? 0)).toBe(754);
  });

  it("announces new results politely, once typing has stopped", async () => {
    await render(<DealAnalyzer initialTab="flip" />);
    const live = document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
    expect(live?.textContent).toBe("");
    await box("Purchase Price").fill("180000");
    await expect
      .poll(() => live?.textContent)
      .toBe("Flip Calculator results: Net Profit $65,545, Profit Margin 20.2%, Excellent Deal.");
  });

  it("says the recommendation in words, not colour alone", async () => {
    await render(<DealAnalyzer initialTab="land" />);
    const element = badge().element();
    expect(element.textContent).toBe("Recommendation: Strong Buy");
    expect(element.getAttribute("data-recommendation")).toBe("green");
  });
});

describe("DealAnalyzer share links (React)", () => {
  it("puts the deal in the address and offers the link", async () => {
    const onShare = vi.fn();
    await render(<DealAnalyzer initialTab="flip" onShare={onShare} />);
    await box("Purchase Price").fill("180000");
    await page.getByRole("button", { name: "Share" }).click();
    const link = box("Share link");
    await expect.element(link).toHaveValue(expect.stringContaining("?deal="));
    const deal = new URL(window.location.href).searchParams.get("deal") ?? "";
    expect(onShare).toHaveBeenCalledWith({ calculator: "flip", deal, url: window.location.href });
    const decoded = decodeDeal(deal);
    expect(decoded).toEqual({
      ok: true,
      deal: { kind: "flip", inputs: { ...flipDefaults, purchasePrice: 180000 }, comps: [] },
    });
  });

  it("restores a shared deal on its own tab", async () => {
    const deal = encodeDeal({
      kind: "flip",
      inputs: { ...flipDefaults, purchasePrice: 180000 },
      comps: [],
    });
    await render(<DealAnalyzer initialDeal={deal} />);
    await expect
      .element(page.getByRole("tab", { name: "Flip Calculator" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(box("Purchase Price")).toHaveValue("180000");
    await expectFigure("Net Profit", "$65,545");
    await expect
      .element(page.getByText("This shared deal link could not be opened"))
      .not.toBeInTheDocument();
  });

  it("shows a friendly notice and the defaults for a damaged link", async () => {
    const deal = encodeDeal({ kind: "land", inputs: { ...landDefaults, purchasePrice: 1 } });
    const damaged = `${deal.slice(0, -3)}zzz`;
    await render(<DealAnalyzer initialDeal={damaged} initialTab="land" />);
    await expect.element(page.getByText("This shared deal link could not be opened")).toBeVisible();
    await expect.element(page.getByText(/It may have been cut off or changed/)).toBeVisible();
    await expect.element(box("Purchase Price")).toHaveValue("75000");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect
      .element(page.getByText("This shared deal link could not be opened"))
      .not.toBeInTheDocument();
  });

  it("does not open a deal for a calculator that is not offered", async () => {
    const deal = encodeDeal({ kind: "flip", inputs: flipDefaults, comps: [] });
    await render(<DealAnalyzer initialDeal={deal} tabs={["land", "renovation"]} />);
    await expect
      .element(page.getByText(/for a calculator that is not available here/))
      .toBeVisible();
    expect(
      page
        .getByRole("tab")
        .elements()
        .map((tab) => tab.textContent),
    ).toEqual(["Land Analysis", "Renovation ROI"]);
  });

  it("reports the tab and deal for the address after each change", async () => {
    const onStateChange = vi.fn();
    await render(<DealAnalyzer initialTab="land" onStateChange={onStateChange} />);
    expect(onStateChange).not.toHaveBeenCalled();
    await box("Purchase Price").fill("80000");
    await expect.poll(() => onStateChange.mock.calls.length).toBeGreaterThan(0);
    const last = onStateChange.mock.calls.at(-1)?.[0];
    expect(last.calculator).toBe("land");
    expect(decodeDeal(last.deal)).toEqual({
      ok: true,
      deal: { kind: "land", inputs: { ...landDefaults, purchasePrice: 80000 } },
    });
    await page.getByRole("tab", { name: "Renovation ROI" }).click();
    await expect.poll(() => onStateChange.mock.calls.at(-1)?.[0].calculator).toBe("renovation");
  });
});

describe("DealAnalyzer committed analyses (React)", () => {
  it("reports each settled deal once, after the 300 ms input debounce, not per keystroke", async () => {
    const onDealChange = vi.fn();
    await render(<DealAnalyzer initialTab="land" onDealChange={onDealChange} />);
    await expectFigure("Total Acquisition Cost", "$76,875");
    const debounce = holdTimers(300);
    await userEvent.clear(box("Purchase Price").element());
    await userEvent.type(box("Purchase Price").element(), "90000");
    await expect.poll(() => debounce.isHolding()).toBe(true);
    expect(onDealChange).not.toHaveBeenCalled();
    debounce.release();
    await expect.poll(() => onDealChange.mock.calls.length).toBe(1);
    expect(onDealChange).toHaveBeenCalledWith({
      kind: "land",
      inputs: { ...landDefaults, purchasePrice: 90000 },
    });
  });

  it("reports the flip with its comps, and a tab switch as a new analysis", async () => {
    const onDealChange = vi.fn();
    await render(<DealAnalyzer initialTab="flip" onDealChange={onDealChange} />);
    await box("Purchase Price").fill("180000");
    await expect
      .poll(() => onDealChange.mock.calls.at(-1)?.[0])
      .toEqual({ kind: "flip", inputs: { ...flipDefaults, purchasePrice: 180000 }, comps: [] });
    const calls = onDealChange.mock.calls.length;
    await page.getByRole("tab", { name: "Land Analysis" }).click();
    await expect
      .poll(() => onDealChange.mock.calls.at(-1)?.[0])
      .toEqual({ kind: "land", inputs: landDefaults });
    expect(onDealChange).toHaveBeenCalledTimes(calls + 1);
  });

  it("opens the deal it is given, and another one when keyed anew", async () => {
    const first = encodeDeal({ kind: "land", inputs: { ...landDefaults, purchasePrice: 60000 } });
    const second = encodeDeal({
      kind: "flip",
      inputs: { ...flipDefaults, purchasePrice: 180000 },
      comps: [],
    });
    const onDealChange = vi.fn();
    const { rerender } = await render(
      <DealAnalyzer key={first} initialDeal={first} onDealChange={onDealChange} />,
    );
    await expect.element(box("Purchase Price")).toHaveValue("60000");
    await rerender(<DealAnalyzer key={second} initialDeal={second} onDealChange={onDealChange} />);
    await expect
      .element(page.getByRole("tab", { name: "Flip Calculator" }))
      .toHaveAttribute("aria-selected", "true");
    await expect.element(box("Purchase Price")).toHaveValue("180000");
    // Opening a deal is not an analysis the user ran.
    expect(onDealChange).not.toHaveBeenCalled();
  });
});

describe("DealAnalyzer options (React)", () => {
  it("applies an accent colour and ignores one that is not a colour", async () => {
    const { rerender } = await render(<DealAnalyzer accentColor="#0f766e" />);
    const selected = () =>
      getComputedStyle(page.getByRole("tab", { selected: true }).element()).backgroundColor;
    expect(selected()).toBe("rgb(15, 118, 110)");
    await rerender(<DealAnalyzer accentColor="red; background: url(x)" />);
    // The brand orange again, once the tab's colour transition has run.
    await expect.poll(() => selected()).toBe("rgb(194, 65, 12)");
  });

  it("uses the dark theme on request", async () => {
    await render(<DealAnalyzer theme="dark" />);
    expect(document.querySelector("[data-theme]")?.getAttribute("data-theme")).toBe("dark");
  });

  it("offers only the tabs asked for, in the order given", async () => {
    await render(
      <DealAnalyzer
        tabs={["construction", "flip", "nonsense" as never]}
        initialTab="construction"
      />,
    );
    expect(
      page
        .getByRole("tab")
        .elements()
        .map((tab) => tab.textContent),
    ).toEqual(["New Construction", "Flip Calculator"]);
    await expect
      .element(page.getByRole("tab", { name: "New Construction" }))
      .toHaveAttribute("aria-selected", "true");
  });
});
